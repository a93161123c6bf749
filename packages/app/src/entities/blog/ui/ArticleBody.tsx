import { useMemo } from 'react';
import { sanitizeArticleHtml } from '../lib/sanitize.ts';
import * as styles from './BlogArticle.css.ts';

export interface ArticleBodyProps {
  /** The article's HTML as the platform stores it: untrusted, sanitized here. */
  html: string;
  /** The language the text is in (BCP 47), when it differs from the page's. */
  lang?: string;
}

/** The article's text, through the sanitizer's allow-list (never the raw HTML). */
export function ArticleBody({ html, lang }: ArticleBodyProps) {
  const clean = useMemo(() => sanitizeArticleHtml(html), [html]);
  return <div className={styles.body} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
