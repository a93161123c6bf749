import { EmptyState } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { $report, $reportBusy, $reportState, retryRequested } from '../model/report.ts';
import { AdvancedInsights } from './AdvancedInsights.tsx';
import { BeforeDuringAfter } from './BeforeDuringAfter.tsx';
import { EmotionsOverTime } from './EmotionsOverTime.tsx';
import { Granularity } from './Granularity.tsx';
import { LoopTracker } from './LoopTracker.tsx';
import * as styles from './ReportPage.css.ts';
import { SectionFailed } from './SectionFailed.tsx';
import { SectionLoading } from './SectionLoading.tsx';
import { TagsAndDays } from './TagsAndDays.tsx';
import { ReportSummary } from './ReportSummary.tsx';
import { TopWords } from './TopWords.tsx';
import { YearInPixels } from './YearInPixels.tsx';

/** The report in every state: loading, failed with a retry, an empty period, or its sections. */
export function ReportView() {
  const { t } = useTranslation('insights');
  const [state, report, busy, language, retry] = useUnit([
    $reportState,
    $report,
    $reportBusy,
    $language,
    retryRequested,
  ]);
  if (state === 'loading') return <SectionLoading label={t('report.loading')} height="16rem" />;
  if (state === 'error' || !report)
    return (
      <SectionFailed
        message={t('report.failed')}
        description={t('report.failedDescription')}
        onRetry={() => retry()}
      />
    );
  return (
    <div className={busy ? `${styles.sections} ${styles.busy}` : styles.sections} aria-busy={busy}>
      <p className={styles.muted} role="status">
        {busy ? t('report.updating') : ''}
      </p>
      {report.count === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t('report.empty.title')}
          description={t('report.empty.description')}
          action={
            <Link to={localizePath('/app/dashboard', language)} className={styles.link}>
              {t('report.empty.action')}
            </Link>
          }
        />
      ) : (
        <>
          <ReportSummary report={report} />
          <EmotionsOverTime weeks={report.weeks} />
          <BeforeDuringAfter shift={report.shift} />
          <TopWords words={report.words} />
          <Granularity count={report.granularity} previous={report.previousGranularity} />
          <TagsAndDays />
        </>
      )}
      <AdvancedInsights />
      <LoopTracker />
      <YearInPixels days={report.days} points={report.points} />
    </div>
  );
}
