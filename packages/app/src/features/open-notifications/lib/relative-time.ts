const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * "5 minutes ago" / "5 dakika önce" in the given language, in the largest unit that fits. Times a
 * little ahead (a sender's clock) read as "now" rather than "in 3 seconds".
 */
export function formatRelativeTime(timestamp: number, now: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  let value = Math.min(0, timestamp - now) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
