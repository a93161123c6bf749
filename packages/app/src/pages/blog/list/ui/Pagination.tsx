import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './BlogList.css.ts';

export interface PaginationProps {
  /** The listing's public path without a locale prefix (`/blog`, `/blog/tag/ai`). */
  path: string;
  page: number;
  pageCount: number;
}

/** Pages as real links (`?page=2`), so each page has its own address; nothing when there is one page. */
export function Pagination({ path, page, pageCount }: PaginationProps) {
  const { t } = useTranslation('blog', { keyPrefix: 'list.pagination' });
  const language = useUnit($language);
  if (pageCount <= 1) return null;
  const to = localizePath(path, language);
  // `page` travels as a number (`?page=2`, as the route's validateSearch reads it); a string would be
  // written quoted. The typed search of a path computed at run time only knows strings, hence the cast.
  const search = (target: number) =>
    (target > 1 ? { page: target } : {}) as unknown as Record<string, string>;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={t('label')}>
      <ul className={styles.pager}>
        {page > 1 && (
          <li>
            <Link
              to={to}
              search={search(page - 1)}
              rel="prev"
              className={styles.pageLink}
              activeOptions={{ exact: true, includeSearch: true }}
            >
              {t('previous')}
            </Link>
          </li>
        )}
        {pages.map((target) => (
          <li key={target}>
            <Link
              to={to}
              search={search(target)}
              aria-label={t('page', { page: target })}
              aria-current={target === page ? 'page' : undefined}
              activeOptions={{ exact: true, includeSearch: true }}
              className={styles.pageLink}
            >
              {target}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link
              to={to}
              search={search(page + 1)}
              rel="next"
              className={styles.pageLink}
              activeOptions={{ exact: true, includeSearch: true }}
            >
              {t('next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
