import { useMemo } from 'react';
import { sanitizeArticleHtml } from '../lib/sanitize.ts';
import * as styles from './ArticleBody.css.ts';

export interface ArticleBodyProps {
  /** The article's HTML as the platform stores it: untrusted, sanitized here. */
  html: string;
  /** The language the text is in (BCP 47), when it differs from the page's. */
  lang?: string;
}

/**
 * The article's text, through the sanitizer's allow-list (never the raw HTML), in the readers' styles:
 * the article page's and the editor's preview, so a preview is what readers will see.
 */
export function ArticleBody({ html, lang }: ArticleBodyProps) {
  const clean = useMemo(() => sanitizeArticleHtml(html), [html]);
  return <div className={styles.body} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
