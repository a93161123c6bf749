/**
 * Prerendering (spec section 2; issue #14): after the browser build, every public page without data of its
 * own is rendered to static HTML in both languages, so a visitor (and a crawler, and a browser without
 * JavaScript) gets the page's content before any script runs; the browser then hydrates it.
 *
 * How: the browser build's `index.html` becomes the template. It is kept as `app.html`, the app shell that
 * the sign-in pages, the app area, group invites, the blog's authoring pages and a blog list the build did
 * not prerender are served from. A second, server build of `src/app/prerender.tsx` renders each page in its own app (own effector
 * scope, i18next instance and router on a memory history), with every translation preloaded. Each page
 * is written to `<path>/index.html` (`/` → `index.html`, `/tr/about` → `tr/about/index.html`); the
 * not-found page of each language to `404.html` and `tr/404.html`.
 *
 * Styles: a page's own styles are in its lazy chunks' CSS, which the browser adds when the chunk loads.
 * A prerendered page must look right before that, so it links one stylesheet of its own,
 * `assets/page-<hash>.css`: the chunk CSS files that style a class its HTML uses, joined in the order the
 * browser would add them (a chunk after the chunks it imports). Pages with the same set share the file.
 *
 * Platform data: the pricing page is prerendered with the build's platform's plans; the blog's pages
 * (`/blog`, `/blog/popular`, every article, category and tag, in both languages) with their articles (an
 * article's HTML sanitized as the browser does, on jsdom's DOM); the blog's RSS feed of each language
 * (`blog/rss.xml`, `tr/blog/rss.xml`) is written from its published articles (`loadBuildData` in
 * src/app/prerender.tsx; the emulator, in this process, for a build without a platform), and `sitemap.xml`
 * gets the blog's articles, categories and tags after the fixed pages. An article published after the
 * build (or any, for a build whose platform did not answer) is not prerendered: the production server
 * answers it with the 404 page and status 404 (deploy/site.conf), whose app starts at once and shows the
 * article from the platform; `vite preview` serves it from the app shell.
 *
 * `vite preview` serves the result the way deploy/site.conf does: a prerendered page by its path, any
 * other page from `app.html`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Resource } from 'i18next';
import { build, type Plugin, type Rollup } from 'vite';
import { isLanguage, SUPPORTED_LANGUAGES, type Language } from '../src/shared/locale/languages.ts';
import { localizePath, parseLocalePath } from '../src/shared/locale/locale-path.ts';
import { SITEMAP_PAGES } from '../src/shared/lib/page-meta/site-pages.ts';
import { manifestPath } from '../src/shared/lib/page-meta/web-app-manifest.ts';
import { escapeXml } from '../src/shared/lib/page-meta/sitemap.ts';
import type { BlogArticleSummary } from '@emotion-guru/platform-sdk';
import type { BuildData, PrerenderedData, PrerenderedPage } from '../src/app/prerender.tsx';
import { RSS_PATH } from '../src/shared/lib/page-meta/rss.ts';

/** The app shell's file in the build: everything that is not prerendered is served from it. */
export const APP_SHELL = 'app.html';

/** Public pages whose content comes from the platform: the blog's are prerendered with it (below), not here. */
const DATA_PAGES = /^\/(blog|groups)(\/|$)/;

/** Public pages prerendered, without locale prefix (the listed ones, and the unlisted ones that need no data). */
export const PRERENDERED_PATHS: readonly string[] = [
  ...SITEMAP_PAGES.map((page) => page.path).filter((path) => !DATA_PAGES.test(path)),
  '/error-demo',
  '/unsubscribe',
];

/** The prerendered pages that show platform data, read from the build's platform (issue #18: the plans). */
const PAGES_WITH_PLANS = new Set(['/pricing']);

/** A path no route knows: renders the not-found page. */
const NOT_FOUND_PROBE = '/__prerender-not-found__';

/**
 * Pages whose app starts at once (src/app/boot.ts), not at the visitor's first move: one that moves by
 * itself (the error demo counts down), and the 404 page, which the server answers for any article the
 * build did not prerender (deploy/site.conf): the app asks the platform, so an article published since
 * the build still opens.
 */
const PAGES_STARTED_AT_ONCE = new Set(['/error-demo', NOT_FOUND_PROBE]);

/** `/about` in Turkish → `tr/about/index.html`; `/` in English → `index.html`. */
export function prerenderedFile(path: string, language: Language): string {
  return join(localizePath(path, language).slice(1), 'index.html');
}

/** Every translation of every language, as i18next's resources. */
function readResources(localesDir: string): Resource {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => {
      const dir = join(localesDir, language);
      const namespaces = readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          file.slice(0, -'.json'.length),
          JSON.parse(readFileSync(join(dir, file), 'utf8')) as object,
        ]);
      return [language, Object.fromEntries(namespaces) as Record<string, object>];
    }),
  );
}

/** The bundle's chunks by file name. */
function chunksByFile(bundle: Rollup.OutputBundle): Map<string, Rollup.OutputChunk> {
  return new Map(
    Object.values(bundle)
      .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

/** Every chunk's CSS in the order the browser adds it: the entry's first, then each chunk after its imports. */
export function cssInLoadOrder(bundle: Rollup.OutputBundle): string[] {
  const chunks = chunksByFile(bundle);
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    for (const imported of chunk.imports) visit(imported);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!ordered.includes(css)) ordered.push(css);
    for (const dynamic of chunk.dynamicImports) visit(dynamic);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  for (const fileName of chunks.keys()) visit(fileName);
  return ordered;
}

/** The class names an HTML document uses. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of names.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The class names a stylesheet's selectors name (`.a:hover .b` → a, b). */
export function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name));
}

export interface ChunkStylesheet {
  source: string;
  classes: Set<string>;
}

/** A page's stylesheet: the chunk stylesheets (in load order) that style any class the page's HTML uses. */
export function stylesheetFor(html: string, stylesheets: readonly ChunkStylesheet[]): string {
  const used = classesIn(html);
  return stylesheets
    .filter(({ classes }) => [...classes].some((name) => used.has(name)))
    .map(({ source }) => source)
    .join('\n');
}

/**
 * The page's HTML: the template with the page's language, head, stylesheet (when it has one) and markup;
 * `#root` names the translation namespaces the page used and carries the platform data it was rendered
 * with (`data-state`, JSON), both for the browser to load before it hydrates.
 */
export function pageHtml(
  template: string,
  page: PrerenderedPage,
  stylesheet: string | null,
  withHead: (template: string, head: NonNullable<PrerenderedPage['head']>) => string,
  { startAtOnce = false }: { startAtOnce?: boolean } = {},
): string {
  let html = template.replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`);
  // The page's language's manifest (the app switches it when it starts; a page is installable before).
  if (isLanguage(page.language)) {
    html = html.replace(
      /<link rel="manifest" href="[^"]*"/,
      `<link rel="manifest" href="${manifestPath(page.language)}"`,
    );
  }
  if (page.head) html = withHead(html, page.head);
  if (stylesheet) {
    html = html.replace('</head>', `  <link rel="stylesheet" crossorigin href="/${stylesheet}">\n  </head>`);
  }
  // A function, not a string, as replacement: the page's text may hold `$&` or `$$`, which a string would expand.
  const state =
    Object.keys(page.data).length > 0 ? ` data-state="${escapeXml(JSON.stringify(page.data))}"` : '';
  return html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root" data-namespaces="${page.namespaces.join(',')}"${state}${startAtOnce ? ' data-start="now"' : ''}>${page.html}</div>`,
  );
}

/** The app shell with its placeholder in `#root` (src/app/app-shell-placeholder.ts), painted before any script runs. */
export function withShellPlaceholder(template: string, placeholder: string): string {
  if (!template.includes('<div id="root"></div>'))
    throw new Error('The app shell has no empty #root to fill');
  return template.replace('<div id="root"></div>', () => `<div id="root">${placeholder}</div>`);
}

/** The prerendered pages' start-up script (src/app/boot.ts) as built. */
export interface BootScript {
  /** Its file. */
  file: string;
  /** The chunks it imports (preloaded with it). */
  imports: readonly string[];
  /** The app it starts: the chunks of the entry it imports on demand, with what they import. */
  app: readonly string[];
}

/** The build's boot chunk (the entry named `boot` in vite.config.ts) and the app it loads. */
export function bootScriptIn(bundle: Rollup.OutputBundle): BootScript {
  const chunks = chunksByFile(bundle);
  const boot = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'boot');
  if (!boot) throw new Error('The build has no `boot` entry (src/app/boot.ts; see vite.config.ts).');
  const app = new Set<string>();
  const visit = (fileName: string) => {
    if (app.has(fileName) || boot.imports.includes(fileName)) return;
    app.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const dynamic of boot.dynamicImports) visit(dynamic);
  return { file: boot.fileName, imports: boot.imports, app: [...app] };
}

/**
 * The boot script without the chunks that were not written: Vite drops a chunk that holds only CSS (a
 * vanilla-extract style module shared by several chunks) after the bundle is generated, and links its
 * stylesheet instead. Listed in `data-app`, such a chunk answered 404 to the page's prefetch (Lighthouse
 * best practices 96: an error in the console).
 */
export function withoutUnwritten(boot: BootScript, written: (file: string) => boolean): BootScript {
  return { ...boot, imports: boot.imports.filter(written), app: boot.app.filter(written) };
}

/**
 * A prerendered page starts the app after it is painted (issue #14): the template's entry script and the
 * entry's preloads give way to the boot script (and preloads of what it imports), which starts the app when
 * the person begins to use the page. The app's chunks are listed on the boot script's element
 * (`data-app`), for it to prefetch once the page has loaded. The stylesheets stay: the page needs them.
 */
export function withDeferredStart(template: string, boot: BootScript): string {
  const entry = /\s*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/;
  if (!entry.test(template))
    throw new Error("The template has no entry script to defer (index.html's build).");
  const app = boot.app.map((file) => `/${file}`).join(' ');
  const preloads = boot.imports.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`);
  return template
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      entry,
      () =>
        `\n    <script type="module" crossorigin src="/${boot.file}" data-app="${app}"></script>${preloads.join('')}`,
    );
}

/** A custom property the design system's theme defines (packages/ui/src/themes/themes.css.ts). */
const THEME_PROPERTY = '--eg-color-background:';

/**
 * Fails the build when the stylesheets every page links do not define the theme's colours: every
 * `var(--eg-…)` would be unset and the whole site colourless. vanilla-extract left the theme's CSS out of
 * about half of the builds while `@emotion-guru/ui/tokens` re-exported the theme classes (a race in its
 * compiler when many `.css.ts` files import a CSS-emitting module); this keeps such a build from shipping.
 */
export function assertThemeIn(template: string, readFile: (file: string) => string): void {
  const linked = [...template.matchAll(/href="\/([^"]+\.css)"/g)].map((match) => match[1] ?? '');
  if (!linked.some((file) => readFile(file).includes(THEME_PROPERTY))) {
    throw new Error(
      `The build's stylesheets lack the theme (${THEME_PROPERTY} is defined nowhere index.html links): ` +
        'the site would have no colours. See assertThemeIn in scripts/prerender-pages.ts.',
    );
  }
}

export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  let mode = 'production';
  let stylesheets: ChunkStylesheet[] = [];
  let boot: BootScript | undefined;
  let enabled = false;
  return {
    name: 'emotion-guru:prerender',
    configResolved(config) {
      // The browser build prerenders; its server build (below) and the dev server do not.
      enabled = config.command === 'build' && !config.build.ssr;
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      mode = config.mode;
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      boot = bootScriptIn(bundle);
      const template = bundle['index.html'];
      const linked = new Set(
        template?.type === 'asset'
          ? [...String(template.source).matchAll(/href="\/([^"]+\.css)"/g)].map((match) => match[1])
          : [],
      );
      stylesheets = cssInLoadOrder(bundle)
        .filter((file) => !linked.has(file))
        .map((file) => {
          const asset = bundle[file];
          const source = asset?.type === 'asset' ? String(asset.source) : '';
          return { source, classes: classesOf(source) };
        });
    },
    closeBundle: {
      // Before the service worker is built (vite-plugin-pwa runs 'post'), so it precaches these pages.
      order: 'pre',
      sequential: true,
      async handler() {
        if (!enabled) return;
        const serverDir = join(root, 'node_modules', '.prerender');
        rmSync(serverDir, { recursive: true, force: true });
        await build({
          configFile,
          mode,
          logLevel: 'warn',
          build: {
            ssr: 'src/app/prerender.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
          },
        });
        const server = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as {
          prerenderPage: (
            path: string,
            resources: Resource,
            data?: PrerenderedData,
          ) => Promise<PrerenderedPage>;
          loadBuildData: (languages: readonly Language[]) => Promise<Partial<Record<Language, BuildData>>>;
          blogFeed: (
            language: Language,
            articles: BlogArticleSummary[],
            resources: Resource,
          ) => Promise<string>;
          sitemapWithBlog: (articles: BlogArticleSummary[]) => string;
          appShellPlaceholder: () => string;
          withHead: Parameters<typeof pageHtml>[3];
        };
        const appShell = readFileSync(join(outDir, 'index.html'), 'utf8');
        assertThemeIn(appShell, (file) => readFileSync(join(outDir, file), 'utf8'));
        writeFileSync(join(outDir, APP_SHELL), withShellPlaceholder(appShell, server.appShellPlaceholder()));
        if (!boot) throw new Error('The prerender step ran before the bundle was generated.');
        const template = withDeferredStart(
          appShell,
          withoutUnwritten(boot, (file) => existsSync(join(outDir, file))),
        );
        const resources = readResources(join(root, 'public', 'locales'));
        const write = async (path: string, file: string, data?: PrerenderedData) => {
          const page = await server.prerenderPage(path, resources, data);
          const css = stylesheetFor(page.html, stylesheets);
          const stylesheet = css
            ? `assets/page-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`
            : null;
          if (stylesheet) writeFileSync(join(outDir, stylesheet), css);
          const target = join(outDir, file);
          mkdirSync(dirname(target), { recursive: true });
          const startAtOnce = PAGES_STARTED_AT_ONCE.has(parseLocalePath(path).rest);
          writeFileSync(target, pageHtml(template, page, stylesheet, server.withHead, { startAtOnce }));
        };
        const buildData = await server.loadBuildData(SUPPORTED_LANGUAGES);
        let blogArticles: BlogArticleSummary[] | undefined;
        for (const language of SUPPORTED_LANGUAGES) {
          const { plans, articles, blogPages } = buildData[language] ?? {};
          blogArticles ??= articles;
          if (articles) {
            const feed = join(outDir, localizePath(RSS_PATH, language).slice(1));
            mkdirSync(dirname(feed), { recursive: true });
            writeFileSync(feed, await server.blogFeed(language, articles, resources));
          }
          for (const path of PRERENDERED_PATHS) {
            const data = PAGES_WITH_PLANS.has(path) && plans ? { plans } : undefined;
            await write(localizePath(path, language), prerenderedFile(path, language), data);
          }
          // The blog's pages with what they show (a path is URL-encoded; its file is named as a server reads it).
          for (const [path, data] of Object.entries(blogPages ?? {})) {
            await write(
              localizePath(path, language),
              prerenderedFile(decodeURIComponent(path), language),
              data,
            );
          }
          await write(
            localizePath(NOT_FOUND_PROBE, language),
            join(localizePath('/', language).slice(1), '404.html'),
          );
        }
        // The sitemap the seo-files plugin wrote lists the fixed pages; the blog's come from its articles.
        if (blogArticles) writeFileSync(join(outDir, 'sitemap.xml'), server.sitemapWithBlog(blogArticles));
        rmSync(serverDir, { recursive: true, force: true });
      },
    },
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const [path = '/', query] = (request.url ?? '/').split('?');
        const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !extname(path);
        if (wantsPage) {
          const page = join(path, 'index.html');
          const target = existsSync(join(dist, page)) ? page : `/${APP_SHELL}`;
          request.url = query === undefined ? target : `${target}?${query}`;
        }
        next();
      });
    },
  };
}
