import { useLocation } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useContext, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../config/index.ts';
import { $language, parseLocalePath } from '../../i18n/index.ts';
import { applyHeadTags } from './apply-head.ts';
import { HeadCollectorContext } from './head-collector.ts';
import { buildHeadTags, type ArticleMeta } from './head-tags.ts';
import { keywordsKeyOf } from './page-keys.ts';
import { isIndexedPath } from './site-pages.ts';

export interface PageMeta {
  /** The document title, e.g. "About – Emotion Guru". */
  title: string;
  /** The `<meta name="description">` text search engines and link previews show. */
  description?: string;
  /** Comma-separated keywords; by default the page's own from `landing:seo.keywords` (at most 10 are kept). */
  keywords?: string;
  /** A blog article's facts, for an Open Graph article and a BlogPosting in the JSON-LD. */
  article?: ArticleMeta;
}

function descriptionElement(): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.append(element);
  }
  return element;
}

/** `/tr/about/` → `/about`. */
function publicPath(pathname: string): string {
  const { rest } = parseLocalePath(pathname);
  return rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
}

/**
 * A public page's head while it is shown: the document title and meta description, plus keywords, the
 * canonical URL, hreflang alternates (en-US, tr-TR, x-default), Open Graph and Twitter cards with the
 * share image, and the Organization / WebSite / SoftwareApplication JSON-LD. Each tag exists once: a
 * page updates what the previous one (or index.html) left, and leaving gives the previous values back.
 * While prerendering, the same head goes to the HeadCollectorContext's collector instead.
 */
export function usePageMeta({ title, description, keywords, article }: PageMeta): void {
  const { t } = useTranslation('landing');
  const language = useUnit($language);
  const path = publicPath(useLocation({ select: (location) => location.pathname }));

  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    const element = descriptionElement();
    const previous = element.content;
    element.content = description;
    return () => {
      element.content = previous;
    };
  }, [description]);

  const pageKeywords = keywords ?? t(`seo.keywords.${keywordsKeyOf(path)}`);
  const siteName = t('seo.siteName');
  const appDescription = t('seo.appDescription');
  const imageAlt = t('seo.imageAlt');
  // By value: a page passes a new object on every render, and the head changes only when the facts do.
  const articleFacts = article ? JSON.stringify(article) : '';
  const tags = useMemo(
    () =>
      buildHeadTags({
        origin: appConfig().siteUrl,
        path,
        language,
        title,
        description: description ?? appDescription,
        keywords: pageKeywords,
        siteName,
        appDescription,
        imageAlt,
        indexed: isIndexedPath(path),
        article: articleFacts === '' ? undefined : (JSON.parse(articleFacts) as ArticleMeta),
      }),
    [path, language, title, description, pageKeywords, siteName, appDescription, imageAlt, articleFacts],
  );
  useEffect(() => applyHeadTags(document.head, tags), [tags]);

  // Prerendering: effects never run there, so the head is handed over while rendering.
  const collect = useContext(HeadCollectorContext);
  collect?.({ title, ...(description === undefined ? {} : { description }), tags });
}
