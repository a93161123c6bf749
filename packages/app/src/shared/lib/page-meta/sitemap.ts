import type { BlogArticleSummary } from '@emotion-guru/platform-sdk';
import { SUPPORTED_LANGUAGES, type Language } from '../../locale/languages.ts';
import { localizePath } from '../../locale/locale-path.ts';
import { PRIVATE_PATH_PREFIXES, SITEMAP_PAGES, type SitemapPage } from './site-pages.ts';

/** The page's absolute URL in a language: `https://site/tr/about`. */
export function pageUrl(origin: string, path: string, language: Language): string {
  return `${origin}${localizePath(path, language)}`;
}

/** hreflang alternates of a page: one per language and x-default (the English, unprefixed, URL). */
export function alternateUrls(origin: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...SUPPORTED_LANGUAGES.map((language) => ({ hreflang: language, href: pageUrl(origin, path, language) })),
    { hreflang: 'x-default', href: pageUrl(origin, path, 'en-US') },
  ];
}

/** Text for XML or HTML, in an element or a double-quoted attribute: `&`, `<`, `>` and `"` escaped. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: every listed page once per language, each with its hreflang alternates, priority and
 * change frequency (spec section 2).
 */
export function buildSitemap(origin: string, pages: readonly SitemapPage[] = SITEMAP_PAGES): string {
  const urls = pages.flatMap((page) =>
    SUPPORTED_LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeXml(pageUrl(origin, page.path, language))}</loc>`,
        ...alternateUrls(origin, page.path).map(
          ({ hreflang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
        ),
        `    <changefreq>${page.changefreq}</changefreq>`,
        `    <priority>${page.priority.toFixed(1)}</priority>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The blog's own pages for the sitemap, from its published articles: each article, and each category and
 * tag they are filed under (once each), by slug. The build adds them to the listed pages.
 */
export function blogSitemapPages(articles: readonly BlogArticleSummary[]): SitemapPage[] {
  const categories = new Set(articles.flatMap((article) => article.categories.map((term) => term.slug)));
  const tags = new Set(articles.flatMap((article) => article.tags.map((term) => term.slug)));
  return [
    ...articles.map((article): SitemapPage => ({
      path: `/blog/${encodeURIComponent(article.slug)}`,
      priority: 0.6,
      changefreq: 'monthly',
    })),
    ...[...categories].map((slug): SitemapPage => ({
      path: `/blog/category/${encodeURIComponent(slug)}`,
      priority: 0.5,
      changefreq: 'weekly',
    })),
    ...[...tags].map((slug): SitemapPage => ({
      path: `/blog/tag/${encodeURIComponent(slug)}`,
      priority: 0.4,
      changefreq: 'weekly',
    })),
  ];
}

/** robots.txt: everything but the app and sign-in trees (in every language), and where the sitemap is. */
export function buildRobots(origin: string): string {
  const disallowed = SUPPORTED_LANGUAGES.flatMap((language) =>
    PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${localizePath(prefix, language)}`),
  );
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
