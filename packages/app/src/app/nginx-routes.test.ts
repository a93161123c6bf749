import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITEMAP_PAGES, UNLISTED_PUBLIC_PATHS } from '@/shared/lib/page-meta';
import { STATIC_REDIRECTS } from './routing/redirects.ts';

/**
 * deploy/site.conf (the nginx configuration of the production build, `npm run serve:prod`) against the
 * app's own lists of pages and redirects: a page added to the app but not to the server would be a 404.
 */
const site = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'deploy', 'site.conf'), 'utf8');

/** The locations of site.conf that answer a page (a prerendered one or the app shell), as regular expressions. */
// A location's body: up to its closing brace (a variable may be written `${name}`).
const pageLocations = [...site.matchAll(/location (~|=) (\S+) \{((?:[^{}]|\$\{\w+\})*)\}/g)]
  .filter(([, , , body]) => /try_files \S*\/(index|app)\.html/.test(body ?? ''))
  .map(([, kind, pattern = '', body = '']) => ({
    // `location = /` matches that path exactly; `location ~ …` is a regular expression.
    pattern: kind === '=' ? new RegExp(`^${pattern.replace(/[/.]/g, '\\$&')}$`) : new RegExp(pattern),
    body,
  }));
const redirects = [...site.matchAll(/location ~ (\S+)\s*\{\s*return 301 ([^;]+);/g)].map(
  ([, pattern, target]) => ({
    pattern: new RegExp(pattern ?? ''),
    target: target ?? '',
  }),
);
const locationOf = (path: string) => pageLocations.find(({ pattern }) => pattern.test(path));
const answersWithApp = (path: string) => locationOf(path) !== undefined;

/** The file nginx tries first for a path: `$page` filled from the location's named group. */
function firstFile(path: string): string | undefined {
  const location = locationOf(path);
  const file = /try_files (\S+)/.exec(location?.body ?? '')?.[1];
  const page = location?.pattern.exec(path)?.groups?.['page'];
  return page === undefined ? file : file?.replace('$page', page);
}

describe('deploy/site.conf', () => {
  it('answers every public page of the app in both languages, with or without a trailing slash', () => {
    const paths = [...SITEMAP_PAGES.map((page) => page.path), ...UNLISTED_PUBLIC_PATHS];
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const turkish = path === '/' ? '/tr' : `/tr${path}`;
      for (const variant of [path, turkish, `${turkish}/`])
        expect(answersWithApp(variant), variant).toBe(true);
    }
  });

  it('answers each prerendered page with its file, in both languages', () => {
    const prerendered = readFileSync(
      join(import.meta.dirname, '..', '..', 'scripts', 'prerender-pages.ts'),
      'utf8',
    );
    expect(prerendered).toContain("'/error-demo'");
    for (const [path, file] of [
      ['/', '/index.html'],
      ['/tr', '/tr/index.html'],
      ['/tr/', '/tr/index.html'],
      ['/about', '/about/index.html'],
      ['/tr/legal/terms/', '/tr/legal/terms/index.html'],
      ['/docs/local-encryption', '/docs/local-encryption/index.html'],
      ['/groups/invite', '/groups/invite/index.html'],
      ['/app/dashboard', '/app.html'],
      ['/tr/auth/login', '/app.html'],
      ['/blog/mental-loops', '/blog/mental-loops/index.html'],
      ['/tr/blog/tag/ai/', '/tr/blog/tag/ai/index.html'],
      ['/blog', '/blog/index.html'],
      ['/tr/blog/edit/mental-loops', '/app.html'],
      ['/blog/create/', '/app.html'],
    ] as const) {
      expect(firstFile(path), path).toBe(file);
    }
    expect(site).toMatch(/try_files \/\$page\/index\.html \/app\.html =404;/);
    expect(site).toContain('error_page 404 /404.html;');
    expect(site).toContain('error_page 404 /tr/404.html;');
  });

  it('answers the sign-in pages, the whole app area and the blog in both languages', () => {
    for (const path of [
      '/auth/login',
      '/tr/auth/register',
      '/app',
      '/app/dashboard',
      '/tr/app/reflection/r-1',
      '/blog/mental-loops',
      '/tr/blog/category/guides',
      '/blog/tag/ai/',
    ]) {
      expect(answersWithApp(path), path).toBe(true);
    }
  });

  it('serves each language’s RSS feed as the file the build wrote, ahead of the blog’s pages', () => {
    // nginx takes the first regular-expression location that matches, in the file's order.
    const locations = [...site.matchAll(/location ~ (\S+) \{([\s\S]*?)\n {4}\}/g)].map(
      ([, pattern = '', body = '']) => ({ pattern: new RegExp(pattern), body }),
    );
    for (const path of ['/blog/rss.xml', '/tr/blog/rss.xml']) {
      const first = locations.find(({ pattern }) => pattern.test(path));
      expect(first?.body, path).toContain('try_files $uri =404;');
      expect(first?.body, path).toContain('default_type "application/rss+xml; charset=utf-8";');
    }
    const blogList = locations.find(({ pattern }) => pattern.test('/blog/popular'));
    expect(blogList?.body).toContain('try_files /$page/index.html /app.html');
  });

  it('answers an article the build did not prerender with 404 and the 404 page of its language', () => {
    for (const [path, notFoundPage] of [
      ['/blog/no-such-article', '/404.html'],
      ['/tr/blog/no-such-article/', '/tr/404.html'],
    ] as const) {
      const location = locationOf(path);
      expect(firstFile(path), path).toBe(`${path.replace(/\/$/, '')}/index.html`);
      // Never the app shell: that would answer 200 for a page that does not exist.
      expect(location?.body, path).toContain('try_files /$page/index.html =404;');
      const errorPage = /error_page 404 (\S+);/.exec(location?.body ?? '')?.[1] ?? '';
      const language = location?.pattern.exec(path)?.groups?.['lang'] ?? '';
      expect(errorPage.replace('${lang}', language), path).toBe(notFoundPage);
    }
    // The lists and the authoring pages are not articles.
    for (const path of ['/blog/popular', '/tr/blog/category/guides', '/blog/create', '/blog/edit/x'])
      expect(locationOf(path)?.body, path).toContain('/app.html');
  });

  it('leaves every other path to the 404', () => {
    for (const path of [
      '/nope',
      '/blogs',
      '/blog/a/b',
      '/aboutx',
      '/about/more',
      '/tr/nope',
      '/en/about',
      '/application',
      '/trabout',
    ]) {
      expect(answersWithApp(path), path).toBe(false);
    }
  });

  it('redirects each address the router redirects, to the same place, keeping the language', () => {
    for (const [from, to] of Object.entries(STATIC_REDIRECTS)) {
      for (const [prefix, path] of [
        ['', `/${from}`],
        ['tr/', `/tr/${from}`],
      ] as const) {
        const rule = redirects.find(({ pattern }) => pattern.test(path));
        expect(rule, path).toBeDefined();
        const target = (rule?.target ?? '').replace('$1', prefix);
        expect(target, path).toBe(prefix ? `/${prefix}${to.slice(1)}` : to);
      }
    }
  });
});
