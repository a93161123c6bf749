import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClient } from '@/entities/client';
import { FREE_HISTORY_DAYS } from '@/entities/reflection';
import { $access } from '@/entities/session';
import { $language, localizePath, usePageTranslations } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { HistoryLimitNotice } from '@/shared/ui';
import * as pageStyles from '@/shared/ui/app-page.css.ts';
import { $periodLimited, reportClosed, reportOpened } from '../model/report.ts';
import { ClientOverview } from './ClientOverview.tsx';
import { ReportControls } from './ReportControls.tsx';
import { ReportView } from './ReportView.tsx';

/**
 * /app/report: what the active client's records say (a caretaker's selected client): the period in plain
 * words, the words used most, emotional granularity against the period before, and a year in pixels.
 */
export function ReportPage() {
  usePageTranslations(['insights', 'reflection']);
  const { t } = useTranslation('insights');
  const [access, client, language, limited, open, close] = useUnit([
    $access,
    $activeClient,
    $language,
    $periodLimited,
    reportOpened,
    reportClosed,
  ]);
  usePageMeta({ title: t('report.metaTitle'), description: t('report.metaDescription') });

  useEffect(() => {
    open();
    return () => close();
  }, [open, close]);

  return (
    <section className={pageStyles.page} aria-labelledby="report-title">
      {/* Printed, the report is laid out on A4 (a caretaker brings it to a session); only while it is open. */}
      <style>{'@page { size: A4; margin: 14mm; }'}</style>
      <header className={pageStyles.header}>
        <div className={pageStyles.titleBlock}>
          <h1 id="report-title" className={pageStyles.title}>
            {t('report.title')}
          </h1>
          <p className={pageStyles.subtitle}>
            {client && access.clientManagement
              ? t('report.aboutClient', { name: client.name })
              : t('report.intro')}
          </p>
        </div>
      </header>
      {access.clientInsights && <ClientOverview />}
      <ReportControls />
      {limited && (
        <HistoryLimitNotice
          message={t('report.limited', { days: FREE_HISTORY_DAYS })}
          upgradeLabel={t('report.upgrade')}
          upgradePath={localizePath('/app/subscriptions', language)}
        />
      )}
      <ReportView />
    </section>
  );
}
