import { Field, Textarea } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX } from '../lib/draft.ts';
import { $draft, $errors, fieldChanged } from '../model/wizard.ts';
import * as styles from './ReflectionWizard.css.ts';

const FIELDS = ['thoughts', 'actions', 'needs'] as const;

/** Step 5: what went through the mind, what was done, what was needed. */
export function ThoughtsStep() {
  const { t } = useTranslation('reflection-wizard');
  const [draft, errors, change] = useUnit([$draft, $errors, fieldChanged]);
  return (
    <div className={styles.fields}>
      {FIELDS.map((field) => {
        const error = errors[field];
        return (
          <Field key={field} label={t(`thoughts.${field}`)} error={error && t(`errors.${error}`)}>
            <Textarea
              rows={4}
              value={draft[field]}
              maxLength={TEXT_MAX + 50}
              onChange={(event) => change({ [field]: event.target.value })}
            />
          </Field>
        );
      })}
    </div>
  );
}
