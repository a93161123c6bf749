import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import type { BlogPage } from '@emotion-guru/platform-sdk';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ArticleCard } from '@/entities/blog';
import { $language, localizePath } from '@/shared/i18n';
import { pageStyles } from '@/shared/ui';
import * as cardStyles from './BlogList.css.ts';
import { Pagination } from './Pagination.tsx';

export interface ArticleListProps {
  /** The page loaded, or null while loading or after a failure. */
  data: BlogPage | null;
  status: 'initial' | 'pending' | 'done' | 'fail';
  onRetry: () => void;
  /** The listing's public path (pagination links). */
  path: string;
  /** Whether this listing is the whole blog (its empty state then offers no way back to it). */
  isAll: boolean;
}

/** A listing's articles with its states: loading, failed with retry, empty, the cards and the pager. */
export function ArticleList({ data, status, onRetry, path, isAll }: ArticleListProps) {
  const { t } = useTranslation('blog', { keyPrefix: 'list' });
  const language = useUnit($language);
  if (status === 'fail') {
    return (
      <EmptyState
        title={t('failed.title')}
        description={t('failed.description')}
        action={
          <Button type="button" onClick={onRetry}>
            {t('failed.retry')}
          </Button>
        }
      />
    );
  }
  if (data === null) {
    return (
      <div role="status" aria-busy="true" className={cardStyles.skeletons}>
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height="22rem" />
        ))}
      </div>
    );
  }
  if (data.articles.length === 0) {
    return (
      <EmptyState
        title={t('empty.title')}
        description={t('empty.description')}
        action={
          isAll ? undefined : (
            <Link to={localizePath('/blog', language)} className={pageStyles.ctaSecondary}>
              {t('empty.back')}
            </Link>
          )
        }
      />
    );
  }
  return (
    <div className={cardStyles.results}>
      <p className={cardStyles.count}>
        {t('count', { count: data.totalCount })}
        {data.pageCount > 1 && (
          <> · {t('pagination.status', { page: data.page, pageCount: data.pageCount })}</>
        )}
      </p>
      <ul className={cardStyles.grid}>
        {data.articles.map((article) => (
          <li key={article.slug} className={cardStyles.item}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      <Pagination path={path} page={data.page} pageCount={data.pageCount} />
    </div>
  );
}
