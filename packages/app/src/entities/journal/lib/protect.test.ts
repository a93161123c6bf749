import type { VegJournal } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { createKeyring, encryptText } from '@/shared/lib/local-encryption';
import { CONTENT_CONTEXT, TITLE_CONTEXT, revealEntry, sealFields } from './protect.ts';

const ME = 'user-me';
const record = (fields: Partial<VegJournal>): VegJournal => ({
  id: 'j-1',
  client_id: 'c-1',
  date: '2026-11-20T09:00:00.000Z',
  createdBy_id: ME,
  lastUpdatedBy_id: ME,
  status: 1,
  timing: 4,
  color: '#6366f1',
  tags: [{ id: 't-1', name: 'calm' }],
  ...fields,
});

// One keyring for the file: PBKDF2 at 600,000 iterations is deliberately slow.
const { dataKey } = await createKeyring('a long enough password');
const { dataKey: otherKey } = await createKeyring('somebody else entirely');

describe('revealing journal records', () => {
  it('shows plain entries as they are, with tag names', async () => {
    const entry = await revealEntry(record({ title: 'Walk', content: 'By the sea.' }), {
      dataKey: null,
      userId: ME,
    });
    expect(entry).toMatchObject({
      title: 'Walk',
      content: 'By the sea.',
      tags: ['calm'],
      protection: 'plain',
    });
  });

  it('decrypts what the reader sealed with their own key', async () => {
    const sealed = await sealFields(dataKey, { title: 'Secret', content: 'Only mine' });
    expect(sealed.title).toMatch(/^eg1\./);
    expect(sealed.content).not.toContain('Only mine');
    const entry = await revealEntry(record(sealed), { dataKey, userId: ME });
    expect(entry).toMatchObject({ title: 'Secret', content: 'Only mine', protection: 'decrypted' });
  });

  it('keeps encrypted entries locked without the key, and never shows the ciphertext', async () => {
    const sealed = await sealFields(dataKey, { title: 'Secret', content: 'Only mine' });
    const entry = await revealEntry(record(sealed), { dataKey: null, userId: ME });
    expect(entry).toMatchObject({ title: '', content: '', protection: 'locked' });
    expect(entry.record.title).toBe(sealed.title);
  });

  it("shows a client's own encrypted entries to their caretaker as locked, not as damaged", async () => {
    const sealed = await sealFields(otherKey, { title: 'Private', content: 'Not for my caretaker' });
    const entry = await revealEntry(
      record({ ...sealed, createdBy_id: 'client-user', lastUpdatedBy_id: 'client-user' }),
      {
        dataKey,
        userId: ME,
      },
    );
    expect(entry.protection).toBe('locked');
  });

  it('reports a tampered ciphertext as damaged instead of showing garbage', async () => {
    const sealed = await sealFields(dataKey, { title: 'Secret', content: 'Only mine' });
    const [version, iv, body = ''] = sealed.content.split('.');
    const flipped = `${version}.${iv}.${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    const entry = await revealEntry(record({ ...sealed, content: flipped }), { dataKey, userId: ME });
    expect(entry).toMatchObject({ title: '', content: '', protection: 'damaged' });
  });

  it('binds each field to its name: a title cannot be moved into the content', async () => {
    const title = await encryptText(dataKey, 'Moved', TITLE_CONTEXT);
    const entry = await revealEntry(record({ title, content: title }), { dataKey, userId: ME });
    expect(entry.protection).toBe('damaged');
    const content = await encryptText(dataKey, 'Body', CONTENT_CONTEXT);
    expect((await revealEntry(record({ title, content }), { dataKey, userId: ME })).protection).toBe(
      'decrypted',
    );
  });

  it('passes fields through unchanged when encryption is off', async () => {
    expect(await sealFields(null, { title: 'a', content: 'b' })).toEqual({ title: 'a', content: 'b' });
  });
});
