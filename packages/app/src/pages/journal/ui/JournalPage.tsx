import { hasTierFeature } from '@emotion-guru/platform-sdk';
import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $access, $currentUser } from '@/entities/session';
import { $activeClient } from '@/entities/client';
import { $journal, journalClosed, journalOpened } from '@/entities/journal';
import { keyringRequested } from '@/entities/keyring';
import { JournalEditorDialog, draftRestoreRequested, editorOpened } from '@/features/edit-journal';
import { ExportJournalMenu } from '@/features/export-journal';
import { UnlockPrompt } from '@/features/local-encryption';
import { $language, localizePath } from '@/shared/i18n';
import { HistoryLimitNotice } from './HistoryLimitNotice.tsx';
import { JournalFilters } from './JournalFilters.tsx';
import { JournalList } from './JournalList.tsx';
import { ProtectionNotices } from './ProtectionNotices.tsx';
import * as styles from './JournalPage.css.ts';

/** /app/journal: the active client's entries, newest first, with filters, pages, editor and export. */
export function JournalPage() {
  const { t } = useTranslation('app_content');
  const [user, access, client, language] = useUnit([$currentUser, $access, $activeClient, $language]);
  const [open, close, requestKeyring, restoreDraft, newEntry] = useUnit([
    journalOpened,
    journalClosed,
    keyringRequested,
    draftRestoreRequested,
    editorOpened,
  ]);

  useEffect(() => {
    requestKeyring();
    open();
    restoreDraft();
    return () => close();
  }, [open, close, requestKeyring, restoreDraft]);

  const canExport = user ? hasTierFeature(user.subscription, 'export-data') : false;
  const { entries } = useUnit($journal);

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
          {canExport && <ExportJournalMenu entries={entries} />}
          <Button type="button" onClick={() => newEntry(null)} disabled={!client}>
            {t('journal.newEntry')}
          </Button>
        </div>
      </header>
      <ProtectionNotices />
      {user && !hasTierFeature(user.subscription, 'unlimited-history') && (
        <HistoryLimitNotice upgradePath={localizePath('/app/subscriptions', language)} />
      )}
      <JournalFilters />
      <JournalList />
      <JournalEditorDialog unlockAction={<UnlockPrompt />} />
    </section>
  );
}
