import { describe, expect, it } from 'vitest';
import { encryptText, isEncryptedText } from '@/shared/lib/local-encryption';
import { blankDraft } from './draft.ts';
import { openDraft, revealLoopTitle, sealDraft } from './seal.ts';

async function aesKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

describe('sealing the reflection draft and loops', () => {
  it('seals every free text of a draft (and a new loop’s name) and opens it with the same key only', async () => {
    const key = await aesKey();
    const draft = {
      ...blankDraft(new Date()),
      title: 'Title',
      needs: 'Rest',
      tags: ['work'],
      loop: { kind: 'new' as const, title: 'Mondays' },
    };
    const sealed = await sealDraft(draft, key);
    for (const field of ['title', 'description', 'thoughts', 'actions', 'needs'] as const)
      expect(isEncryptedText(sealed[field]), field).toBe(true);
    expect(sealed.tags).toEqual(['work']);
    expect(JSON.stringify(sealed)).not.toContain('Mondays');
    expect(await openDraft(sealed, key)).toEqual(draft);
    await expect(openDraft(sealed, await aesKey())).rejects.toThrow();
  });

  it('opens the reader’s own sealed loop names; others’ or without the key are locked (null)', async () => {
    const key = await aesKey();
    const title = await encryptText(key, 'Mondays', 'VegLoop.title');
    expect(await revealLoopTitle({ title: 'Plain' }, { dataKey: null, userId: 'u-1' })).toBe('Plain');
    expect(await revealLoopTitle({ title, createdBy_id: 'u-1' }, { dataKey: key, userId: 'u-1' })).toBe(
      'Mondays',
    );
    expect(await revealLoopTitle({ title, createdBy_id: 'u-2' }, { dataKey: key, userId: 'u-1' })).toBeNull();
    expect(
      await revealLoopTitle({ title, createdBy_id: 'u-1' }, { dataKey: null, userId: 'u-1' }),
    ).toBeNull();
  });
});
