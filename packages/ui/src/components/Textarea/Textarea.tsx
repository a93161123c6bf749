import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { useFieldControl } from '../Field/FieldContext.ts';
import { control } from '../private/control.css.ts';
import { cx } from '../private/cx.ts';
import { textarea } from './Textarea.css.ts';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

/** Multi-line text (journal entries, notes). Takes its wiring from a surrounding Field, like Input. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, rows = 4, ...props },
  ref,
) {
  const wired = useFieldControl(props);
  return <textarea ref={ref} rows={rows} className={cx(control, textarea, className)} {...wired} />;
});
