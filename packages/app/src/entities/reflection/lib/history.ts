const DAY_MS = 24 * 60 * 60 * 1000;

/** The free tier's history window (spec: the tier matrix's "7-day history"), as the journal's. */
export const FREE_HISTORY_DAYS = 7;

/** The oldest moment the user may see, or null when their access gives the whole history. */
export function historyCutoff(unlimitedHistory: boolean, now: number): Date | null {
  return unlimitedHistory ? null : new Date(now - FREE_HISTORY_DAYS * DAY_MS);
}

/**
 * A date range with its start moved up to the history window's cutoff (null: no window). A range wholly
 * before the cutoff becomes empty at the cutoff, so nothing outside the window is asked for.
 */
export function clampToHistory<R extends { from: Date; to: Date }>(range: R, cutoff: Date | null): R {
  if (!cutoff || cutoff <= range.from) return range;
  return { ...range, from: cutoff, to: cutoff > range.to ? cutoff : range.to };
}
