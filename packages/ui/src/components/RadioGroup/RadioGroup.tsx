import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { useId, useRef, type ReactNode } from 'react';
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

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * One choice among a few visible options (Radix RadioGroup): Tab enters the group at the chosen option,
 * arrow keys move and choose.
 *
 * Radix moves focus on an arrow in a timer and chooses the newly focused option only if the arrow key is
 * still down by then; a quick press (a slow device, a fast typist, a test) released it first, and focus
 * moved without choosing. The group notes the arrow itself until the timers after it have run, and
 * chooses on focus when the key is already up (while it is down, Radix does).
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
  const arrow = useRef({ pending: false, held: false });
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
        onKeyDown={(event) => {
          if (!ARROW_KEYS.has(event.key)) return;
          arrow.current = { pending: true, held: true };
          // Radix's focus timer was set before this one (the option's handler ran first): it runs first.
          setTimeout(() => (arrow.current.pending = false));
        }}
        onKeyUp={(event) => {
          if (ARROW_KEYS.has(event.key)) arrow.current.held = false;
        }}
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
                onFocus={(event) => {
                  const { pending, held } = arrow.current;
                  arrow.current.pending = false;
                  if (pending && !held && event.currentTarget.dataset['state'] !== 'checked') {
                    event.currentTarget.click();
                  }
                }}
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
