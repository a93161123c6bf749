/**
 * The build's `sitemap.xml` and `robots.txt`, generated from the public pages page-meta lists
 * (src/shared/lib/page-meta/site-pages.ts, checked against the router by src/app/sitemap-routes.test.tsx),
 * for the site's origin (`VITE_SITE_URL`). The dev server answers the same two paths.
 */
import type { Plugin } from 'vite';
import { readSiteUrl } from '../src/shared/config/site.ts';
import { buildRobots, buildSitemap } from '../src/shared/lib/page-meta/sitemap.ts';

export function seoFiles(): Plugin {
  let files: Record<string, { type: string; body: string }> = {};
  return {
    name: 'emotion-guru:seo-files',
    configResolved(config) {
      const origin = readSiteUrl(
        typeof config.env.VITE_SITE_URL === 'string' ? config.env.VITE_SITE_URL : undefined,
      );
      files = {
        'sitemap.xml': { type: 'application/xml; charset=utf-8', body: buildSitemap(origin) },
        'robots.txt': { type: 'text/plain; charset=utf-8', body: buildRobots(origin) },
      };
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files[(request.url ?? '').split('?')[0]?.slice(1) ?? ''];
        if (!file) {
          next();
          return;
        }
        response.setHeader('Content-Type', file.type);
        response.end(file.body);
      });
    },
    generateBundle() {
      for (const [fileName, { body }] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source: body });
      }
    },
  };
}
