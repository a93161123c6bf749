import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import type { FetchingStatus } from '@farfetched/core';
import { useRef, type ReactNode } from 'react';
import * as styles from './app-page.css.ts';

/** The texts a paged list shows, under one key prefix of a namespace (for example `journal.` in app_content). */
export type PagedListMessageKey =
  | 'loading'
  | 'loadFailed.title'
  | 'loadFailed.description'
  | 'loadFailed.retry'
  | 'empty.title'
  | 'empty.description'
  | 'empty.filteredTitle'
  | 'empty.filteredDescription'
  | 'count'
  | 'pages.label'
  | 'pages.previous'
  | 'pages.next'
  | 'pages.position';

/** Translates a paged list's message: a `t` from `useTranslation(namespace, { keyPrefix })`. */
export type PagedListMessages = (
  key: PagedListMessageKey,
  options: { count?: number; page?: number; pages?: number },
) => string;

export interface PagedListProps<Item> {
  status: FetchingStatus;
  /** False while it is not known whose records to show (no active client yet): the list shows it is loading. */
  ready: boolean;
  /** The current page's records. */
  items: readonly Item[];
  /** How many records match the filters, on every page. */
  total: number;
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** Whether a filter is set: an empty answer then says that nothing matches, not that there is nothing. */
  filtered: boolean;
  messages: PagedListMessages;
  onRetry: () => void;
  onPageSelect: (page: number) => void;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** The empty list's way to add the first record. */
  emptyAction: ReactNode;
  /** The height of a loading placeholder: about one record's. */
  skeletonHeight: string;
  /** The list's accessible name. */
  listLabel?: string;
}

/** A page of records with its states: loading, error with retry, empty, filtered-empty, and the pager. */
export function PagedList<Item>(props: PagedListProps<Item>) {
  const { status, items, total, page, messages } = props;
  const t = (key: PagedListMessageKey, options: Parameters<PagedListMessages>[1] = {}) =>
    messages(key, options);
  const pages = Math.max(1, Math.ceil(total / props.pageSize));
  const listTop = useRef<HTMLParagraphElement>(null);
  // Another page starts at the top of the list, not where the pager was.
  const turnTo = (next: number) => {
    props.onPageSelect(next);
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  if (status === 'fail') {
    return (
      <EmptyState
        title={t('loadFailed.title')}
        description={t('loadFailed.description')}
        action={
          <Button type="button" onClick={() => props.onRetry()}>
            {t('loadFailed.retry')}
          </Button>
        }
      />
    );
  }
  if (!props.ready || (status !== 'done' && items.length === 0)) {
    return (
      <div role="status" aria-busy="true" className={styles.list}>
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={props.skeletonHeight} />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return props.filtered ? (
      <EmptyState title={t('empty.filteredTitle')} description={t('empty.filteredDescription')} />
    ) : (
      <EmptyState title={t('empty.title')} description={t('empty.description')} action={props.emptyAction} />
    );
  }
  return (
    <>
      <p ref={listTop} className={styles.subtitle} aria-live="polite">
        {t('count', { count: total })}
      </p>
      <ul className={styles.list} aria-busy={status === 'pending'} aria-label={props.listLabel}>
        {items.map((item) => (
          <li key={props.itemKey(item)}>{props.renderItem(item)}</li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('pages.label')}>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => turnTo(page - 1)}
          >
            {t('pages.previous')}
          </Button>
          <span>{t('pages.position', { page, pages })}</span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => turnTo(page + 1)}
          >
            {t('pages.next')}
          </Button>
        </nav>
      )}
    </>
  );
}
