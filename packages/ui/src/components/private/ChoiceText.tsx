import type { ReactNode } from 'react';
import { choiceHint, choiceLabel, choiceText } from './choice.css.ts';

/** The id of a choice control's hint, for the control's `aria-describedby`. */
export function choiceHintId(controlId: string): string {
  return `${controlId}-hint`;
}

/** The label and optional hint beside a Checkbox, Switch or radio option, wired to its control. */
export function ChoiceText({
  controlId,
  label,
  hint,
}: {
  controlId: string;
  label: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <span className={choiceText}>
      <label className={choiceLabel} htmlFor={controlId}>
        {label}
      </label>
      {hint && (
        <p id={choiceHintId(controlId)} className={choiceHint}>
          {hint}
        </p>
      )}
    </span>
  );
}
