import { Switch as RadixSwitch } from 'radix-ui';
import { forwardRef, useId, type ReactNode } from 'react';
import { ChoiceText, choiceHintId } from '../private/ChoiceText.tsx';
import { choice } from '../private/choice.css.ts';
import { cx } from '../private/cx.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps {
  label: ReactNode;
  hint?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** An on/off setting that takes effect at once (Radix Switch, role="switch"; Space or Enter toggles). */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, hint, id, className, ...control },
  ref,
) {
  const generatedId = useId();
  const controlId = id ?? `switch-${generatedId}`;
  return (
    <div className={cx(choice, className)} data-disabled={control.disabled ? '' : undefined}>
      <RadixSwitch.Root
        {...control}
        ref={ref}
        id={controlId}
        className={styles.track}
        aria-describedby={hint ? choiceHintId(controlId) : undefined}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      <ChoiceText controlId={controlId} label={label} hint={hint} />
    </div>
  );
});
