import type { BlogArticle, BlogArticleSummary } from '@emotion-guru/platform-sdk';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  ArticleBody,
  ArticleByline,
  ArticleTerms,
  COVER_HEIGHT,
  COVER_WIDTH,
  articlePath,
} from '@/entities/blog';
import { $language, isLanguage, localizePath } from '@/shared/i18n';
import { pageStyles } from '@/shared/ui';
import * as styles from './BlogArticle.css.ts';
import { RelatedArticles } from './RelatedArticles.tsx';
import { ShareLinks } from './ShareLinks.tsx';
import { UntranslatedNote } from './UntranslatedNote.tsx';

export interface ArticleViewProps {
  article: BlogArticle;
  related: readonly BlogArticleSummary[];
  /** The article's address, for "Copy link" (the page's own when not given). */
  url?: string;
}

/** One article: back link, title, byline, cover, categories and tags, its text, share links and what to read next. */
export function ArticleView({ article, related, url }: ArticleViewProps) {
  const { t } = useTranslation('blog', { keyPrefix: 'article' });
  const language = useUnit($language);
  const path = articlePath(article.slug);
  const shownIn = isLanguage(article.language) ? article.language : language;
  const textLang = article.inRequestedLanguage ? undefined : article.language;
  return (
    <main className={pageStyles.page}>
      <article className={styles.article}>
        <Link to={localizePath('/blog', language)} className={styles.back}>
          <span aria-hidden="true">← </span>
          {t('back')}
        </Link>
        <header className={pageStyles.header}>
          <h1 className={pageStyles.title}>{article.title}</h1>
          <ArticleByline article={article} />
        </header>
        {article.imageUrl !== null && (
          <img
            className={styles.cover}
            src={article.imageUrl}
            alt=""
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
          />
        )}
        <ArticleTerms categories={article.categories} tags={article.tags} />
        {!article.inRequestedLanguage && <UntranslatedNote path={path} shownIn={shownIn} />}
        {article.description !== '' && (
          <p className={pageStyles.lead} lang={textLang}>
            {article.description}
          </p>
        )}
        <ArticleBody html={article.content} {...(textLang === undefined ? {} : { lang: textLang })} />
        <ShareLinks links={article.socialLinks} url={url} />
      </article>
      <RelatedArticles articles={related} />
    </main>
  );
}
