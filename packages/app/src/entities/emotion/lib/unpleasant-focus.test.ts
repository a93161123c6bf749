import { describe, expect, it } from 'vitest';
import { JournalTiming } from '@emotion-guru/platform-sdk';
import type { Emotion, Quadrant } from '../model/types.ts';
import { testEmotion } from './test-emotion.ts';
import type { MapPoint } from './map.ts';
import { unpleasantFocus } from './report.ts';

const word = (id: string, quadrant: Quadrant, pleasantness: number): Emotion =>
  testEmotion({ id, quadrant, pleasantness });

const calm = word('calm', 'green', 0.6);
const anxious = word('anxious', 'red', -0.6);
const sad = word('sad', 'blue', -0.5);

let counter = 0;
function point(
  emotion: Emotion,
  timing: JournalTiming | null,
  tags: readonly string[] = [],
  day = 1,
): MapPoint {
  counter += 1;
  return {
    key: `p${String(counter)}`,
    source: timing === null && tags.length === 0 ? 'check-in' : 'reflection',
    tags,
    emotion,
    date: new Date(2026, 10, day, 9).toISOString(),
    timing,
    recency: 1,
  };
}

describe('unpleasantFocus', () => {
  it('is null without an unpleasant feeling', () => {
    expect(unpleasantFocus([], 'en-US')).toBeNull();
    expect(unpleasantFocus([point(calm, null), point(calm, JournalTiming.Before)], 'en-US')).toBeNull();
  });

  it('names the unpleasant word used most, even when a pleasant word was used more', () => {
    const points = [
      point(calm, null),
      point(calm, null),
      point(calm, null),
      point(anxious, null),
      point(anxious, null),
      point(sad, null),
    ];
    expect(unpleasantFocus(points, 'en-US')).toEqual({ emotion: anxious, count: 2, timing: null, tag: null });
  });

  it('gives the timing and the tag on more than half of that word’s feelings, the tag as first written', () => {
    const points = [
      point(anxious, JournalTiming.Before, ['Work', 'sleep']),
      point(anxious, JournalTiming.Before, ['work ', 'WORK']),
      point(anxious, JournalTiming.After, ['work']),
      point(anxious, null),
      point(sad, JournalTiming.During, ['family']),
    ];
    expect(unpleasantFocus(points, 'en-US')).toEqual({
      emotion: anxious,
      count: 4,
      timing: null,
      tag: 'Work',
    });
    expect(unpleasantFocus([...points, point(anxious, JournalTiming.Before)], 'en-US')).toMatchObject({
      count: 5,
      timing: JournalTiming.Before,
      tag: 'Work',
    });
  });

  it('leaves out a timing or tag on exactly half: it does not dominate', () => {
    const points = [point(sad, JournalTiming.During, ['home']), point(sad, JournalTiming.After, ['office'])];
    expect(unpleasantFocus(points, 'en-US')).toEqual({ emotion: sad, count: 2, timing: null, tag: null });
  });

  it('compares tags in the given language: Turkish İ and i are one tag', () => {
    const points = [point(sad, JournalTiming.After, ['İş']), point(sad, JournalTiming.After, ['iş'])];
    expect(unpleasantFocus(points, 'tr-TR')).toMatchObject({ timing: JournalTiming.After, tag: 'İş' });
  });

  it('on a tie takes the word felt later', () => {
    const points = [point(sad, null, [], 1), point(anxious, null, [], 2)];
    expect(unpleasantFocus(points, 'en-US')?.emotion).toBe(anxious);
  });
});
