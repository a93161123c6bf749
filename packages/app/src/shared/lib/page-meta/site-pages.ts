/**
 * The public pages crawlers are told about (spec section 2, "Sitemap"): paths without a locale prefix,
 * each listed in both languages. Plain data with no browser or Vite globals, so the build's sitemap
 * plugin reads it too; a test compares it with the router's public routes, so the two cannot drift.
 */
export type ChangeFrequency = 'daily' | 'weekly' | 'monthly';

export interface SitemapPage {
  path: string;
  priority: number;
  changefreq: ChangeFrequency;
}

export const SITEMAP_PAGES: readonly SitemapPage[] = [
  { path: '/', priority: 1, changefreq: 'daily' },
  { path: '/about', priority: 0.8, changefreq: 'weekly' },
  { path: '/product', priority: 0.8, changefreq: 'weekly' },
  { path: '/pricing', priority: 0.8, changefreq: 'weekly' },
  { path: '/contact', priority: 0.7, changefreq: 'weekly' },
  { path: '/faq', priority: 0.7, changefreq: 'weekly' },
  { path: '/legal/terms', priority: 0.3, changefreq: 'monthly' },
  { path: '/legal/privacy', priority: 0.3, changefreq: 'monthly' },
  { path: '/legal/cookies', priority: 0.3, changefreq: 'monthly' },
  { path: '/docs/local-encryption', priority: 0.6, changefreq: 'monthly' },
  // Spec: "blog pages included"; the build adds each article, category and tag (blogSitemapPages).
  { path: '/blog', priority: 0.7, changefreq: 'daily' },
  { path: '/blog/popular', priority: 0.5, changefreq: 'weekly' },
];

/**
 * Public routes with a parameter, in the router's notation: indexed (an article is content like any other
 * page), though the sitemap does not list their values yet.
 */
export const PARAMETRIC_PUBLIC_PATHS: readonly string[] = [
  '/blog/category/$category',
  '/blog/tag/$tag',
  '/blog/$slug',
];

/** `/blog/$slug` → /^\/blog\/[^/]+$/. */
function routePattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/\$[A-Za-z]+/g, '[^/]+').replace(/\//g, '\\/')}$`);
}

const PARAMETRIC_PATTERNS = PARAMETRIC_PUBLIC_PATHS.map(routePattern);

/**
 * Public pages kept out of the sitemap and marked `noindex`: the error screens for support staff (the
 * spec excludes them), the unsubscribe form and a group invite's landing, which only make sense from a
 * link, and the blog's authoring pages (for editors, signed in).
 */
export const UNLISTED_PUBLIC_PATHS: readonly string[] = [
  '/error-demo',
  '/unsubscribe',
  '/groups/invite',
  '/blog/create',
  '/blog/edit/$slug',
];

const UNLISTED_PATTERNS = UNLISTED_PUBLIC_PATHS.map(routePattern);

/**
 * Route trees crawlers are kept out of (spec: auth and app pages are excluded; the blog's authoring
 * pages too), in every language.
 */
export const PRIVATE_PATH_PREFIXES: readonly string[] = ['/app', '/auth', '/blog/create', '/blog/edit/'];

/** Whether a public path (without locale prefix) is one search engines should index. */
export function isIndexedPath(path: string): boolean {
  if (UNLISTED_PATTERNS.some((pattern) => pattern.test(path))) return false;
  return (
    SITEMAP_PAGES.some((page) => page.path === path) ||
    PARAMETRIC_PATTERNS.some((pattern) => pattern.test(path))
  );
}
