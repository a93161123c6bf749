import type { BlogArticleSummary } from '@emotion-guru/platform-sdk';
import { useTranslation } from 'react-i18next';
import { ArticleCard } from '@/entities/blog';
import * as styles from './BlogArticle.css.ts';

/** Other articles to read next (nothing when there are none). */
export function RelatedArticles({ articles }: { articles: readonly BlogArticleSummary[] }) {
  const { t } = useTranslation('blog', { keyPrefix: 'article' });
  if (articles.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title">{t('related')}</h2>
      <ul className={styles.relatedList}>
        {articles.map((article) => (
          <li key={article.slug} className={styles.relatedItem}>
            <ArticleCard article={article} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
