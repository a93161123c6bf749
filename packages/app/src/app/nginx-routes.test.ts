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

/** The regex locations of site.conf that answer with the app's HTML, as JavaScript regular expressions. */
const appLocations = [...site.matchAll(/location ~ (\S+) \{([^}]*)\}/g)]
  .filter(([, , body]) => (body ?? '').includes('try_files /index.html'))
  .map(([, pattern]) => new RegExp(pattern ?? ''));
const redirects = [...site.matchAll(/location ~ (\S+)\s*\{\s*return 301 ([^;]+);/g)].map(
  ([, pattern, target]) => ({
    pattern: new RegExp(pattern ?? ''),
    target: target ?? '',
  }),
);
const answersWithApp = (path: string) => appLocations.some((pattern) => pattern.test(path));

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
