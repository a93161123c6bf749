/** After this long, "You are talking to an AI, not a person" is shown again (spec: three hours). */
export const AI_REMINDER_INTERVAL_MS = 3 * 60 * 60 * 1000;

/**
 * Whether the AI reminder is due again: never shown in this conversation, or shown at least three hours
 * before `now` (a long session, or a conversation picked up again later).
 */
export function reminderDue(lastShownAt: number | null, now: number): boolean {
  return lastShownAt === null || now - lastShownAt >= AI_REMINDER_INTERVAL_MS;
}

/**
 * The indexes of the messages (by their dates, oldest first) before which the reminder is shown again:
 * the first message whose date is three hours or more after the previous reminder. The start of the
 * conversation always has one (not listed here).
 */
export function remindersBetween(dates: readonly (string | undefined)[], startedAt: number): number[] {
  const points: number[] = [];
  let last = startedAt;
  dates.forEach((date, index) => {
    const at = date ? Date.parse(date) : Number.NaN;
    if (Number.isNaN(at) || !reminderDue(last, at)) return;
    points.push(index);
    last = at;
  });
  return points;
}
