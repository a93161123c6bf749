import { describe, expect, it } from 'vitest';
import { encryptText } from './envelope.ts';
import { openRecord } from './open-record.ts';

const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

describe('openRecord', () => {
  it('opens every sealed text field with the context Entity.field, and leaves the rest', async () => {
    const key = await newKey();
    const record = {
      id: 'j-1',
      createdBy_id: 'u-1',
      title: await encryptText(key, 'Evening', 'VegJournal.title'),
      content: await encryptText(key, '<p>Calm</p>', 'VegJournal.content'),
      status: 1,
    };
    expect(await openRecord('VegJournal', record, { userId: 'u-1', dataKey: key })).toEqual({
      ...record,
      title: 'Evening',
      content: '<p>Calm</p>',
      protection: 'decrypted',
    });
    expect(await openRecord('VegJournal', { id: 'j-2', title: 'Plain' }, null)).toEqual({
      id: 'j-2',
      title: 'Plain',
      protection: 'plain',
    });
  });

  it("stays sealed without the key or for another person's seal, and says when it fails to open", async () => {
    const key = await newKey();
    const record = {
      id: 'r-1',
      createdBy_id: 'u-1',
      note: await encryptText(key, 'note', 'VegEmotionRecord.note'),
    };
    expect((await openRecord('VegEmotionRecord', record, { userId: 'u-1', dataKey: null })).protection).toBe(
      'locked',
    );
    expect((await openRecord('VegEmotionRecord', record, { userId: 'u-2', dataKey: key })).protection).toBe(
      'locked',
    );
    // Another entity's context: the same ciphertext does not open as a journal title.
    expect(
      (await openRecord('VegJournal', { ...record, title: record.note }, { userId: 'u-1', dataKey: key }))
        .protection,
    ).toBe('damaged');
    expect(
      (await openRecord('VegEmotionRecord', record, { userId: 'u-1', dataKey: await newKey() })).protection,
    ).toBe('damaged');
  });
});
