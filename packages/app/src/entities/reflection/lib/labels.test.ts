import { describe, expect, it } from 'vitest';
import { titleOf, namedEmotions, isReadable } from './display.ts';
import { clampToHistory, historyCutoff, FREE_HISTORY_DAYS } from './history.ts';
import { bodyAreaKey, levelKey, parseTiming, REFLECTION_TIMING_KEYS, timingKey } from './labels.ts';

describe('reflection labels', () => {
  it('names the spec timings Before 1, During 2, After 4 in the order they happen', () => {
    expect(REFLECTION_TIMING_KEYS.map(([value]) => value)).toEqual([1, 2, 4]);
    expect(timingKey(1)).toBe('timing.before');
    expect(timingKey(2)).toBe('timing.during');
    expect(timingKey(4)).toBe('timing.after');
    expect(timingKey(3)).toBeNull();
    expect(timingKey(null)).toBeNull();
  });

  it('names the levels Low 1, Medium 2, High 4', () => {
    expect([levelKey(1), levelKey(2), levelKey(4)]).toEqual(['level.low', 'level.medium', 'level.high']);
    expect(levelKey(3)).toBeNull();
    expect(levelKey(undefined)).toBeNull();
  });

  it('reads a timing from a select or query value', () => {
    expect(parseTiming('4')).toBe(4);
    expect(parseTiming(2)).toBe(2);
    expect(parseTiming('')).toBeNull();
    expect(parseTiming('3')).toBeNull();
    expect(parseTiming('before')).toBeNull();
  });

  it('has a key for every body area', () => {
    expect(bodyAreaKey('whole-body')).toBe('body.wholeBody');
    expect(bodyAreaKey('chest')).toBe('body.chest');
  });
});

describe('reflection display', () => {
  const t = (key: string) => `[${key}]`;

  it('titles a reflection by its text, or says it is untitled, locked or damaged', () => {
    expect(titleOf({ protection: 'plain', title: ' Walk ' }, t)).toBe('Walk');
    expect(titleOf({ protection: 'decrypted', title: '' }, t)).toBe('[card.untitled]');
    expect(titleOf({ protection: 'locked', title: '' }, t)).toBe('[card.locked.title]');
    expect(titleOf({ protection: 'damaged', title: '' }, t)).toBe('[card.damaged.title]');
    expect(isReadable({ protection: 'decrypted' })).toBe(true);
    expect(isReadable({ protection: 'locked' })).toBe(false);
  });

  it('names emotions from the catalogue, null for a word it no longer has', () => {
    const names = new Map([['e-1', 'Anxiety']]);
    expect(
      namedEmotions(
        {
          emotions: [
            { emotionId: 'e-1', level: 4 },
            { emotionId: 'gone', level: null },
          ],
        },
        names,
      ),
    ).toEqual([
      { id: 'e-1', name: 'Anxiety', levelKey: 'level.high' },
      { id: 'gone', name: null, levelKey: null },
    ]);
  });
});

describe('history window', () => {
  it('shows the free tier the last 7 days and everyone else everything', () => {
    const now = Date.UTC(2026, 10, 23);
    expect(historyCutoff(true, now)).toBeNull();
    expect(historyCutoff(false, now)?.getTime()).toBe(now - FREE_HISTORY_DAYS * 24 * 3600 * 1000);
  });
});

describe('clampToHistory', () => {
  const day = (d: number) => new Date(Date.UTC(2026, 10, d));
  it('moves a start before the cutoff up to it, and leaves a range inside the window alone', () => {
    expect(clampToHistory({ from: day(1), to: day(20) }, day(10))).toEqual({ from: day(10), to: day(20) });
    const inside = { from: day(12), to: day(20) };
    expect(clampToHistory(inside, day(10))).toBe(inside);
    expect(clampToHistory(inside, null)).toBe(inside);
  });

  it('makes a range wholly before the cutoff empty at the cutoff', () => {
    expect(clampToHistory({ from: day(1), to: day(5) }, day(10))).toEqual({ from: day(10), to: day(10) });
  });
});
