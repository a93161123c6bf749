import { hasTierFeature } from '@emotion-guru/platform-sdk';
import { Button, EmptyState, Field, Input, Select, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $access, $currentUser } from '@/entities/session';
import { $activeClient } from '@/entities/client';
import {
  $filters,
  $journal,
  $listStatus,
  FREE_HISTORY_DAYS,
  JOURNAL_PAGE_SIZE,
  JournalEntryCard,
  filtersChanged,
  filtersCleared,
  journalClosed,
  journalOpened,
  pageSelected,
  reloadRequested,
  type JournalEntry,
} from '@/entities/journal';
import { $encryption, keyringRequested } from '@/entities/keyring';
import { useDeleteEntry } from '@/features/delete-journal-entry';
import {
  $draftLocked,
  JournalEditorDialog,
  draftRestoreRequested,
  editorOpened,
} from '@/features/edit-journal';
import { ExportJournalMenu } from '@/features/export-journal';
import { UnlockPrompt } from '@/features/local-encryption';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './JournalPage.css.ts';

const SEARCH_DELAY_MS = 300;

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

function ProtectionNotices() {
  const { t } = useTranslation('app_content');
  const [encryption, draftLocked, { entries }] = useUnit([$encryption, $draftLocked, $journal]);
  const lockedEntries = entries.some((entry) => entry.protection === 'locked');
  if (!draftLocked && !(encryption === 'locked' && lockedEntries)) return null;
  return (
    <p className={styles.notice} role="status">
      <span>{draftLocked ? t('journal.locked.draftNotice') : t('journal.locked.notice')}</span>
      {encryption === 'locked' && <UnlockPrompt />}
    </p>
  );
}

function HistoryLimitNotice({ upgradePath }: { upgradePath: string }) {
  const { t } = useTranslation('app_content');
  const { hiddenByTier } = useUnit($journal);
  return (
    <p className={styles.notice}>
      <span>
        {hiddenByTier > 0
          ? t('journal.history.hidden', { count: hiddenByTier, days: FREE_HISTORY_DAYS })
          : t('journal.history.limit', { days: FREE_HISTORY_DAYS })}
      </span>
      <Link to={upgradePath} className={styles.link}>
        {t('journal.history.upgrade')}
      </Link>
    </p>
  );
}

function JournalFilters() {
  const { t } = useTranslation('app_content');
  const [filters, { tags }, change, clear] = useUnit([$filters, $journal, filtersChanged, filtersCleared]);
  const [search, setSearch] = useState(filters.search);

  // Typing waits for a pause before asking the platform; the box itself answers every keystroke.
  useEffect(() => {
    if (search === filters.search) return undefined;
    const timer = setTimeout(() => change({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, change]);

  const filtered = Boolean(filters.search || filters.tag || filters.from || filters.to);
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t('journal.filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label={t('journal.filters.search')}>
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Field>
      <Field label={t('journal.filters.tag')}>
        <Select
          value={filters.tag}
          options={[
            { value: '', label: t('journal.filters.allTags') },
            ...tags.map((tag) => ({ value: tag, label: `#${tag}` })),
          ]}
          onChange={(event) => change({ tag: event.target.value })}
        />
      </Field>
      <Field label={t('journal.filters.from')}>
        <Input
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => change({ from: event.target.value })}
        />
      </Field>
      <Field label={t('journal.filters.to')}>
        <Input
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => change({ to: event.target.value })}
        />
      </Field>
      {filtered && (
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setSearch('');
            clear();
          }}
        >
          {t('journal.filters.clear')}
        </Button>
      )}
    </form>
  );
}

function JournalList() {
  const { t } = useTranslation('app_content');
  const [status, { entries, total }, filters, client, edit, selectPage, reload] = useUnit([
    $listStatus,
    $journal,
    $filters,
    $activeClient,
    editorOpened,
    pageSelected,
    reloadRequested,
  ]);
  const remove = useDeleteEntry();
  const filtered = Boolean(filters.search || filters.tag || filters.from || filters.to);
  const pages = Math.max(1, Math.ceil(total / JOURNAL_PAGE_SIZE));

  if (status === 'error') {
    return (
      <EmptyState
        title={t('journal.loadFailed.title')}
        description={t('journal.loadFailed.description')}
        action={
          <Button type="button" onClick={() => reload()}>
            {t('journal.loadFailed.retry')}
          </Button>
        }
      />
    );
  }
  if (!client || (status !== 'ready' && entries.length === 0)) {
    return (
      <div role="status" aria-busy="true" className={styles.list}>
        <VisuallyHidden>{t('journal.loading')}</VisuallyHidden>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height="7rem" />
        ))}
      </div>
    );
  }
  if (entries.length === 0) {
    return filtered ? (
      <EmptyState
        title={t('journal.empty.filteredTitle')}
        description={t('journal.empty.filteredDescription')}
      />
    ) : (
      <EmptyState
        title={t('journal.empty.title')}
        description={t('journal.empty.description')}
        action={
          <Button type="button" onClick={() => edit(null)}>
            {t('journal.newEntry')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <p className={styles.subtitle} aria-live="polite">
        {t('journal.count', { count: total })}
      </p>
      <ul className={styles.list} aria-busy={status === 'loading'}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <JournalEntryCard
              entry={entry}
              actions={<EntryActions entry={entry} onEdit={edit} onDelete={remove} />}
            />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('journal.pages.label')}>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={filters.page <= 1}
            onClick={() => selectPage(filters.page - 1)}
          >
            {t('journal.pages.previous')}
          </Button>
          <span>{t('journal.pages.position', { page: filters.page, pages })}</span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={filters.page >= pages}
            onClick={() => selectPage(filters.page + 1)}
          >
            {t('journal.pages.next')}
          </Button>
        </nav>
      )}
    </>
  );
}

function EntryActions({
  entry,
  onEdit,
  onDelete,
}: {
  entry: JournalEntry;
  onEdit: (entry: JournalEntry) => void;
  onDelete: (entry: JournalEntry) => Promise<void>;
}) {
  const { t } = useTranslation('app_content');
  const readable = entry.protection === 'plain' || entry.protection === 'decrypted';
  const name = entry.title || t('journal.untitled');
  return (
    <>
      {readable && (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => onEdit(entry)}
          aria-label={t('journal.editNamed', { name })}
        >
          {t('journal.edit')}
        </Button>
      )}
      <Button
        type="button"
        size="sm"
        variant="ghost"
        onClick={() => void onDelete(entry)}
        aria-label={t('journal.deleteNamed', { name: readable ? name : t('journal.locked.title') })}
      >
        {t('journal.delete.button')}
      </Button>
    </>
  );
}
