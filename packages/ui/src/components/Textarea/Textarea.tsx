import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { useHydrated } from '../../foundations/useHydrated.ts';
import { useFieldControl } from '../Field/FieldContext.ts';
import { control } from '../private/control.css.ts';
import { cx } from '../private/cx.ts';
import { textarea } from './Textarea.css.ts';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

/**
 * Multi-line text (journal entries, notes). Takes its wiring from a surrounding Field, like Input, and is
 * read-only on a prerendered page until the page is live, like Input.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, rows = 4, ...props },
  ref,
) {
  const wired = useFieldControl(props);
  const live = useHydrated();
  return (
    <textarea
      ref={ref}
      rows={rows}
      className={cx(control, textarea, className)}
      {...wired}
      readOnly={wired.readOnly === true || !live}
    />
  );
});
