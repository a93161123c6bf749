import { forwardRef, type InputHTMLAttributes } from 'react';
import { useHydrated } from '../../foundations/useHydrated.ts';
import { useFieldControl } from '../Field/FieldContext.ts';
import { control } from '../private/control.css.ts';
import { cx } from '../private/cx.ts';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/**
 * A single-line text input. Inside a Field it takes its id, required state and aria wiring from the
 * Field; on its own it needs an `aria-label` or a label of its own. On a prerendered page it is read-only
 * until the page is live (hydrated), so nothing typed in that moment is lost to the app taking over.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  const wired = useFieldControl(props);
  const live = useHydrated();
  return (
    <input
      ref={ref}
      type={type}
      className={cx(control, className)}
      {...wired}
      readOnly={wired.readOnly === true || !live}
    />
  );
});
