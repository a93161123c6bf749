import { EmotionLevel } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { toLocalDate } from '@/shared/lib/local-time';
import { blankPost, hasContent, postErrors, postRequest, withPickedEmotions } from './post-draft.ts';

const now = new Date(2026, 10, 20, 9, 30);

describe('a reflection written for the group', () => {
  it('starts blank on today, with nothing worth confirming before it is closed', () => {
    const draft = blankPost(now);
    expect(draft.day).toBe('2026-11-20');
    expect(hasContent(draft)).toBe(false);
    expect(hasContent({ ...draft, thoughts: '  ' })).toBe(false);
    expect(hasContent({ ...draft, description: 'x' })).toBe(true);
  });

  it('needs what happened unless emotions or thoughts are given, and a day not in the future', () => {
    const draft = blankPost(now);
    expect(postErrors(draft, now)).toEqual({ title: 'whatRequired' });
    expect(postErrors({ ...draft, description: 'Only details' }, now)).toEqual({ title: 'whatRequired' });
    expect(postErrors({ ...draft, thoughts: 'A thought' }, now)).toEqual({});
    expect(postErrors({ ...draft, emotions: [{ emotionId: 'e1', level: EmotionLevel.Low }] }, now)).toEqual(
      {},
    );
    expect(postErrors({ ...draft, title: 'T', day: '' }, now)).toEqual({ day: 'whenRequired' });
    expect(postErrors({ ...draft, title: 'T', day: '2026-11-21' }, now)).toEqual({ day: 'whenFuture' });
    expect(postErrors({ ...draft, title: 'T', day: '2026-11-19' }, now)).toEqual({});
  });

  it('keeps the levels of words already chosen; a new word takes its default', () => {
    const current = [{ emotionId: 'a', level: EmotionLevel.High }];
    expect(withPickedEmotions(current, ['b', 'a'], () => EmotionLevel.Medium)).toEqual([
      { emotionId: 'b', level: EmotionLevel.Medium },
      { emotionId: 'a', level: EmotionLevel.High },
    ]);
  });

  it('sends trimmed texts, leaves blank ones out, and dates today now and another day at noon', () => {
    const draft = {
      ...blankPost(now),
      title: '  A hard evening ',
      description: '   ',
      thoughts: ' Said it. ',
      emotions: [{ emotionId: 'e1', level: EmotionLevel.High }],
    };
    expect(postRequest('g1', draft, now)).toEqual({
      groupId: 'g1',
      title: 'A hard evening',
      date: now.toISOString(),
      emotions: [{ emotionId: 'e1', level: 4 }],
      thoughts: 'Said it.',
    });
    const earlier = postRequest('g1', { ...draft, day: '2026-11-18', emotions: [] }, now);
    expect(earlier.date).toBe(new Date(2026, 10, 18, 12, 0).toISOString());
    expect(earlier.emotions).toBeUndefined();
    expect(toLocalDate(new Date(earlier.date ?? ''))).toBe('2026-11-18');
  });
});
