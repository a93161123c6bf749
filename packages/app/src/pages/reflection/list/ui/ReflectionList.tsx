import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClient } from '@/entities/client';
import {
  $reflectionFilters,
  $reflectionList,
  $reflectionListStatus,
  REFLECTION_PAGE_SIZE,
  ReflectionCard,
  reflectionListReloadRequested,
  reflectionPageSelected,
} from '@/entities/reflection';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './ReflectionListPage.css.ts';

/** The reflections of the current page with their states: loading, error with retry, empty, filtered-empty. */
export function ReflectionList({ emotionNames }: { emotionNames: ReadonlyMap<string, string> | null }) {
  const { t } = useTranslation('reflection');
  const [status, { reflections, total }, filters, client, language, selectPage, reload] = useUnit([
    $reflectionListStatus,
    $reflectionList,
    $reflectionFilters,
    $activeClient,
    $language,
    reflectionPageSelected,
    reflectionListReloadRequested,
  ]);
  const filtered = filters.timing !== null || Boolean(filters.emotionId || filters.loopId);
  const pages = Math.max(1, Math.ceil(total / REFLECTION_PAGE_SIZE));
  const listTop = useRef<HTMLParagraphElement>(null);
  // Another page starts at the top of the list, not where the pager was.
  const turnTo = (page: number) => {
    selectPage(page);
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  if (status === 'fail') {
    return (
      <EmptyState
        title={t('list.loadFailed.title')}
        description={t('list.loadFailed.description')}
        action={
          <Button type="button" onClick={() => reload()}>
            {t('list.loadFailed.retry')}
          </Button>
        }
      />
    );
  }
  if (!client || (status !== 'done' && reflections.length === 0)) {
    return (
      <div role="status" aria-busy="true" className={styles.list}>
        <VisuallyHidden>{t('list.loading')}</VisuallyHidden>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height="8rem" />
        ))}
      </div>
    );
  }
  if (reflections.length === 0) {
    return filtered ? (
      <EmptyState title={t('list.empty.filteredTitle')} description={t('list.empty.filteredDescription')} />
    ) : (
      <EmptyState
        title={t('list.empty.title')}
        description={t('list.empty.description')}
        action={
          <Link to={localizePath('/app/reflection/new', language)} className={styles.primaryLink}>
            {t('list.newReflection')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <p ref={listTop} className={styles.subtitle} aria-live="polite">
        {t('list.count', { count: total })}
      </p>
      <ul className={styles.list} aria-busy={status === 'pending'} aria-label={t('list.title')}>
        {reflections.map((reflection) => (
          <li key={reflection.id}>
            <ReflectionCard
              reflection={reflection}
              emotionNames={emotionNames}
              href={localizePath(`/app/reflection/${reflection.id}`, language)}
            />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('list.pages.label')}>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={filters.page <= 1}
            onClick={() => turnTo(filters.page - 1)}
          >
            {t('list.pages.previous')}
          </Button>
          <span>{t('list.pages.position', { page: filters.page, pages })}</span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={filters.page >= pages}
            onClick={() => turnTo(filters.page + 1)}
          >
            {t('list.pages.next')}
          </Button>
        </nav>
      )}
    </>
  );
}
