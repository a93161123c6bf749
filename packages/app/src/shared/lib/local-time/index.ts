const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a moment in local time, as a date input shows it. */
export function toLocalDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DDTHH:mm` of a moment in local time, as a datetime-local input shows it. */
export function toLocalInput(date: Date): string {
  return `${toLocalDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
