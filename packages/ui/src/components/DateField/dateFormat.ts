/** Day, month and year in the order and with the separator a locale writes a numeric date. */
export interface DateOrder {
  parts: readonly ('day' | 'month' | 'year')[];
  separator: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function formatter(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
}

/** The numeric date order of a locale, read from `Intl.DateTimeFormat` parts (e.g. d.m.y for tr-TR). */
export function dateOrder(locale: string): DateOrder {
  const parts = formatter(locale).formatToParts(new Date(Date.UTC(2026, 10, 23)));
  const order = parts
    .map((part) => part.type)
    .filter(
      (type): type is 'day' | 'month' | 'year' => type === 'day' || type === 'month' || type === 'year',
    );
  const literal = parts.find((part) => part.type === 'literal')?.value.trim() ?? '/';
  return { parts: order.length === 3 ? order : ['month', 'day', 'year'], separator: literal || '/' };
}

/** A `Date` at UTC midnight for an ISO `yyyy-mm-dd` string that names a real day, else undefined. */
export function parseIsoDate(value: string): Date | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : undefined;
}

/** The ISO `yyyy-mm-dd` string of a calendar day (its local year, month and day). */
export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Shows an ISO date in the locale's numeric form (`23.11.2026` for tr-TR); '' for '' or a bad value. */
export function formatIsoDate(value: string, locale: string): string {
  const date = parseIsoDate(value);
  return date ? formatter(locale).format(date) : '';
}

/**
 * Reads a typed date in the locale's order (any non-digit separates the numbers; the year has four
 * digits) and returns its ISO form, or undefined when it does not name a real day.
 */
export function parseLocalDate(text: string, locale: string): string | undefined {
  const numbers = text.trim().split(/\D+/).filter(Boolean);
  if (numbers.length !== 3) return undefined;
  const { parts } = dateOrder(locale);
  const found: Partial<Record<'day' | 'month' | 'year', string>> = {};
  parts.forEach((part, index) => {
    found[part] = numbers[index];
  });
  const { day = '', month = '', year = '' } = found;
  if (year.length !== 4 || day.length > 2 || month.length > 2) return undefined;
  const iso = toIsoDate(Number(year), Number(month), Number(day));
  return parseIsoDate(iso) ? iso : undefined;
}

/** Letters that stand for each part of a date in the placeholder, e.g. `gg`, `aa`, `yyyy` in Turkish. */
export interface DatePlaceholderLetters {
  day: string;
  month: string;
  year: string;
}

/** The placeholder of a date input in the locale's order, e.g. `mm/dd/yyyy` or `gg.aa.yyyy`. */
export function datePlaceholder(locale: string, letters: DatePlaceholderLetters): string {
  const { parts, separator } = dateOrder(locale);
  return parts.map((part) => letters[part]).join(separator);
}
