import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Report } from '../model/report.ts';
import * as styles from './ReportPage.css.ts';

/** The five words used most, each with a bar as long as its count against the first. */
export function TopWords({ words }: { words: Report['words'] }) {
  const { t } = useTranslation('insights');
  const titleId = useId();
  const most = Math.max(1, ...words.map((word) => word.count));
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('report.words.title')}
      </h2>
      <ol className={styles.words}>
        {words.map(({ emotion, count }) => (
          <li key={emotion.id} className={styles.wordRow}>
            <span>{emotion.name}</span>
            <span className={styles.bar} style={{ width: `${(count / most) * 100}%` }} aria-hidden="true" />
            <span className={styles.muted}>{t('report.words.count', { count })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
