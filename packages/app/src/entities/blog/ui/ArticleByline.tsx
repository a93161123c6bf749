import type { BlogArticleSummary } from '@emotion-guru/platform-sdk';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import { formatLongDate } from '@/shared/lib/local-time';
import * as styles from './ArticleCard.css.ts';

export interface ArticleBylineProps {
  article: Pick<BlogArticleSummary, 'author' | 'publishDate' | 'readingTime'>;
}

/** Who wrote an article, when it was published and how long it takes to read. */
export function ArticleByline({ article }: ArticleBylineProps) {
  const { t } = useTranslation('blog', { keyPrefix: 'card' });
  const language = useUnit($language);
  const date = formatLongDate(article.publishDate, language);
  return (
    <p className={styles.byline}>
      {article.author !== '' && <span>{t('by', { author: article.author })}</span>}
      {date !== '' && (
        <span>
          <time dateTime={article.publishDate}>{date}</time>
        </span>
      )}
      <span>{t('readingTime', { count: article.readingTime })}</span>
    </p>
  );
}
