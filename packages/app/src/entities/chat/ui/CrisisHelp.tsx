import { emergencyNumbersFor } from '@emotion-guru/platform-sdk';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './chat.css.ts';

export interface CrisisHelpProps {
  /** The interface language: which country's numbers come first. */
  language: string;
  /** The heading's level inside the page or dialog. */
  headingLevel?: 2 | 3;
  /** Shown under the help (e.g. "Continue to the assistant"). */
  actions?: ReactNode;
}

const GROUNDING_STEPS = ['see', 'touch', 'hear', 'smell', 'taste'] as const;

/**
 * Help for a hard moment: the emergency numbers for the user's language (the SDK's configuration,
 * reviewed by a clinician) as links that call, and a short grounding exercise (5-4-3-2-1).
 */
export function CrisisHelp({ language, headingLevel = 2, actions }: CrisisHelpProps) {
  const { t } = useTranslation('chat');
  const { numbers } = emergencyNumbersFor(language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.help}>
      <p className={styles.helpText}>{t('help.intro')}</p>
      <ul className={styles.numbers} aria-label={t('help.numbersLabel')}>
        {numbers.map(({ number, kind, text }) => (
          <li key={number}>
            <a className={styles.number} href={`tel:${number}`}>
              {number}
            </a>{' '}
            {kind === 'crisis' ? t('help.kind.crisis') : t('help.kind.emergency')}
            {text ? ` ${t('help.textToo')}` : ''}
          </li>
        ))}
      </ul>
      <Heading className={styles.helpHeading}>{t('help.grounding.title')}</Heading>
      <p className={styles.helpText}>{t('help.grounding.intro')}</p>
      <ol className={styles.steps}>
        {GROUNDING_STEPS.map((step) => (
          <li key={step}>{t(`help.grounding.steps.${step}`)}</li>
        ))}
      </ol>
      <p className={styles.helpText}>{t('help.grounding.breathe')}</p>
      {actions}
    </div>
  );
}
