import { EmotionLevel, JournalTiming, type BodyArea } from '@emotion-guru/platform-sdk';
import type { TranslationKey } from '@/shared/i18n';

type ReflectionKey = TranslationKey<'reflection'>;

/** Translation keys (namespace reflection) of the timings, in the order they happen. */
export const REFLECTION_TIMING_KEYS: ReadonlyArray<readonly [JournalTiming, ReflectionKey]> = [
  [JournalTiming.Before, 'timing.before'],
  [JournalTiming.During, 'timing.during'],
  [JournalTiming.After, 'timing.after'],
];

/** Translation keys of the levels (the spec's Low 1, Medium 2, High 4), weakest first. */
export const LEVEL_KEYS: ReadonlyArray<readonly [EmotionLevel, ReflectionKey]> = [
  [EmotionLevel.Low, 'level.low'],
  [EmotionLevel.Medium, 'level.medium'],
  [EmotionLevel.High, 'level.high'],
];

const BODY_AREA_KEYS: Readonly<Record<BodyArea, ReflectionKey>> = {
  head: 'body.head',
  face: 'body.face',
  throat: 'body.throat',
  shoulders: 'body.shoulders',
  chest: 'body.chest',
  stomach: 'body.stomach',
  back: 'body.back',
  arms: 'body.arms',
  hands: 'body.hands',
  legs: 'body.legs',
  feet: 'body.feet',
  'whole-body': 'body.wholeBody',
};

export function timingKey(timing: number | null | undefined): ReflectionKey | null {
  return REFLECTION_TIMING_KEYS.find(([value]) => value === timing)?.[1] ?? null;
}

export function levelKey(level: number | null | undefined): ReflectionKey | null {
  return LEVEL_KEYS.find(([value]) => value === level)?.[1] ?? null;
}

export function bodyAreaKey(area: BodyArea): ReflectionKey {
  return BODY_AREA_KEYS[area];
}

/** A timing from a query value (`1`, `2`, `4`), or null for anything else. */
export function parseTiming(value: unknown): JournalTiming | null {
  const number = typeof value === 'string' && value !== '' ? Number(value) : value;
  return REFLECTION_TIMING_KEYS.find(([timing]) => timing === number)?.[0] ?? null;
}

export function isHexColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
}
