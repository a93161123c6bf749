/** A point's date and time in the reader's language, e.g. "24 Nov 2026, 09:14". */
export function formatPointDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
