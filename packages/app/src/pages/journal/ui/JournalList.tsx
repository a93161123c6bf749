import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
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
import { PagedList } from '@/shared/ui';
import { EntryActions } from './EntryActions.tsx';

/** The entries of the current page with their states: loading, error with retry, empty, filtered-empty. */
export function JournalList() {
  const { t } = useTranslation('app_content', { keyPrefix: 'journal' });
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
  return (
    <PagedList
      status={status}
      ready={client !== null}
      items={entries}
      total={total}
      page={filters.page}
      pageSize={JOURNAL_PAGE_SIZE}
      filtered={Boolean(filters.search || filters.tag || filters.from || filters.to)}
      messages={(key, options) => t(key, options)}
      onRetry={reload}
      onPageSelect={selectPage}
      itemKey={(entry) => entry.id}
      renderItem={(entry) => (
        <JournalEntryCard
          entry={entry}
          actions={<EntryActions entry={entry} onEdit={edit} onDelete={remove} />}
        />
      )}
      emptyAction={
        <Button type="button" onClick={() => edit(null)}>
          {t('newEntry')}
        </Button>
      }
      skeletonHeight="7rem"
    />
  );
}
