import { Popover as RadixPopover } from 'radix-ui';
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { Field } from '../Field/Field.tsx';
import { Input } from '../Input/Input.tsx';
import { cx } from '../private/cx.ts';
import { IconFrame } from '../private/icons.tsx';
import { floatingSurface } from '../private/layer.css.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { datePlaceholder, formatIsoDate, parseLocalDate, type DatePlaceholderLetters } from './dateFormat.ts';
import * as styles from './DateField.css.ts';
import { floatingPlacement } from '../private/floating.ts';

// The month grid (react-day-picker and date-fns locales) loads only when a calendar is first opened.
// Marked pure so that a bundle that never uses DateField drops the calendar chunk too.
const DateCalendar = /* @__PURE__ */ lazy(() => import('./DateCalendar.tsx'));

export interface DateFieldProps {
  /** The visible label of the field. */
  label: ReactNode;
  /** The date as ISO `yyyy-mm-dd`, or '' for none. Leave out for an uncontrolled field. */
  value?: string;
  defaultValue?: string;
  /**
   * Called with the ISO date when the typed text names a real day or a day is picked, and with '' when
   * the field is emptied. Text that is not a date does not call it (the last date stays).
   */
  onChange?: (value: string) => void;
  /** BCP 47 tag of the page's language (e.g. `tr-TR`): the order dates are shown and typed in. */
  locale?: string;
  /** Earliest and latest ISO dates the calendar offers. */
  min?: string | undefined;
  max?: string | undefined;
  hint?: ReactNode;
  /** An error of the app's own (e.g. from a form); wins over the field's "not a date" message. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  optionalLabel?: string;
  id?: string;
  name?: string;
  className?: string;
  /** Letters of the placeholder, e.g. `{ day: 'gg', month: 'aa', year: 'yyyy' }` in Turkish. */
  placeholderLetters?: DatePlaceholderLetters;
  /** Message for text that is not a date; gets the expected form, e.g. `dd.mm.yyyy`. */
  invalidMessage?: (format: string) => string;
  /** Accessible name of the calendar button and of the calendar panel. */
  calendarLabel?: string;
  /** Accessible name of the spinner shown while the calendar loads. */
  loadingLabel?: string;
}

const ENGLISH_LETTERS: DatePlaceholderLetters = { day: 'dd', month: 'mm', year: 'yyyy' };
const englishInvalid = (format: string) => `Enter a real date as ${format}.`;

function CalendarIcon() {
  return (
    <IconFrame strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </IconFrame>
  );
}

/**
 * A date input that follows the page's language rather than the browser's: it shows and reads dates in
 * the locale's order (`23.11.2026` for tr-TR, `11/23/2026` for en-US) and works in ISO `yyyy-mm-dd`.
 * A button opens a calendar (arrow keys move between days, Enter picks, Escape closes) and focus comes
 * back to the input. Text that is not a date stays as typed and is marked with an error on blur or Enter.
 * Texts come in as props with English defaults.
 */
export function DateField({
  label,
  value,
  defaultValue = '',
  onChange,
  locale = 'en-US',
  min,
  max,
  hint,
  error,
  required,
  disabled,
  optionalLabel,
  id,
  name,
  className,
  placeholderLetters = ENGLISH_LETTERS,
  invalidMessage = englishInvalid,
  calendarLabel = 'Choose date',
  loadingLabel = 'Loading calendar',
}: DateFieldProps) {
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const [text, setText] = useState(() => formatIsoDate(current, locale));
  // The value and locale the text was last written for: a new value from outside rewrites the text.
  const [shown, setShown] = useState({ value: current, locale });
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const generatedId = useId();
  const controlId = id ?? `date-${generatedId}`;
  const format = datePlaceholder(locale, placeholderLetters);

  if (shown.value !== current || shown.locale !== locale) {
    setShown({ value: current, locale });
    setText(formatIsoDate(current, locale));
    setInvalid(false);
  }

  const commit = (next: string) => {
    setShown({ value: next, locale });
    if (value === undefined) setInner(next);
    if (next !== current) onChange?.(next);
  };

  const typed = (next: string) => {
    setText(next);
    if (!next.trim()) {
      setInvalid(false);
      commit('');
      return;
    }
    const iso = parseLocalDate(next, locale);
    if (iso) {
      setInvalid(false);
      commit(iso);
    }
  };

  // On leaving the field (or Enter): text that is not a date is marked; a date is written out in full.
  const settle = () => {
    if (!text.trim()) return;
    const iso = parseLocalDate(text, locale);
    if (iso) setText(formatIsoDate(iso, locale));
    else setInvalid(true);
  };

  const fieldProps = {
    label,
    hint,
    error: error ?? (invalid ? invalidMessage(format) : undefined),
    required,
    disabled,
    id: controlId,
    ...(optionalLabel === undefined ? {} : { optionalLabel }),
    ...(className === undefined ? {} : { className }),
  };

  return (
    <Field {...fieldProps}>
      <RadixPopover.Root open={open} onOpenChange={setOpen}>
        <RadixPopover.Anchor asChild>
          <div className={styles.control}>
            <Input
              ref={inputRef}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              name={name}
              placeholder={format}
              value={text}
              className={styles.input}
              onChange={(event) => typed(event.target.value)}
              onBlur={settle}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  settle();
                } else if (event.key === 'ArrowDown' && event.altKey) {
                  event.preventDefault();
                  setOpen(true);
                }
              }}
            />
            <RadixPopover.Trigger asChild>
              <button
                type="button"
                className={styles.calendarButton}
                aria-label={calendarLabel}
                aria-haspopup="dialog"
                disabled={disabled}
              >
                <CalendarIcon />
              </button>
            </RadixPopover.Trigger>
          </div>
        </RadixPopover.Anchor>
        <RadixPopover.Portal>
          <RadixPopover.Content
            side="bottom"
            align="start"
            {...floatingPlacement}
            aria-label={calendarLabel}
            className={cx(floatingSurface, styles.popover)}
            // The calendar puts focus on the selected day (or today) itself once it has loaded.
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              inputRef.current?.focus();
            }}
          >
            <Suspense
              fallback={
                <div className={styles.loading}>
                  <Spinner label={loadingLabel} />
                </div>
              }
            >
              <DateCalendar
                value={current}
                locale={locale}
                min={min}
                max={max}
                onSelect={(iso) => {
                  setText(formatIsoDate(iso, locale));
                  setInvalid(false);
                  commit(iso);
                  setOpen(false);
                }}
              />
            </Suspense>
          </RadixPopover.Content>
        </RadixPopover.Portal>
      </RadixPopover.Root>
    </Field>
  );
}
