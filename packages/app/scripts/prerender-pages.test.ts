import type { Rollup } from 'vite';
import { SubscriptionType } from '@emotion-guru/platform-sdk';
import { readPrerenderedData } from '../src/app/prerendered-data.ts';
import { describe, expect, it } from 'vitest';
import { SITEMAP_PAGES, UNLISTED_PUBLIC_PATHS } from '../src/shared/lib/page-meta/site-pages.ts';
import {
  assertThemeIn,
  bootScriptIn,
  withoutUnwritten,
  classesIn,
  classesOf,
  cssInLoadOrder,
  pageHtml,
  PRERENDERED_PATHS,
  prerenderedFile,
  stylesheetFor,
  withDeferredStart,
  withShellPlaceholder,
} from './prerender-pages.ts';
import { APP_SHELL_PLACEHOLDER, appShellPlaceholderHtml } from '../src/app/app-shell-placeholder.ts';

/** A chunk of a fake bundle: only what cssInLoadOrder reads. */
function chunk(
  fileName: string,
  {
    css = [],
    imports = [],
    dynamicImports = [],
    isEntry = false,
    name = fileName,
  }: Partial<Record<'css' | 'imports' | 'dynamicImports', string[]>> & { isEntry?: boolean; name?: string },
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name,
    imports,
    dynamicImports,
    isEntry,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

describe('PRERENDERED_PATHS', () => {
  it('is every public page without platform data: the sitemap’s but the blog’s, and the unlisted ones but invites', () => {
    expect(PRERENDERED_PATHS).toContain('/');
    expect(PRERENDERED_PATHS).toContain('/legal/cookies');
    expect(PRERENDERED_PATHS).toContain('/unsubscribe');
    expect(PRERENDERED_PATHS.filter((path) => path.startsWith('/blog'))).toEqual([]);
    expect(PRERENDERED_PATHS).not.toContain('/groups/invite');
    const expected = [...SITEMAP_PAGES.map((page) => page.path), ...UNLISTED_PUBLIC_PATHS].filter(
      (path) => !/^\/(blog|groups)(\/|$)/.test(path),
    );
    expect([...PRERENDERED_PATHS].sort()).toEqual(expected.sort());
  });
});

describe('prerenderedFile', () => {
  it('puts each page at <path>/index.html, Turkish under tr/', () => {
    expect(prerenderedFile('/', 'en-US')).toBe('index.html');
    expect(prerenderedFile('/', 'tr-TR')).toBe('tr/index.html');
    expect(prerenderedFile('/about', 'en-US')).toBe('about/index.html');
    expect(prerenderedFile('/legal/terms', 'tr-TR')).toBe('tr/legal/terms/index.html');
  });
});

describe('cssInLoadOrder', () => {
  it('lists a chunk’s CSS after the CSS of the chunks it imports, the entry’s first, each file once', () => {
    const bundle = {
      'entry.js': chunk('entry.js', {
        isEntry: true,
        css: ['entry.css'],
        imports: ['react.js'],
        dynamicImports: ['page.js', 'layout.js'],
      }),
      'react.js': chunk('react.js', {}),
      'page.js': chunk('page.js', { css: ['page.css'], imports: ['button.js'] }),
      'layout.js': chunk('layout.js', { css: ['layout.css'], imports: ['button.js'] }),
      'button.js': chunk('button.js', { css: ['button.css'] }),
      'orphan.js': chunk('orphan.js', { css: ['orphan.css'] }),
      'page.css': { type: 'asset', fileName: 'page.css' },
    } as unknown as Rollup.OutputBundle;
    expect(cssInLoadOrder(bundle)).toEqual([
      'entry.css',
      'button.css',
      'page.css',
      'layout.css',
      'orphan.css',
    ]);
  });
});

describe('stylesheetFor', () => {
  it('reads the classes an HTML document uses and the classes a stylesheet styles', () => {
    expect([...classesIn('<p class="a  b"><span class="c">x</span></p><i class="">')]).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect([...classesOf('.a:hover .b>.c_1,.-d{transition:opacity .2s;background:url(x.png)}')]).toEqual(
      expect.arrayContaining(['a', 'b', 'c_1', '-d']),
    );
    expect(classesOf('.x{margin:.5rem}').has('5rem')).toBe(false);
  });

  it('joins, in load order, only the stylesheets that style a class the page uses', () => {
    const sheets = [
      { source: '.header{color:red}', classes: classesOf('.header{color:red}') },
      { source: '.chart{width:1px}', classes: classesOf('.chart{width:1px}') },
      { source: '.title{font-size:2rem}.title:hover{x:y}', classes: classesOf('.title{font-size:2rem}') },
    ];
    expect(stylesheetFor('<header class="header"><h1 class="title big">Hi</h1></header>', sheets)).toBe(
      '.header{color:red}\n.title{font-size:2rem}.title:hover{x:y}',
    );
    expect(stylesheetFor('<p>plain</p>', sheets)).toBe('');
  });
});

describe('pageHtml', () => {
  const template = `<!doctype html>
<html lang="en-US">
  <head>
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>Emotion Guru</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

  it('fills the template with the page’s language, head, stylesheet and markup', () => {
    const html = pageHtml(
      template,
      {
        html: '<main><h1>Hakkımızda</h1></main>',
        head: { title: 'Hakkımızda – Emotion Guru', tags: [] },
        language: 'tr-TR',
        namespaces: ['app_terms', 'site'],
        data: {},
      },
      'assets/pages-abc.css',
      (page, head) => page.replace('<title>Emotion Guru</title>', `<title>${head.title}</title>`),
    );
    expect(html).toContain('<html lang="tr-TR">');
    expect(html).toContain('<link rel="manifest" href="/manifest.tr-TR.webmanifest" />');
    expect(html).toContain('<title>Hakkımızda – Emotion Guru</title>');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/pages-abc\.css">\s*<\/head>/);
    expect(html).toContain(
      '<div id="root" data-namespaces="app_terms,site"><main><h1>Hakkımızda</h1></main></div>',
    );
  });

  it('keeps the template’s head when the page reports none, and links no stylesheet when it needs none', () => {
    const html = pageHtml(
      template,
      { html: '<p>x</p>', head: null, language: 'en-US', namespaces: [], data: {} },
      null,
      () => {
        throw new Error('not called without a head');
      },
    );
    expect(html).toContain('<title>Emotion Guru</title>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('marks a page whose app starts at once (one that moves by itself)', () => {
    const page = { html: '<p>10</p>', head: null, language: 'en-US' as const, namespaces: [], data: {} };
    const html = pageHtml(template, page, null, (same) => same, { startAtOnce: true });
    expect(html).toContain('<div id="root" data-namespaces="" data-start="now"><p>10</p></div>');
    expect(pageHtml(template, page, null, (same) => same)).not.toContain('data-start');
  });

  it('writes the page’s markup as it is, `$` sequences included', () => {
    const html = pageHtml(
      template,
      { html: '<p>From $$9 a month: $& more</p>', head: null, language: 'en-US', namespaces: [], data: {} },
      null,
      (page) => page,
    );
    expect(html).toContain('<p>From $$9 a month: $& more</p>');
  });

  it('carries the platform data the page was rendered with, as JSON the browser reads back unchanged', () => {
    const plans = [
      {
        id: 'premium',
        name: 'Premium "Plus" <b>',
        description: 'Tom & Jerry’s',
        subscriptionType: SubscriptionType.Premium,
        monthlyPrice: 9.99,
        yearlyPrice: 99,
        currency: 'USD',
        features: ['journal'],
      },
    ];
    const html = pageHtml(
      template,
      { html: '<p>x</p>', head: null, language: 'en-US', namespaces: [], data: { plans } },
      null,
      (page) => page,
    );
    const attribute = /<div id="root" data-namespaces="" data-state="([^"]*)">/.exec(html)?.[1];
    expect(attribute).toBeDefined();
    expect(attribute).not.toMatch(/[<>]/);
    const decoded = (attribute ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(readPrerenderedData(decoded)).toEqual({ plans });
  });
});

describe('assertThemeIn', () => {
  const template = '<link rel="stylesheet" crossorigin href="/assets/src.css">';

  it('passes a build whose linked stylesheets define the theme', () => {
    const files: Record<string, string> = {
      'assets/src.css': ':root,[data-theme=light]{--eg-color-background:#f8fafc}',
    };
    expect(() => assertThemeIn(template, (file) => files[file] ?? '')).not.toThrow();
  });

  it('fails a build whose linked stylesheets only use the theme (a colourless site)', () => {
    const files: Record<string, string> = {
      'assets/src.css': 'body{background:var(--eg-color-background)}',
      'assets/lazy.css': ':root{--eg-color-background:#f8fafc}',
    };
    expect(() => assertThemeIn(template, (file) => files[file] ?? '')).toThrow(/lack the theme/);
  });
});

describe('withShellPlaceholder', () => {
  it('puts the brand mark in the app shell’s #root, where the app renders over it', () => {
    const html = withShellPlaceholder(
      '<body><div id="root"></div><script type="module" src="/a.js"></script></body>',
      appShellPlaceholderHtml('<svg viewBox="0 0 32 32"><rect width="32" height="32" rx="9"/></svg>'),
    );
    const root = /<div id="root">(.*)<\/div><script/.exec(html)?.[1] ?? '';
    expect(root).toMatch(new RegExp(`^<div ${APP_SHELL_PLACEHOLDER} aria-hidden="true"`));
    // Something the browser counts as content (first contentful paint), and no text in either language.
    expect(root).toContain('<svg');
    expect(
      root
        .replace(/<style>.*?<\/style>/g, '')
        .replace(/<[^>]+>/g, '')
        .trim(),
    ).toBe('');
  });

  it('fails a template without an empty #root rather than ship a shell without it', () => {
    expect(() => withShellPlaceholder('<body><main></main></body>', '<div></div>')).toThrow(/no empty #root/);
  });
});

describe('withDeferredStart', () => {
  const built = [
    '<head>',
    '    <script>/* theme */</script>',
    '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/router-c3.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">',
    '</head>',
  ].join('\n');

  it('puts the boot script and its imports in place of the entry and its preloads, keeping the styles', () => {
    const html = withDeferredStart(built, {
      file: 'assets/boot-e5.js',
      imports: ['assets/locale-f6.js'],
      app: ['assets/entry-g7.js', 'assets/react-b2.js'],
    });
    // The app's files are named for the boot script to prefetch once the page has loaded, not fetched with it.
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/boot-e5.js" data-app="/assets/entry-g7.js /assets/react-b2.js"></script>',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/locale-f6.js">');
    expect(html).not.toMatch(/<link[^>]*(react-b2|router-c3|entry-g7)/);
    expect(html).not.toContain('index-a1.js');
    expect(html).not.toContain('router-c3.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
    expect(html).toContain('<script>/* theme */</script>');
  });

  it('fails on a template without the entry script, instead of writing pages that never start', () => {
    expect(() =>
      withDeferredStart('<head></head>', { file: 'assets/boot.js', imports: [], app: [] }),
    ).toThrow(/no entry script/);
  });
});

describe('bootScriptIn', () => {
  it('finds the entry named boot, what it imports, and the app it starts with everything that imports', () => {
    const bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', {
        isEntry: true,
        name: 'index',
        imports: ['assets/e.js'],
      }),
      'assets/boot-b.js': chunk('assets/boot-b.js', {
        isEntry: true,
        name: 'boot',
        imports: ['assets/l.js'],
        dynamicImports: ['assets/e.js'],
      }),
      'assets/e.js': chunk('assets/e.js', {
        imports: ['assets/r.js', 'assets/l.js'],
        dynamicImports: ['assets/p.js'],
      }),
      'assets/r.js': chunk('assets/r.js', { imports: ['assets/e.js'] }),
      'assets/l.js': chunk('assets/l.js', {}),
      'assets/p.js': chunk('assets/p.js', {}),
    } as Rollup.OutputBundle;
    expect(bootScriptIn(bundle)).toEqual({
      file: 'assets/boot-b.js',
      imports: ['assets/l.js'],
      app: ['assets/e.js', 'assets/r.js'],
    });
  });

  it('fails a build without it', () => {
    expect(() => bootScriptIn({})).toThrow(/no `boot` entry/);
  });
});

describe('withoutUnwritten', () => {
  it('leaves out the chunks that were not written (a chunk of CSS only), so the page asks for none that 404', () => {
    const boot = {
      file: 'assets/boot-b.js',
      imports: ['assets/l.js', 'assets/reset.css.ts.vanilla-x.js'],
      app: ['assets/e.js', 'assets/animations.css.ts.vanilla-y.js', 'assets/r.js'],
    };
    const written = new Set(['assets/boot-b.js', 'assets/l.js', 'assets/e.js', 'assets/r.js']);
    expect(withoutUnwritten(boot, (file) => written.has(file))).toEqual({
      file: 'assets/boot-b.js',
      imports: ['assets/l.js'],
      app: ['assets/e.js', 'assets/r.js'],
    });
  });
});
