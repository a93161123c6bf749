import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useFieldControl } from '../Field/FieldContext.ts';
import { control } from '../private/control.css.ts';
import { cx } from '../private/cx.ts';
import { ChevronDownIcon } from '../private/icons.tsx';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a client"; it cannot be chosen back once a value is picked. */
  placeholder?: string;
}

/**
 * A styled native <select>: the platform's own picker on phones, full keyboard support, no JavaScript
 * list to maintain. Takes its wiring from a surrounding Field.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, className, ...props },
  ref,
) {
  const wired = useFieldControl(props);
  // Without a value the browser would pick the first enabled option; start on the placeholder instead.
  const startOnPlaceholder =
    placeholder !== undefined && props.value === undefined && props.defaultValue === undefined;
  return (
    <span className={styles.wrapper}>
      <select
        ref={ref}
        className={cx(control, styles.select, className)}
        {...(startOnPlaceholder ? { defaultValue: '' } : {})}
        {...wired}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={styles.chevron} aria-hidden="true">
        <ChevronDownIcon />
      </span>
    </span>
  );
});
