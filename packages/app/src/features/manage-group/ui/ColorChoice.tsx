import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_COLORS } from '../model/create-group.ts';
import * as styles from './ColorChoice.css.ts';

/** The cover colour: none (the default) or one of a few, each named for screen readers. */
export function ColorChoice({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (color: string | null) => void;
}) {
  const { t } = useTranslation('groups');
  const name = useId();
  const choices = [{ value: null, name: 'none' } as const, ...GROUP_COLORS];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('create.color')}</legend>
      <div className={styles.options}>
        {choices.map((choice) => (
          <label key={choice.name} className={styles.option}>
            <input
              type="radio"
              name={name}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.value === null ? null : (
              <span aria-hidden="true" className={styles.swatch} style={{ background: choice.value }} />
            )}
            {t(`create.colors.${choice.name}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
