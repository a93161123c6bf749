import { forwardRef, useId, useState, type ReactNode } from 'react';
import { Field } from '../Field/Field.tsx';
import { Input, type InputProps } from '../Input/Input.tsx';
import { IconFrame } from '../private/icons.tsx';
import { cx } from '../private/cx.ts';
import * as styles from './PasswordField.css.ts';

export interface PasswordFieldProps extends Omit<InputProps, 'type' | 'children'> {
  /** The visible label of the field. */
  label: ReactNode;
  /** Help under the control (e.g. the rules a new password must meet). */
  hint?: ReactNode;
  /** An error message: marks the input invalid and is read with it. */
  error?: ReactNode;
  /** Text after the label of a field that may be left empty, e.g. "(optional)". */
  optionalLabel?: string;
  /**
   * A slot under the input for a strength meter or a rule checklist. It is announced politely as it
   * changes and describes the input.
   */
  strength?: ReactNode;
  /** Accessible name of the show/hide button; its pressed state says whether the password is shown. */
  toggleLabel?: string;
  /** Start with the password shown. */
  defaultVisible?: boolean;
  /** Class of the field's wrapper (the input itself takes `inputClassName`). */
  className?: string;
  inputClassName?: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <IconFrame strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="m3 3 18 18" />}
    </IconFrame>
  );
}

/**
 * A labelled password input with a show/hide toggle (a toggle button: its name stays the same and
 * `aria-pressed` says whether the password is visible) and an optional strength slot. Texts come in as
 * props with English defaults, so the app passes its translations.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    label,
    hint,
    error,
    optionalLabel,
    strength,
    toggleLabel = 'Show password',
    defaultVisible = false,
    required,
    disabled,
    id,
    className,
    inputClassName,
    autoComplete = 'current-password',
    'aria-describedby': describedBy,
    ...inputProps
  },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  const strengthId = `${useId()}-strength`;
  const hasStrength = strength !== undefined && strength !== null && strength !== false;
  const fieldProps = {
    label,
    hint,
    error,
    required,
    disabled,
    ...(optionalLabel === undefined ? {} : { optionalLabel }),
    ...(id === undefined ? {} : { id }),
    ...(className === undefined ? {} : { className }),
  };
  return (
    <Field {...fieldProps}>
      <div className={styles.control}>
        <Input
          ref={ref}
          {...inputProps}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          // Spell checkers would otherwise send a shown password to a dictionary service.
          spellCheck={false}
          autoCapitalize="off"
          aria-describedby={
            [hasStrength ? strengthId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined
          }
          className={cx(styles.input, inputClassName)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      {hasStrength && (
        <div id={strengthId} className={styles.strength} aria-live="polite">
          {strength}
        </div>
      )}
    </Field>
  );
});
