import { Checkbox as RadixCheckbox } from 'radix-ui';
import { forwardRef, useId, type ReactNode } from 'react';
import { ChoiceText, choiceHintId } from '../private/ChoiceText.tsx';
import { choice } from '../private/choice.css.ts';
import { cx } from '../private/cx.ts';
import { CheckIcon, MinusIcon } from '../private/icons.tsx';
import * as styles from './Checkbox.css.ts';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps {
  label: ReactNode;
  hint?: ReactNode;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  /** Submitted with a form under this name. */
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

/** A checkbox with its label (Radix Checkbox: Space toggles; supports an indeterminate state). */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, hint, invalid, id, className, ...control },
  ref,
) {
  const generatedId = useId();
  const controlId = id ?? `checkbox-${generatedId}`;
  return (
    <div className={cx(choice, className)} data-disabled={control.disabled ? '' : undefined}>
      <RadixCheckbox.Root
        {...control}
        ref={ref}
        id={controlId}
        className={styles.box}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? choiceHintId(controlId) : undefined}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {control.checked === 'indeterminate' ? <MinusIcon /> : <CheckIcon />}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <ChoiceText controlId={controlId} label={label} hint={hint} />
    </div>
  );
});
