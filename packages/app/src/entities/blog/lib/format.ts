/** An article's publish date in words, in the page's language ("27 November 2026"); '' when unreadable. */
export function formatPublishDate(iso: string, language: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(time);
}
