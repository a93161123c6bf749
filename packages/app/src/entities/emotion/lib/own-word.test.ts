import { describe, expect, it } from 'vitest';
import type { Emotion } from '../model/types.ts';
import {
  axisBand,
  checkOwnWord,
  isValidOwnWord,
  snapCoordinate,
  startingSpot,
  type OwnWordDraft,
} from './own-word.ts';
import { quadrantOf } from './quadrant.ts';

const LONELY: Emotion = {
  id: 'lonely',
  slug: 'lonely',
  name: 'Yalnız',
  definition: '',
  kind: 1,
  level: 2,
  origin: 'everyday',
  pleasantness: -0.6,
  energy: -0.4,
  quadrant: 'blue',
  isCustom: false,
};
const draft = (patch: Partial<OwnWordDraft>): OwnWordDraft => ({
  name: 'on edge',
  definition: '',
  family: 'fear',
  pleasantness: -0.5,
  energy: 0.5,
  ...patch,
});

describe('an own word', () => {
  it('needs a name of at most 40 characters and a family', () => {
    expect(checkOwnWord(draft({ name: '   ', family: '' }), [], 'en-US')).toEqual({
      name: 'nameRequired',
      family: 'familyRequired',
    });
    expect(checkOwnWord(draft({ name: 'x'.repeat(41) }), [], 'en-US')).toEqual({ name: 'nameTooLong' });
    expect(checkOwnWord(draft({ name: ` ${'x'.repeat(40)} ` }), [], 'en-US')).toEqual({});
    expect(checkOwnWord(draft({ definition: 'y'.repeat(161) }), [], 'en-US')).toEqual({
      definition: 'definitionTooLong',
    });
  });

  it('may not repeat a word of the list, compared as search compares (case and Turkish letters folded)', () => {
    expect(checkOwnWord(draft({ name: 'YALNIZ' }), [LONELY], 'tr-TR')).toEqual({ name: 'nameTaken' });
    expect(checkOwnWord(draft({ name: 'yalniz ' }), [LONELY], 'tr-TR')).toEqual({ name: 'nameTaken' });
    expect(checkOwnWord(draft({ name: 'yalnızca' }), [LONELY], 'tr-TR')).toEqual({});
  });

  it('is valid only without problems and with a family', () => {
    const ok = draft({});
    expect(isValidOwnWord(ok, checkOwnWord(ok, [], 'en-US'))).toBe(true);
    const none = draft({ family: '' });
    expect(isValidOwnWord(none, checkOwnWord(none, [], 'en-US'))).toBe(false);
  });

  it('starts in the middle of the colour the picker shows, yellow without one', () => {
    for (const quadrant of ['yellow', 'red', 'blue', 'green'] as const) {
      const { pleasantness, energy } = startingSpot(quadrant);
      expect(quadrantOf(pleasantness, energy)).toBe(quadrant);
    }
    expect(startingSpot(undefined)).toEqual({ pleasantness: 0.5, energy: 0.5 });
  });

  it('says a coordinate in four bands split where the quadrants split, and snaps it to 0.1 in range', () => {
    expect([-1, -0.5, -0.4, 0, 0.1, 0.4, 0.5, 1].map(axisBand)).toEqual([
      'veryLow',
      'veryLow',
      'low',
      'low',
      'high',
      'high',
      'veryHigh',
      'veryHigh',
    ]);
    expect([0.1 + 0.2, -1.7, 2, Number.NaN, -0.04].map(snapCoordinate)).toEqual([0.3, -1, 1, 0, -0]);
  });
});
