import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClient } from '@/entities/client';
import {
  $filters,
  $journal,
  $listStatus,
  JOURNAL_PAGE_SIZE,
  JournalEntryCard,
  pageSelected,
  reloadRequested,
} from '@/entities/journal';
import { useDeleteEntry } from '@/features/delete-journal-entry';
import { editorOpened } from '@/features/edit-journal';
import { EntryActions } from './EntryActions.tsx';
import * as styles from './JournalPage.css.ts';

/** The entries of the current page with their states: loading, error with retry, empty, filtered-empty. */
export function JournalList() {
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
  const listTop = useRef<HTMLParagraphElement>(null);
  // Another page starts at the top of the list, not where the pager was.
  const turnTo = (page: number) => {
    selectPage(page);
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  if (status === 'fail') {
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
  if (!client || (status !== 'done' && entries.length === 0)) {
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
      <p ref={listTop} className={styles.subtitle} aria-live="polite">
        {t('journal.count', { count: total })}
      </p>
      <ul className={styles.list} aria-busy={status === 'pending'}>
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
            onClick={() => turnTo(filters.page - 1)}
          >
            {t('journal.pages.previous')}
          </Button>
          <span>{t('journal.pages.position', { page: filters.page, pages })}</span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={filters.page >= pages}
            onClick={() => turnTo(filters.page + 1)}
          >
            {t('journal.pages.next')}
          </Button>
        </nav>
      )}
    </>
  );
}
