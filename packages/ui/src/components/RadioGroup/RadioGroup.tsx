import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { ChoiceText, choiceHintId } from '../private/ChoiceText.tsx';
import { choice } from '../private/choice.css.ts';
import { cx } from '../private/cx.ts';
import * as styles from './RadioGroup.css.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Names the group (a visible heading above the options). */
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/**
 * One choice among a few visible options (Radix RadioGroup): Tab enters the group at the chosen option,
 * arrow keys move and choose.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  error,
  required,
  disabled,
  name,
  className,
}: RadioGroupProps) {
  const id = useId();
  const labelId = `radio-${id}-label`;
  const errorId = `radio-${id}-error`;
  const hasError = Boolean(error);
  return (
    <div className={className}>
      <div id={labelId} className={styles.legend}>
        {label}
      </div>
      <RadixRadioGroup.Root
        aria-labelledby={labelId}
        aria-describedby={hasError ? errorId : undefined}
        aria-invalid={hasError || undefined}
        className={cx(styles.group, orientation === 'horizontal' && styles.horizontal)}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        orientation={orientation}
        required={required}
        disabled={disabled}
        name={name}
      >
        {options.map((option) => {
          const optionId = `radio-${id}-${option.value}`;
          return (
            <div key={option.value} className={choice}>
              <RadixRadioGroup.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className={styles.item}
                aria-describedby={option.hint ? choiceHintId(optionId) : undefined}
              >
                <RadixRadioGroup.Indicator className={styles.dot} />
              </RadixRadioGroup.Item>
              <ChoiceText controlId={optionId} label={option.label} hint={option.hint} />
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      {hasError && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
