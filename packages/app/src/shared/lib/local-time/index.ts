const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a moment in local time, as a date input shows it. */
export function toLocalDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DDTHH:mm` of a moment in local time, as a datetime-local input shows it. */
export function toLocalInput(date: Date): string {
  return `${toLocalDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `YYYY-MM-DD` (the user's day) to the instant that day starts, in their time zone. */
export function startOfLocalDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/**
 * The instants a list's date filter spans: from the start of `from` (but never before `since`, the
 * plan's history window) up to the start of the day after `to`; whole days in the user's time zone.
 */
export function localDayRange({
  from,
  to,
  since,
}: {
  from: string | null;
  to: string | null;
  since: Date | null;
}): {
  start: Date | null;
  end: Date | null;
} {
  const first = from ? startOfLocalDay(from) : null;
  const start = since && (!first || since > first) ? since : first;
  let end: Date | null = null;
  if (to) {
    end = startOfLocalDay(to);
    end.setDate(end.getDate() + 1);
  }
  return { start, end };
}

/** A moment as a date in words in `language` ("27 November 2026", "27 Kasım 2026"); '' when unreadable. */
export function formatLongDate(iso: string, language: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(time);
}
