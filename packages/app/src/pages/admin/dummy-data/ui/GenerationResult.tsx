import { Button } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { activeClientSelected } from '@/entities/client';
import { $language, localizePath } from '@/shared/i18n';
import { pageStyles } from '@/shared/ui';
import { $generationFailure, $reportAccess, $summary, generationRetried } from '../model/generate.ts';
import { GeneratedCountsList } from './GeneratedCountsList.tsx';
import * as styles from './DummyDataPage.css.ts';

/** `yyyy-mm-dd` as the device's day. */
function dayOf(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/**
 * What the last run did: for whom, which days and how many records of each kind, with the way to the
 * report when the admin may open it; or why it failed, with Try again.
 */
export function GenerationResult() {
  const { t } = useTranslation('app_content');
  const [summary, failure, reportAccess, language, retry, select] = useUnit([
    $summary,
    $generationFailure,
    $reportAccess,
    $language,
    generationRetried,
    activeClientSelected,
  ]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A run just finished: its result takes the focus, so the next Tab reaches its link. Coming back to
  // the page later shows the last result without moving the focus.
  const shownSummary = useRef(summary);
  useEffect(() => {
    if (summary && summary !== shownSummary.current) headingRef.current?.focus();
    shownSummary.current = summary;
  }, [summary]);

  if (failure) {
    return (
      <div className={styles.actions}>
        <p role="alert" className={styles.alert}>
          {t(`admin.dummyData.failure.${failure}`)}
        </p>
        <Button type="button" variant="secondary" onClick={() => retry()}>
          {t('admin.dummyData.failure.retry')}
        </Button>
      </div>
    );
  }
  if (!summary) return null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const reportPath = localizePath('/app/report', language);
  return (
    <div className={styles.block}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.subheading}>
        {t('admin.dummyData.result.title', { name: summary.clientName })}
      </h3>
      <p className={styles.text}>
        {t('admin.dummyData.result.period', {
          count: summary.days,
          from: date.format(dayOf(summary.from)),
          to: date.format(dayOf(summary.to)),
        })}
      </p>
      <GeneratedCountsList counts={summary} />
      {reportAccess === 'active' ? (
        <Link to={reportPath} className={pageStyles.ctaSecondary}>
          {t('admin.dummyData.result.openReport')}
        </Link>
      ) : reportAccess === 'switch' ? (
        <Link to={reportPath} className={pageStyles.ctaSecondary} onClick={() => select(summary.clientId)}>
          {t('admin.dummyData.result.showInReport', { name: summary.clientName })}
        </Link>
      ) : (
        <p className={styles.muted}>{t('admin.dummyData.result.notYours', { name: summary.clientName })}</p>
      )}
    </div>
  );
}
