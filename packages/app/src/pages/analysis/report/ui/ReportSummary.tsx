import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import type { Report } from '../model/report.ts';
import * as styles from './ReportPage.css.ts';

/** The period in one sentence: where most feelings fell, and the word used most. */
export function ReportSummary({ report }: { report: Report }) {
  const { t } = useTranslation('insights');
  const language = useUnit($language);
  const titleId = useId();
  const top = report.words[0];
  if (!report.main || !top) return null;
  const percent = new Intl.NumberFormat(language, { style: 'percent' }).format(report.main.share);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('report.summary.title')}
      </h2>
      <p className={styles.text}>
        {t('report.summary.text', {
          area: t(`report.areas.${report.main.quadrant}`),
          percent,
          count: report.count,
          word: top.emotion.name,
          times: t('report.words.count', { count: top.count }),
        })}
      </p>
    </section>
  );
}
