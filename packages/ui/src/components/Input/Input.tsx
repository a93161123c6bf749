import { forwardRef, type InputHTMLAttributes } from 'react';
import { useFieldControl } from '../Field/FieldContext.ts';
import { control } from '../private/control.css.ts';
import { cx } from '../private/cx.ts';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/**
 * A single-line text input. Inside a Field it takes its id, required state and aria wiring from the
 * Field; on its own it needs an `aria-label` or a label of its own.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  const wired = useFieldControl(props);
  return <input ref={ref} type={type} className={cx(control, className)} {...wired} />;
});
