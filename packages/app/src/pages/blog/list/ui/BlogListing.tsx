import { Link, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $blogListStatus,
  $blogPage,
  blogListOpened,
  blogListRetried,
  listingPath,
  pageFromSearch,
  type BlogListingKind,
} from '@/entities/blog';
import { $language, localizePath, usePageTranslations } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { PageIntro, pageStyles } from '@/shared/ui';
import { ArticleList } from './ArticleList.tsx';
import * as styles from './BlogList.css.ts';

export interface BlogListingProps {
  kind: BlogListingKind;
  /** The category's slug or the tag's name. */
  value?: string;
}

/**
 * A blog list page: its title and lead, the links between the blog's sections, and one page of 12
 * articles (`?page=` from the address). Category and tag pages are named by the articles' own titles
 * for them once loaded (the address carries the slug only).
 */
export function BlogListing({ kind, value }: BlogListingProps) {
  usePageTranslations(['blog']);
  const { t } = useTranslation('blog', { keyPrefix: 'list' });
  const [language, data, status, open, retry] = useUnit([
    $language,
    $blogPage,
    $blogListStatus,
    blogListOpened,
    blogListRetried,
  ]);
  const page = pageFromSearch(useSearch({ strict: false, select: (search) => search.page }));
  useEffect(() => {
    open(value === undefined ? { kind, page } : { kind, value, page });
  }, [open, kind, value, page]);

  const terms = data?.articles.flatMap((article) => (kind === 'tag' ? article.tags : article.categories));
  const name = terms?.find((term) => term.slug === value)?.title ?? value ?? '';
  const texts =
    kind === 'category' || kind === 'tag'
      ? {
          eyebrow: t(`${kind}.eyebrow`),
          title: t(`${kind}.title`, { name }),
          lead: t(`${kind}.lead`, { name }),
          documentTitle: t(`${kind}.documentTitle`, { name }),
          description: t(`${kind}.description`, { name }),
        }
      : {
          eyebrow: t('eyebrow'),
          title: t(`${kind}.title`),
          lead: t(`${kind}.lead`),
          documentTitle: t(`${kind}.documentTitle`),
          description: t(`${kind}.description`),
        };
  usePageMeta({ title: texts.documentTitle, description: texts.description });
  const path = listingPath(value === undefined ? { kind } : { kind, value });

  return (
    <main className={pageStyles.page}>
      <PageIntro eyebrow={texts.eyebrow} title={texts.title} lead={texts.lead} />
      <nav aria-label={t('nav.label')}>
        <ul className={styles.sections}>
          <li>
            <Link
              to={localizePath('/blog', language)}
              className={styles.sectionLink}
              activeOptions={{ exact: true, includeSearch: false }}
            >
              {t('nav.all')}
            </Link>
          </li>
          <li>
            <Link
              to={localizePath('/blog/popular', language)}
              className={styles.sectionLink}
              activeOptions={{ exact: true, includeSearch: false }}
            >
              {t('nav.popular')}
            </Link>
          </li>
        </ul>
      </nav>
      <section className={pageStyles.section} aria-label={texts.title}>
        <ArticleList
          data={status === 'pending' ? null : data}
          status={status}
          onRetry={retry}
          path={path}
          isAll={kind === 'all'}
        />
      </section>
    </main>
  );
}
