import { describe, expect, it } from 'vitest';
import { availableParts, opensEncryptedText, sharePreview, shareRequest } from './share-parts.ts';

const reflection = {
  id: 'r-1',
  title: 'Argument at dinner',
  description: 'We talked past each other.',
  date: '2026-11-20T19:00:00.000Z',
  thoughts: 'I am never heard.',
  emotions: [{ emotionId: 'e-anger', level: null }],
  protection: 'plain' as const,
  private: false,
};
const author = { id: 'u-1', name: 'Selin' };
const names = new Map([['e-anger', 'Angry']]);

describe('sharing a reflection', () => {
  it('offers every part of a readable reflection, only the emotions of a locked one, nothing of a private one', () => {
    expect(availableParts(reflection)).toEqual(['event', 'emotions', 'thoughts']);
    expect(availableParts({ ...reflection, protection: 'decrypted' })).toEqual([
      'event',
      'emotions',
      'thoughts',
    ]);
    expect(availableParts({ ...reflection, protection: 'locked' })).toEqual(['emotions']);
    expect(availableParts({ ...reflection, protection: 'damaged' })).toEqual(['emotions']);
    expect(availableParts({ ...reflection, private: true })).toEqual([]);
  });

  it('previews exactly the chosen parts', () => {
    const preview = sharePreview(reflection, ['emotions'], author, names);
    expect(preview).toMatchObject({
      parts: ['emotions'],
      title: null,
      description: null,
      date: null,
      thoughts: null,
      emotions: [{ id: 'e-anger', name: 'Angry', level: null }],
      authorName: 'Selin',
    });
    const all = sharePreview(reflection, ['thoughts', 'event'], author, names);
    expect(all).toMatchObject({ parts: ['event', 'thoughts'], title: 'Argument at dinner', emotions: [] });
    expect(all.thoughts).toBe('I am never heard.');
  });

  it('sends opened texts only for encrypted text parts that were chosen', () => {
    expect(shareRequest(reflection, 'g-1', ['emotions', 'event'])).toEqual({
      groupId: 'g-1',
      reflectionId: 'r-1',
      parts: ['event', 'emotions'],
    });
    const sealed = { ...reflection, protection: 'decrypted' as const };
    expect(opensEncryptedText(sealed, ['emotions'])).toBe(false);
    expect(shareRequest(sealed, 'g-1', ['emotions'])).toEqual({
      groupId: 'g-1',
      reflectionId: 'r-1',
      parts: ['emotions'],
    });
    expect(opensEncryptedText(sealed, ['thoughts'])).toBe(true);
    expect(shareRequest(sealed, 'g-1', ['thoughts'])).toEqual({
      groupId: 'g-1',
      reflectionId: 'r-1',
      parts: ['thoughts'],
      opened: { thoughts: 'I am never heard.' },
    });
  });
});
