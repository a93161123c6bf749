import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { $access } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { $insights, $insightsState, insightsRetried } from '../model/insights.ts';
import * as styles from './ReportPage.css.ts';
import { SectionFailed } from './SectionFailed.tsx';
import { SectionLoading } from './SectionLoading.tsx';

/**
 * Advanced insights (premium, pro, team): the platform's written observations about the period, marked
 * as patterns, not a diagnosis. On the free plan: what they would be, and the way to the plans.
 */
export function AdvancedInsights() {
  const { t } = useTranslation('insights');
  const titleId = useId();
  const [access, language, state, insights, retry] = useUnit([
    $access,
    $language,
    $insightsState,
    $insights,
    insightsRetried,
  ]);
  let body;
  if (!access.aiInsights)
    body = (
      <>
        <p className={styles.muted}>{t('report.insights.locked')}</p>
        <Link to={localizePath('/app/subscriptions', language)} className={styles.link}>
          {t('report.upgrade')}
        </Link>
      </>
    );
  else if (state === 'error')
    body = <SectionFailed message={t('report.insights.failed')} onRetry={() => retry()} />;
  else if (state === 'loading' || !insights)
    body = <SectionLoading label={t('report.insights.loading')} height="4rem" />;
  else if (insights.observations.length === 0)
    body = <p className={styles.muted}>{t('report.insights.none')}</p>;
  else
    body = (
      <>
        <ul className={styles.insights}>
          {insights.observations.map((observation) => (
            <li key={observation.kind} data-insight={observation.kind}>
              {observation.text}
            </li>
          ))}
        </ul>
        <p className={styles.muted}>{t('report.insights.note', { count: insights.records })}</p>
      </>
    );
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('report.insights.title')}
      </h2>
      {body}
    </section>
  );
}
