import type { BlogArticleSummary } from '@emotion-guru/platform-sdk';
import type { Language } from '../../locale/languages.ts';
import { escapeXml, pageUrl } from './sitemap.ts';

/** Where each language's feed is served: `/blog/rss.xml`, `/tr/blog/rss.xml` (issue #15). */
export const RSS_PATH = '/blog/rss.xml';

/** The feed's text: XML-escaped, apostrophes too. */
const escapeText = (text: string) => escapeXml(text).replace(/'/g, '&apos;');

/** RFC 822 dates, as RSS 2.0 wants them: `Sun, 01 Nov 2026 09:00:00 GMT`. */
const rssDate = (iso: string) => new Date(iso).toUTCString();

export interface RssChannel {
  /** The site's origin (`VITE_SITE_URL`): links in a feed are absolute. */
  origin: string;
  language: Language;
  /** The blog's title and description in the feed's language. */
  title: string;
  description: string;
  /** The published articles, in the feed's language. */
  articles: readonly BlogArticleSummary[];
}

/**
 * The blog's RSS 2.0 feed in one language: its newest articles first, each with its address in that
 * language, summary, author, publication date, categories and tags, and the feed's own address
 * (`atom:link rel="self"`, as feed validators expect).
 */
export function buildRssFeed({ origin, language, title, description, articles }: RssChannel): string {
  const newestFirst = [...articles].sort((a, b) => Date.parse(b.publishDate) - Date.parse(a.publishDate));
  const items = newestFirst.map((article) => {
    const link = pageUrl(origin, `/blog/${article.slug}`, language);
    return [
      '    <item>',
      `      <title>${escapeText(article.title)}</title>`,
      `      <link>${escapeText(link)}</link>`,
      `      <guid isPermaLink="true">${escapeText(link)}</guid>`,
      `      <description>${escapeText(article.description)}</description>`,
      ...(article.author ? [`      <dc:creator>${escapeText(article.author)}</dc:creator>`] : []),
      `      <pubDate>${rssDate(article.publishDate)}</pubDate>`,
      ...[...article.categories, ...article.tags].map(
        (term) => `      <category>${escapeText(term.title)}</category>`,
      ),
      '    </item>',
    ].join('\n');
  });
  const newest = newestFirst[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeText(title)}</title>`,
    `    <link>${escapeText(pageUrl(origin, '/blog', language))}</link>`,
    `    <atom:link href="${escapeText(pageUrl(origin, RSS_PATH, language))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeText(description)}</description>`,
    `    <language>${language}</language>`,
    ...(newest ? [`    <lastBuildDate>${rssDate(newest.publishDate)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
