/** A subscription's date (next payment, end, last payment) in words in the user's language, e.g. "December 17, 2026". */
export function formatPlanDate(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(value));
}
