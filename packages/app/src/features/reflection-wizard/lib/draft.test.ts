import { describe, expect, it } from 'vitest';
import {
  blankDraft,
  firstStepWithErrors,
  isDraftDirty,
  parseTags,
  STEPS,
  stepErrors,
  toggleArea,
  toReflectionFields,
  validateDraft,
  withEmotionIds,
  withEmotionLevel,
  withIntensity,
} from './draft.ts';

const now = new Date(2026, 10, 20, 18, 30);

describe('reflection draft rules', () => {
  it('starts blank, dated now in local time, with only the emotions missing', () => {
    const draft = blankDraft(now);
    expect(draft.date).toBe('2026-11-20T18:30');
    expect(validateDraft(draft)).toEqual({ emotions: 'emotionRequired' });
    expect(firstStepWithErrors(validateDraft(draft))).toBe(STEPS.indexOf('emotions'));
  });

  it('checks lengths, the date and a new loop’s name, each on its own step', () => {
    const draft = {
      ...blankDraft(now),
      title: 'x'.repeat(201),
      date: 'not a date',
      thoughts: 'y'.repeat(5001),
      emotions: [{ emotionId: 'e-1', level: 2 as const }],
      loop: { kind: 'new' as const, title: '  ' },
    };
    const errors = validateDraft(draft);
    expect(errors).toEqual({
      title: 'titleTooLong',
      date: 'dateInvalid',
      thoughts: 'textTooLong',
      loop: 'loopTitleRequired',
    });
    expect(stepErrors(errors, 'event')).toEqual({ title: 'titleTooLong', date: 'dateInvalid' });
    expect(stepErrors(errors, 'timing')).toEqual({});
    expect(firstStepWithErrors(errors)).toBe(0);
  });

  it('keeps the levels of kept words, gives new words their catalogue level, in the picker’s order', () => {
    const chosen = [{ emotionId: 'joy', level: 4 as const }];
    const levels: Record<string, 1 | 2 | 4> = { trust: 2, rage: 4 };
    expect(withEmotionIds(chosen, ['rage', 'joy'], (id) => levels[id] ?? 2)).toEqual([
      { emotionId: 'rage', level: 4 },
      { emotionId: 'joy', level: 4 },
    ]);
    expect(withEmotionLevel(chosen, 'joy', 1)).toEqual([{ emotionId: 'joy', level: 1 }]);
  });

  it('turns body areas on at medium intensity in head-to-feet order, and off again', () => {
    let body = toggleArea([], 'stomach');
    body = toggleArea(body, 'head');
    expect(body).toEqual([
      { area: 'head', intensity: 2 },
      { area: 'stomach', intensity: 2 },
    ]);
    body = withIntensity(body, 'stomach', 4);
    expect(toggleArea(body, 'head')).toEqual([{ area: 'stomach', intensity: 4 }]);
  });

  it('cleans tags as the journal does', () => {
    expect(parseTags('Work, #sleep ,, work,  ')).toEqual(['work', 'sleep']);
  });

  it('counts a draft as begun once anything but its date changed', () => {
    const blank = blankDraft(now);
    expect(isDraftDirty({ ...blank, date: '2026-01-01T00:00' }, blank)).toBe(false);
    expect(isDraftDirty({ ...blank, timing: 2 }, blank)).toBe(true);
  });

  it('turns a draft into the platform’s fields, trimmed, dated as an instant', () => {
    const fields = toReflectionFields({
      ...blankDraft(now),
      title: ' Meeting ',
      emotions: [{ emotionId: 'e-1', level: 4 }],
      body: [{ area: 'chest', intensity: 1 }],
    });
    expect(fields).toEqual({
      title: 'Meeting',
      description: '',
      date: now.toISOString(),
      emotions: [{ emotion_id: 'e-1', level: 4 }],
      bodySensations: [{ area: 'chest', intensity: 1 }],
      thoughts: '',
      actions: '',
      needs: '',
      private: false,
    });
  });
});
