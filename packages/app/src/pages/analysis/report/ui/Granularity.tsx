import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ReportPage.css.ts';

/**
 * Emotional granularity: how many different words the period used, against the period before. Told as
 * encouragement, never as a grade.
 */
export function Granularity({ count, previous }: { count: number; previous: number | null }) {
  const { t } = useTranslation('insights');
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('report.granularity.title')}
      </h2>
      <p className={styles.text}>
        {t('report.granularity.text', { count })}
        {previous !== null && ` ${t('report.granularity.previous', { count: previous })}`}
      </p>
      <p className={styles.muted}>
        {t(previous !== null && count > previous ? 'report.granularity.more' : 'report.granularity.steady')}
      </p>
    </section>
  );
}
