import type { BlogArticleSummary } from '@emotion-guru/platform-sdk';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { $language, localizePath } from '@/shared/i18n';
import { articlePath } from '../lib/listing.ts';
import { ArticleByline } from './ArticleByline.tsx';
import * as styles from './ArticleCard.css.ts';
import { ArticleTerms } from './ArticleTerms.tsx';

/** The cover images' size (the platform's covers are 1200 × 630, the share-card size). */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

export interface ArticleCardProps {
  article: BlogArticleSummary;
  /** The card title's heading level (2 on a list page, 3 under an article's "Read next"). */
  headingLevel?: 2 | 3;
}

/** One article in a list: cover, title (the link to it), description, byline and categories. */
export function ArticleCard({ article, headingLevel = 2 }: ArticleCardProps) {
  const language = useUnit($language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {article.imageUrl !== null && (
        <img
          className={styles.cover}
          src={article.imageUrl}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={localizePath(articlePath(article.slug), language)} className={styles.titleLink}>
            {article.title}
          </Link>
        </Heading>
        <ArticleByline article={article} />
        {article.description !== '' && <p className={styles.description}>{article.description}</p>}
        <ArticleTerms categories={article.categories} />
      </div>
    </article>
  );
}
