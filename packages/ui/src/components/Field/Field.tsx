import { useId, useMemo, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './Field.css.ts';
import { FieldContext, type FieldControlProps } from './FieldContext.ts';

export interface FieldProps {
  /** The visible label, tied to the control with for/id. */
  label: ReactNode;
  /** Help shown under the control, read after the label (aria-describedby). */
  hint?: ReactNode;
  /** An error message: marks the control aria-invalid and is read with it. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Text after the label of a field that may be left empty, e.g. "(optional)". */
  optionalLabel?: string;
  /** Id of the control; generated when left out. */
  id?: string;
  /** One Input, Textarea or Select; they pick up the wiring from the Field. */
  children: ReactNode;
  className?: string;
}

/** A labelled form control with an optional hint and error, wired for assistive technology. */
export function Field({
  label,
  hint,
  error,
  required = false,
  disabled,
  optionalLabel,
  id,
  children,
  className,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const control = useMemo<FieldControlProps>(
    () => ({
      id: controlId,
      'aria-describedby':
        [hint ? hintId : '', hasError ? errorId : ''].filter(Boolean).join(' ') || undefined,
      'aria-invalid': hasError ? true : undefined,
      required,
      disabled,
    }),
    [controlId, hint, hintId, hasError, errorId, required, disabled],
  );
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
        {!required && optionalLabel && <span className={styles.optional}> {optionalLabel}</span>}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* Always present so that an error appearing later is announced. */}
      <div aria-live="polite">
        {hasError && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
