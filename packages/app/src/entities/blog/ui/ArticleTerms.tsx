import type { BlogTerm } from '@emotion-guru/platform-sdk';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { listingPath } from '../lib/listing.ts';
import * as styles from './ArticleCard.css.ts';

export interface ArticleTermsProps {
  categories: readonly BlogTerm[];
  tags?: readonly BlogTerm[];
}

/** An article's categories and tags as links to their lists (`/blog/category/{slug}`, `/blog/tag/{name}`). */
export function ArticleTerms({ categories, tags = [] }: ArticleTermsProps) {
  const { t } = useTranslation('blog', { keyPrefix: 'card' });
  const language = useUnit($language);
  if (categories.length === 0 && tags.length === 0) return null;
  return (
    <>
      {categories.length > 0 && (
        <ul className={styles.terms} aria-label={t('categories')}>
          {categories.map((category) => (
            <li key={category.slug}>
              <Link
                to={localizePath(listingPath({ kind: 'category', value: category.slug }), language)}
                className={styles.chip}
              >
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {tags.length > 0 && (
        <ul className={styles.terms} aria-label={t('tags')}>
          {tags.map((tag) => (
            <li key={tag.slug}>
              <Link
                to={localizePath(listingPath({ kind: 'tag', value: tag.slug }), language)}
                className={styles.tagChip}
              >
                #{tag.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
