/**
 * The build's `sitemap.xml` and `robots.txt`, generated from the public pages page-meta lists
 * (src/shared/lib/page-meta/site-pages.ts, checked against the router by src/app/sitemap-routes.test.tsx),
 * for the site's origin (`VITE_SITE_URL`), and the web app manifest of each language (its words from the
 * `site` namespace's `webAppManifest`). The dev server answers the same paths.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { readSiteUrl } from '../src/shared/config/site.ts';
import { SUPPORTED_LANGUAGES, type Language } from '../src/shared/locale/languages.ts';
import { buildRobots, buildSitemap } from '../src/shared/lib/page-meta/sitemap.ts';
import {
  buildWebAppManifest,
  manifestPath,
  type ManifestStrings,
} from '../src/shared/lib/page-meta/web-app-manifest.ts';

function manifestStrings(language: Language): ManifestStrings {
  const site = JSON.parse(
    readFileSync(new URL(`../public/locales/${language}/site.json`, import.meta.url), 'utf8'),
  ) as { webAppManifest: ManifestStrings };
  return site.webAppManifest;
}

/** Each language's manifest, by file name. */
export function manifestFiles(): Record<string, { type: string; body: string }> {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      manifestPath(language).slice(1),
      {
        type: 'application/manifest+json; charset=utf-8',
        body: `${JSON.stringify(buildWebAppManifest(language, manifestStrings(language)), null, 2)}\n`,
      },
    ]),
  );
}

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
        ...manifestFiles(),
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
