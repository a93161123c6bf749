/** An `HH:MM` time of day as the language writes it ("8:30 AM", "08:30"); the text itself if malformed. */
export function formatReminderTime(time: string, language: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])),
  );
}
