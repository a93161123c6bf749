import { Checkbox } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { GOALS } from '@/entities/onboarding';
import { $progress, goalToggled } from '../model/onboarding.ts';
import * as styles from './OnboardingPage.css.ts';

/** What the person wants from the product: any of four, or none. */
export function GoalsStep() {
  const { t } = useTranslation('onboarding');
  const [progress, toggle] = useUnit([$progress, goalToggled]);
  return (
    <fieldset className={styles.goals}>
      <legend className={styles.legend}>{t('steps.goals.text')}</legend>
      {GOALS.map((goal) => (
        <Checkbox
          key={goal}
          label={t(`goals.${goal}`)}
          checked={progress?.goals.includes(goal) ?? false}
          onCheckedChange={() => toggle(goal)}
        />
      ))}
    </fieldset>
  );
}
