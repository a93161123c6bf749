import { Button } from '@emotion-guru/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $access, $currentUser } from '@/entities/session';
import { $activeClient } from '@/entities/client';
import { $journal, FREE_HISTORY_DAYS, journalClosed, journalOpened } from '@/entities/journal';
import { JournalEditorDialog, draftRestoreRequested, editorOpened } from '@/features/edit-journal';
import { ExportJournalMenu } from '@/features/export-journal';
import { UnlockPrompt } from '@/features/local-encryption';
import { $language, localizePath } from '@/shared/i18n';
import { HistoryLimitNotice } from '@/shared/ui';
import { JournalFilters } from './JournalFilters.tsx';
import { JournalList } from './JournalList.tsx';
import { ProtectionNotices } from './ProtectionNotices.tsx';
import * as styles from './JournalPage.css.ts';

/** /app/journal: the active client's entries, newest first, with filters, pages, editor and export. */
export function JournalPage() {
  const { t } = useTranslation('app_content');
  const [user, access, client, language] = useUnit([$currentUser, $access, $activeClient, $language]);
  const { hiddenByTier } = useUnit($journal);
  const historyMessage =
    hiddenByTier > 0
      ? t('journal.history.hidden', { count: hiddenByTier, days: FREE_HISTORY_DAYS })
      : t('journal.history.limit', { days: FREE_HISTORY_DAYS });
  const [open, close, restoreDraft, newEntry] = useUnit([
    journalOpened,
    journalClosed,
    draftRestoreRequested,
    editorOpened,
  ]);

  // Opening the journal also asks for the keyring (the journal model does, once the client is known).
  useEffect(() => {
    open();
    restoreDraft();
    return () => close();
  }, [open, close, restoreDraft]);

  // Arriving with `?compose=new` (the dashboard's "New entry"): the editor opens once the client is known.
  const { compose } = useSearch({ strict: false });
  const navigate = useNavigate();
  const clientId = client?.id;
  useEffect(() => {
    if (compose !== 'new' || !clientId) return;
    newEntry(null);
    void navigate({ to: '.', search: {}, replace: true });
  }, [compose, clientId, newEntry, navigate]);

  return (
    <section className={styles.page} aria-labelledby="journal-title">
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <h1 id="journal-title" className={styles.title}>
            {t('journal.title')}
          </h1>
          {client && access.clientManagement && (
            <p className={styles.subtitle}>{t('journal.aboutClient', { name: client.name })}</p>
          )}
        </div>
        <div className={styles.headerActions}>
          {access.exportData && <ExportJournalMenu />}
          <Button type="button" onClick={() => newEntry(null)} disabled={!client}>
            {t('journal.newEntry')}
          </Button>
        </div>
      </header>
      <ProtectionNotices />
      {user && !access.unlimitedHistory && (
        <HistoryLimitNotice
          message={historyMessage}
          upgradeLabel={t('journal.history.upgrade')}
          upgradePath={localizePath('/app/subscriptions', language)}
        />
      )}
      <JournalFilters />
      <JournalList />
      <JournalEditorDialog unlockAction={<UnlockPrompt />} />
    </section>
  );
}
