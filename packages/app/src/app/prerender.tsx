/**
 * The server side of prerendering (built by the Vite plugin in scripts/prerender-pages.ts into a
 * Node module after the browser build): one public page rendered to HTML, as the browser would first
 * render it for a signed-out visitor. Each page runs in its own app: its own effector scope, i18next
 * instance and router on a memory history.
 */
import {
  createPlatformClient,
  type BlogArticleSummary,
  type PlatformClient,
} from '@emotion-guru/platform-sdk';
import { createMemoryHistory } from '@tanstack/react-router';
import type { Resource } from 'i18next';
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { prepareServerSanitizer } from '@/entities/blog';
import { readBlogPageData } from '@/entities/blog';
import { fetchPlans } from '@/entities/plan';
import { appConfig } from '@/shared/config';
import { BrandMark } from '@/shared/ui';
import { createI18n, NAMESPACES, type Language } from '@/shared/i18n';
import {
  blogSitemapPages,
  buildRssFeed,
  buildSitemap,
  HeadCollectorContext,
  SITEMAP_PAGES,
  type CollectedHead,
} from '@/shared/lib/page-meta';
import { appShellPlaceholderHtml } from './app-shell-placeholder.ts';
import { applyPrerenderedData, type PrerenderedData } from './prerendered-data.ts';
import { startApp } from './start.tsx';

export { withHead } from '@/shared/lib/page-meta';
export type { PrerenderedData } from './prerendered-data.ts';

export interface PrerenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** What the page puts in the head (title, description, canonical, alternates, structured data). */
  head: CollectedHead | null;
  /** The page's language, for `<html lang>`. */
  language: string;
  /** The translation namespaces the page used: the browser loads them before it hydrates. */
  namespaces: string[];
  /** The platform data it was rendered with, which the browser puts back before it hydrates. */
  data: PrerenderedData;
}

/** What the build reads from its platform for one language: the pages' data, and the blog's articles. */
export interface BuildData extends PrerenderedData {
  /** Every published article, in the language (for the RSS feed). */
  articles?: BlogArticleSummary[];
  /**
   * The blog's pages (`/blog`, `/blog/popular`, each article, category and tag; paths without a locale
   * prefix) with the data each is prerendered with.
   */
  blogPages?: Record<string, PrerenderedData>;
}

/** The blog's pages, from its list and its articles (the sitemap's). */
function blogPaths(articles: BlogArticleSummary[]): string[] {
  const lists = SITEMAP_PAGES.filter((page) => page.path.startsWith('/blog')).map((page) => page.path);
  return [...lists, ...blogSitemapPages(articles).map((page) => page.path)];
}

/** Every page of the blog's list of published articles. */
async function allArticles(platform: PlatformClient): Promise<BlogArticleSummary[]> {
  const first = await platform.blog.list({ page: 1 });
  const rest = await Promise.all(
    Array.from({ length: first.pageCount - 1 }, (_, index) => platform.blog.list({ page: index + 2 })),
  );
  return [first, ...rest].flatMap((page) => page.articles);
}

/**
 * What each language's pages and feed are built with, from the build's platform: the configured one, or
 * (a build without `VITE_PLATFORM_URL`, whose app talks to the emulator) the emulator, run once in this
 * process for every language. A platform that cannot be reached is a warning, not a failed build: that
 * language's pages then show their loading state until the browser asks, and it has no feed.
 */
export async function loadBuildData(
  languages: readonly Language[],
): Promise<Partial<Record<Language, BuildData>>> {
  const { apiUrl, tenantCode, useEmulator } = appConfig();
  const emulator = useEmulator ? (await import('@emotion-guru/mocks/node')).createEmulatorServer() : null;
  emulator?.listen({ onUnhandledFrame: 'bypass' });
  const read = async (language: Language): Promise<BuildData> => {
    try {
      const platform = createPlatformClient({ apiUrl, tenantCode, language: () => language });
      const [plans, articles] = await Promise.all([fetchPlans(platform), allArticles(platform)]);
      const blogPages: Record<string, PrerenderedData> = {};
      for (const path of blogPaths(articles)) {
        blogPages[path] = await readBlogPageData(path, language, platform);
      }
      return { plans, articles, blogPages };
    } catch (error) {
      console.warn(`Prerendering without platform data: ${apiUrl} did not answer (${String(error)})`);
      return {};
    }
  };
  try {
    const data: Partial<Record<Language, BuildData>> = {};
    for (const language of languages) data[language] = await read(language);
    return data;
  } finally {
    emulator?.close();
  }
}

/** The blog's RSS feed in a language (`/blog/rss.xml`, `/tr/blog/rss.xml`), titled as the blog is. */
export async function blogFeed(
  language: Language,
  articles: BlogArticleSummary[],
  resources: Resource,
): Promise<string> {
  const i18n = await createI18n({ language, resources, namespaces: ['blog'] });
  return buildRssFeed({
    origin: appConfig().siteUrl,
    language,
    title: i18n.t('blog:list.all.documentTitle'),
    description: i18n.t('blog:list.all.description'),
    articles,
  });
}

/** sitemap.xml with the blog's articles, categories and tags after the listed pages (issue #15). */
/** The app shell's placeholder (app-shell-placeholder.ts) with the brand mark the app draws. */
export function appShellPlaceholder(): string {
  return appShellPlaceholderHtml(renderToStaticMarkup(<BrandMark size={56} />));
}

export function sitemapWithBlog(articles: BlogArticleSummary[]): string {
  return buildSitemap(appConfig().siteUrl, [...SITEMAP_PAGES, ...blogSitemapPages(articles)]);
}

let sanitizerReady = false;

export async function prerenderPage(
  pathname: string,
  resources: Resource,
  data: PrerenderedData = {},
): Promise<PrerenderedPage> {
  // An article's HTML is sanitized as the browser does it, on a DOM of jsdom's (Node has none).
  if (!sanitizerReady) prepareServerSanitizer(new JSDOM('').window, new URL(appConfig().siteUrl).origin);
  sanitizerReady = true;
  const history = createMemoryHistory({ initialEntries: [pathname] });
  const { router, element, i18n, scope } = await startApp({ pathname, history, resources });
  await applyPrerenderedData(scope, data);
  // Nothing may suspend while rendering (a suspended part would be written as its fallback): every
  // namespace is ready, and the router has loaded the page's code.
  await i18n.loadNamespaces([...NAMESPACES]);
  // Scroll restoration would write an inline script (forbidden by the CSP); the browser restores scroll itself.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  let head: CollectedHead | null = null;
  const collect = (collected: CollectedHead) => {
    head = collected;
  };
  // renderToString, not react-dom/static's prerender: that one writes parts as out-of-order segments with an
  // inline script to swap them in, which the CSP forbids and a browser without JavaScript never runs.
  const html = renderToString(
    <HeadCollectorContext.Provider value={collect}>{element}</HeadCollectorContext.Provider>,
  );
  const namespaces = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  return { html, head, language: i18n.language, namespaces, data };
}
