import { MAX_DAYS } from './generate.ts';

/** What the form starts with: a year, the length the report's longest period shows. */
export const DEFAULT_DAYS = 365;

/** The number of days typed, or null when it is not a whole number from 1 to {@link MAX_DAYS}. */
export function parseDays(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= 1 && days <= MAX_DAYS ? days : null;
}
