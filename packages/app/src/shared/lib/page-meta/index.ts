export { usePageMeta, type PageMeta } from './use-page-meta.ts';
export { PARAMETRIC_PUBLIC_PATHS, SITEMAP_PAGES, UNLISTED_PUBLIC_PATHS } from './site-pages.ts';
export { HeadCollectorContext, withHead, type CollectedHead } from './head-collector.ts';
export { buildRssFeed } from './rss.ts';
export { blogSitemapPages, buildSitemap } from './sitemap.ts';
