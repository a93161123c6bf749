import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { $loopsState, $tagDays, loopsRetried } from '../model/loops.ts';
import * as styles from './ReportPage.css.ts';
import { SectionFailed } from './SectionFailed.tsx';
import { SectionLoading } from './SectionLoading.tsx';

/** The most tags a table shows: the ones used on the most days. */
const TAG_LIMIT = 8;

/**
 * Tags and days: for the tags on the period's reflections, on how many pleasant, mixed and unpleasant days
 * they were used, with the reminder that these are counts that go together, not causes.
 */
export function TagsAndDays() {
  const { t } = useTranslation('insights');
  const titleId = useId();
  const [state, tags, retry] = useUnit([$loopsState, $tagDays, loopsRetried]);
  let body;
  if (state === 'error') body = <SectionFailed message={t('report.tags.failed')} onRetry={() => retry()} />;
  else if (state === 'loading' || tags === null)
    body = <SectionLoading label={t('report.tags.loading')} height="4rem" />;
  else if (tags.length === 0) body = <p className={styles.muted}>{t('report.tags.none')}</p>;
  else
    body = (
      <>
        <p className={styles.muted}>{t('report.tags.note')}</p>
        <table className={styles.overviewTable}>
          <caption className={styles.visuallyHidden}>{t('report.tags.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('report.tags.tag')}</th>
              <th scope="col">{t('report.tags.pleasant')}</th>
              <th scope="col">{t('report.tags.mixed')}</th>
              <th scope="col">{t('report.tags.unpleasant')}</th>
            </tr>
          </thead>
          <tbody>
            {tags.slice(0, TAG_LIMIT).map((row) => (
              <tr key={row.tag}>
                <th scope="row">{row.tag}</th>
                <td>{row.pleasant}</td>
                <td>{row.mixed}</td>
                <td>{row.unpleasant}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('report.tags.title')}
      </h2>
      {body}
    </section>
  );
}
