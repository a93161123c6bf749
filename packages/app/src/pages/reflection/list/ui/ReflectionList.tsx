import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $activeClient } from '@/entities/client';
import {
  $reflectionFilters,
  $reflectionList,
  $reflectionListStatus,
  REFLECTION_PAGE_SIZE,
  ReflectionCard,
  isReflectionListFiltered,
  reflectionListReloadRequested,
  reflectionPageSelected,
} from '@/entities/reflection';
import { $language, localizePath } from '@/shared/i18n';
import { PagedList } from '@/shared/ui';
import * as styles from './ReflectionListPage.css.ts';

/** The reflections of the current page with their states: loading, error with retry, empty, filtered-empty. */
export function ReflectionList({ emotionNames }: { emotionNames: ReadonlyMap<string, string> | null }) {
  const { t } = useTranslation('reflection', { keyPrefix: 'list' });
  const [status, { reflections, total }, filters, client, language, selectPage, reload] = useUnit([
    $reflectionListStatus,
    $reflectionList,
    $reflectionFilters,
    $activeClient,
    $language,
    reflectionPageSelected,
    reflectionListReloadRequested,
  ]);
  return (
    <PagedList
      status={status}
      ready={client !== null}
      items={reflections}
      total={total}
      page={filters.page}
      pageSize={REFLECTION_PAGE_SIZE}
      filtered={isReflectionListFiltered(filters)}
      messages={(key, options) => t(key, options)}
      onRetry={reload}
      onPageSelect={selectPage}
      itemKey={(reflection) => reflection.id}
      renderItem={(reflection) => (
        <ReflectionCard
          reflection={reflection}
          emotionNames={emotionNames}
          href={localizePath(`/app/reflection/${reflection.id}`, language)}
        />
      )}
      emptyAction={
        <Link to={localizePath('/app/reflection/new', language)} className={styles.primaryLink}>
          {t('newReflection')}
        </Link>
      }
      skeletonHeight="8rem"
      listLabel={t('title')}
    />
  );
}
