import type { VegReflection } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { createKeyring, encryptText } from '@/shared/lib/local-encryption';
import { fieldContext, revealReflection, sealReflectionFields } from './protect.ts';

const ME = 'user-me';
const TEXT = {
  title: 'E-mail at 11 pm',
  description: 'A quick question arrived at bedtime.',
  thoughts: 'They will think I am not committed.',
  actions: 'Answered it in bed.',
  needs: 'A line where work stops.',
};
const record = (fields: Partial<VegReflection>): VegReflection => ({
  id: 'r-1',
  client_id: 'c-1',
  date: '2026-11-20T21:00:00.000Z',
  createdBy_id: ME,
  lastUpdatedBy_id: ME,
  timing: 4,
  status: 1,
  emotions: [
    { emotion_id: 'e-anxiety', level: 4 },
    { emotion_id: 'e-annoyance', level: 2 },
  ],
  bodySensations: [{ area: 'chest', intensity: 4 }],
  loop_id: 'l-1',
  loop: { id: 'l-1', title: 'Late-night work e-mails', color: '#ef4444' },
  tags: [{ id: 't-1', name: 'work' }],
  ...fields,
});

// One keyring for the file: PBKDF2 at 600,000 iterations is deliberately slow.
const { dataKey } = await createKeyring('a long enough password');
const { dataKey: otherKey } = await createKeyring('somebody else entirely');

describe('revealing reflections', () => {
  it('shows a plain reflection as stored: text, emotions with levels, body, loop and tags', async () => {
    const reflection = await revealReflection(record(TEXT), { dataKey: null, userId: ME });
    expect(reflection).toMatchObject({
      ...TEXT,
      protection: 'plain',
      timing: 4,
      emotions: [
        { emotionId: 'e-anxiety', level: 4 },
        { emotionId: 'e-annoyance', level: 2 },
      ],
      body: [{ area: 'chest', intensity: 4 }],
      loop: { id: 'l-1', title: 'Late-night work e-mails', color: '#ef4444' },
      tags: ['work'],
      private: false,
    });
  });

  it('opens every sealed field with the reader own key', async () => {
    const sealed = await sealReflectionFields(dataKey, TEXT);
    for (const value of Object.values(sealed)) expect(value).toMatch(/^eg1\./);
    const reflection = await revealReflection(record(sealed), { dataKey, userId: ME });
    expect(reflection).toMatchObject({ ...TEXT, protection: 'decrypted' });
    // The record keeps the ciphertext (undo writes it back as it was).
    expect(reflection.record.thoughts).toBe(sealed.thoughts);
  });

  it('leaves empty fields empty when sealing', async () => {
    const sealed = await sealReflectionFields(dataKey, { ...TEXT, needs: '' });
    expect(sealed.needs).toBe('');
    const reflection = await revealReflection(record(sealed), { dataKey, userId: ME });
    expect(reflection).toMatchObject({ needs: '', actions: TEXT.actions, protection: 'decrypted' });
  });

  it('shows a sealed reflection as locked without the key, or when someone else sealed it', async () => {
    const sealed = await sealReflectionFields(dataKey, TEXT);
    const withoutKey = await revealReflection(record(sealed), { dataKey: null, userId: ME });
    expect(withoutKey).toMatchObject({ protection: 'locked', title: '', thoughts: '', needs: '' });
    // Emotions, timing and loop are not sealed: they still show.
    expect(withoutKey.emotions).toHaveLength(2);
    const caretaker = await revealReflection(record(sealed), { dataKey: otherKey, userId: 'caretaker' });
    expect(caretaker).toMatchObject({ protection: 'locked', description: '' });
  });

  it('calls ciphertext that does not open under the reader key damaged, and shows none of it', async () => {
    const wrong = await encryptText(otherKey, 'not yours', fieldContext('title'));
    const reflection = await revealReflection(record({ ...TEXT, title: wrong }), { dataKey, userId: ME });
    expect(reflection).toMatchObject({ protection: 'damaged', title: '', description: '' });
  });

  it('binds each field to its name: sealed thoughts moved into needs do not open', async () => {
    const sealed = await sealReflectionFields(dataKey, TEXT);
    const swapped = await revealReflection(record({ ...sealed, needs: sealed.thoughts }), {
      dataKey,
      userId: ME,
    });
    expect(swapped.protection).toBe('damaged');
  });

  it("drops unknown levels; opens a loop title the reader sealed and hides anyone else's", async () => {
    const sealedTitle = await encryptText(dataKey, 'Secret loop', 'VegLoop.title');
    const reflection = await revealReflection(
      record({
        ...TEXT,
        emotions: [{ emotion_id: 'e-1', level: 3 as never }, { emotion_id: '' }],
        loop: { id: 'l-1', title: sealedTitle, createdBy_id: ME },
      }),
      { dataKey, userId: ME },
    );
    expect(reflection.emotions).toEqual([{ emotionId: 'e-1', level: null }]);
    expect(reflection.loop).toEqual({ id: 'l-1', title: 'Secret loop', color: null });
    const caretaker = await revealReflection(
      record({ ...TEXT, loop: { id: 'l-1', title: sealedTitle, createdBy_id: ME } }),
      { dataKey: otherKey, userId: 'caretaker' },
    );
    expect(caretaker.loop).toEqual({ id: 'l-1', title: '', color: null });
  });
});
