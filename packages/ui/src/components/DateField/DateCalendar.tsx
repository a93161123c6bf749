import { DayPicker, type Matcher, type Modifiers } from 'react-day-picker';
// date-fns' Turkish locale with the calendar's own labels in Turkish (previous/next month, today, selected).
import { tr } from 'react-day-picker/locale/tr';
import { parseIsoDate, toIsoDate } from './dateFormat.ts';
import * as styles from './DateField.css.ts';

export interface DateCalendarProps {
  /** The selected ISO date, or ''. */
  value: string;
  /** BCP 47 tag of the page's language; month and weekday names and the first day of the week follow it. */
  locale: string;
  min?: string | undefined;
  max?: string | undefined;
  onSelect: (value: string) => void;
}

const englishDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/**
 * An English day's name as "Saturday, March 1, 2025": the day's number, the button's visible text, is a
 * word of its accessible name (react-day-picker's "March 1st" is not: axe's label-content-name-mismatch).
 * The Turkish names ("1 Mart 2025 Cumartesi") already contain it.
 */
function englishDayLabel(date: Date, modifiers: Modifiers): string {
  const label = englishDay.format(date);
  return `${modifiers['today'] ? 'Today, ' : ''}${label}${modifiers['selected'] ? ', selected' : ''}`;
}

/** A UTC-midnight date from an ISO string, as the local-midnight date react-day-picker works with. */
function localDay(value: string | undefined): Date | undefined {
  const date = value ? parseIsoDate(value) : undefined;
  return date && new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** The month grid of a DateField (react-day-picker), loaded only when the calendar is first opened. */
export default function DateCalendar({ value, locale, min, max, onSelect }: DateCalendarProps) {
  const selected = localDay(value);
  const disabled: Matcher[] = [];
  const first = localDay(min);
  const last = localDay(max);
  if (first) disabled.push({ before: first });
  if (last) disabled.push({ after: last });
  return (
    <DayPicker
      mode="single"
      required
      // The user opened the calendar: focus goes to the selected day (or today) so arrow keys work at once.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      selected={selected}
      defaultMonth={selected ?? first ?? last}
      disabled={disabled}
      // English (the calendar's default) for every language but Turkish, the two the app speaks.
      {...(locale.toLowerCase().startsWith('tr')
        ? { locale: tr }
        : { labels: { labelDayButton: englishDayLabel } })}
      onSelect={(date) => onSelect(toIsoDate(date.getFullYear(), date.getMonth() + 1, date.getDate()))}
      classNames={{
        root: styles.calendar,
        months: styles.months,
        month: styles.month,
        month_caption: styles.caption,
        caption_label: styles.captionLabel,
        nav: styles.nav,
        button_previous: styles.navButton,
        button_next: styles.navButton,
        chevron: styles.chevron,
        month_grid: styles.grid,
        weekday: styles.weekday,
        day: styles.day,
        day_button: styles.dayButton,
        selected: styles.selected,
        today: styles.today,
        outside: styles.outside,
        disabled: styles.disabled,
        hidden: styles.hidden,
      }}
    />
  );
}
