import type { MoodStep } from './ReportPage.css.ts';

const STEPS: readonly { step: MoodStep; upTo: number }[] = [
  { step: 'veryUnpleasant', upTo: -0.5 },
  { step: 'unpleasant', upTo: -0.15 },
  { step: 'mixed', upTo: 0.15 },
  { step: 'pleasant', upTo: 0.5 },
  { step: 'veryPleasant', upTo: Infinity },
];

/** The five steps, from very unpleasant to very pleasant (the legends list them in this order). */
export const MOOD_STEPS: readonly MoodStep[] = STEPS.map(({ step }) => step);

/** A mean pleasantness (-1..+1) as one of five steps, named in words and coloured alike everywhere. */
export function moodStep(average: number): MoodStep {
  return (STEPS.find(({ upTo }) => average < upTo) ?? { step: 'veryPleasant' }).step;
}

/** `yyyy-mm-dd` read as a local calendar day. */
export function localDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}
