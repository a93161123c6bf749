import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn, waitForApp } from './support/fixtures.ts';
import { EMULATOR_URL, apiToken, uniqueSuffix } from './support/journal.ts';

/**
 * The production build behind nginx with deploy/'s configuration (`npm run serve:prod`): what the
 * server answers (status codes, redirects, caching, compression, security headers) and that the app
 * runs under its Content-Security-Policy.
 */

/** Collects the page's Content-Security-Policy violations (blocked scripts, styles, connections...). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
}

/** The paths `/sitemap.xml` lists (both languages). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map(([, path]) => path ?? '/');
}

test('every page of the sitemap and the unlisted public pages answer 200 with the app', async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThanOrEqual(20);
  for (const path of [
    ...paths,
    '/error-demo',
    '/tr/unsubscribe',
    '/groups/invite',
    '/auth/login',
    '/tr/app',
  ]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toContain('text/html');
    expect(answer.headers()['cache-control'], path).toBe('no-cache');
    expect(await answer.text(), path).toContain('<div id="root"');
  }
});

test('every script a prerendered page names exists: its boot script, its preloads and the app it prefetches', async ({
  request,
}) => {
  // A chunk of CSS only is dropped from the build after it is generated; named in `data-app`, it answered
  // 404 to the prefetch (an error in the console: Lighthouse best practices 96 on every public page).
  for (const path of ['/', '/tr', '/about', '/faq']) {
    const html = await (await request.get(path)).text();
    const scripts = [
      ...[...html.matchAll(/<script[^>]* src="([^"]+\.js)"/g)].map((match) => match[1] ?? ''),
      ...[...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+\.js)"/g)].map(
        (match) => match[1] ?? '',
      ),
      ...(/data-app="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []),
    ].filter(Boolean);
    // The boot script, what it imports, and the app's files it prefetches (few since the start's modules are
    // grouped into a few chunks: packages/app/scripts/start-chunks.ts).
    expect(scripts.length, path).toBeGreaterThanOrEqual(4);
    for (const script of new Set(scripts)) {
      expect((await request.get(script)).status(), `${path}: ${script}`).toBe(200);
    }
  }
});

test('an unknown path answers 404 with the app, which shows its 404 page in both languages', async ({
  page,
}) => {
  for (const [path, home] of [
    ['/no/such/page', '/'],
    ['/tr/boyle-bir-sayfa-yok', '/tr'],
  ] as const) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main a[href]').filter({ hasText: /./ }).first()).toBeVisible();
    await expect(page.locator(`main a[href="${home}"]`)).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

/** Saves an article on the platform (the e2e emulator the build reads) as the admin; dated long ago, so it comes last. */
async function saveArticle(slug: string, title: string, isPublished: boolean): Promise<void> {
  const response = await fetch(`${EMULATOR_URL}/api/entity/save`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await apiToken('admin@example.com')}`,
    },
    body: JSON.stringify({
      entityName: 'GsbBlog',
      entity: {
        slug,
        title: { 'en-US': title, 'tr-TR': `${title} (tr)` },
        description: { 'en-US': 'Written after the build.', 'tr-TR': 'Derlemeden sonra yazıldı.' },
        content: { 'en-US': '<p>Written after the build.</p>', 'tr-TR': '<p>Derlemeden sonra yazıldı.</p>' },
        author: 'Ada Admin',
        publishDate: '2000-01-01T12:00:00.000Z',
        isPublished,
        readingTime: 1,
      },
      variation: { tenantCode: 'emotion', languageCode: 'en-US' },
    }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

test('an article the build did not prerender answers 404 with the 404 page; one published since still opens', async ({
  page,
}) => {
  const started = page.locator('#root[data-started]');
  const suffix = uniqueSuffix();
  const draft = `draft-after-build-${suffix}`;
  await saveArticle(draft, `A draft ${suffix}`, false);
  for (const [path, home] of [
    ['/blog/no-such-article', '/'],
    ['/tr/blog/boyle-bir-yazi-yok/', '/tr'],
    [`/blog/${draft}`, '/'],
  ] as const) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    // The prerendered 404 page, readable before any script runs (the app shell has no heading).
    expect(await answer?.text(), path).toMatch(/<h1[\s>]/);
    // The 404 page starts its app by itself (no tap needed), which asks the platform: still the 404.
    await started.waitFor({ state: 'attached' });
    await expect(page.locator(`main a[href="${home}"]`), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  }
  await expectNoAxeViolations(page);

  // Published after the build: a 404 for crawlers (the sitemap does not list it yet), the article for readers.
  const slug = `published-after-build-${suffix}`;
  await saveArticle(slug, `Published after the build ${suffix}`, true);
  for (const [prefix, title, text] of [
    ['', `Published after the build ${suffix}`, 'Written after the build.'],
    ['/tr', `Published after the build ${suffix} (tr)`, 'Derlemeden sonra yazıldı.'],
  ] as const) {
    const answer = await page.goto(`${prefix}/blog/${slug}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Its description and its text, in the page's language.
    await expect(page.getByRole('article').getByText(text)).toHaveCount(2);
  }
  await expectNoAxeViolations(page);
});

test('old addresses redirect permanently, keeping the language', async ({ request }) => {
  for (const [from, to] of [
    ['/terms', '/legal/terms'],
    ['/tr/privacy', '/tr/legal/privacy'],
    ['/cookies', '/legal/cookies'],
  ] as const) {
    const answer = await request.get(from, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(301);
    expect(new URL(answer.headers()['location'] ?? '', 'http://x').pathname, from).toBe(to);
  }
});

test('hashed assets are cached for a year and compressed; HTML and the service worker are never cached', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(response.url())) scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  const asset = await request.get(scripts[0] ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const missing = await request.get('/assets/no-such-chunk.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<html');
  expect(missing.headers()['cache-control']).toBeUndefined();
});

test('every answer carries the security headers; scripts may not run inline', async ({ request }) => {
  for (const path of ['/', '/tr/about', '/app/dashboard', '/no/such/page', '/robots.txt']) {
    const headers = (await request.get(path, { maxRedirects: 0 })).headers();
    const csp = headers['content-security-policy'] ?? '';
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src'), path).toContain("'self'");
    expect(directives.get('script-src'), path).not.toContain("'unsafe-inline'");
    expect(
      directives.get('script-src')?.some((value) => value.startsWith("'sha256-")),
      path,
    ).toBe(true);
    expect(directives.get('object-src'), path).toEqual(["'none'"]);
    expect(directives.get('base-uri'), path).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8,}/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});

test('the site and the app run under the policy: landing in both languages, sign-in, dashboard, map', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto('/tr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Understand your emotions, one day at a time',
  );
  await expectNoAxeViolations(page);
  await signIn(page, 'premium@example.com');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/app/map');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main svg').first()).toBeVisible();
  expect(violations).toEqual([]);
});

/** The prerendered public pages (packages/app/scripts/prerender-pages.ts): the sitemap's, the blog's too. */
async function prerenderedPaths(request: APIRequestContext): Promise<string[]> {
  return [...(await sitemapPaths(request)), '/error-demo', '/tr/unsubscribe'];
}

/** The text of the first `<h1>` of an HTML document, tags stripped. */
const firstHeading = (html: string) =>
  /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim() ?? '';

test('every public page in both languages is prerendered: its heading, language and title are in the HTML', async ({
  request,
}) => {
  const paths = await prerenderedPaths(request);
  // The fixed pages, and the blog's lists, articles, categories and tags, in both languages.
  expect(paths.length).toBeGreaterThanOrEqual(60);
  const headings = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    // Before any script runs: the HTML as the server sends it, not the DOM after the app started.
    const root = html.slice(html.indexOf('<div id="root"'));
    const heading = firstHeading(root);
    expect(heading, path).not.toBe('');
    headings.add(heading);
    const turkish = path === '/tr' || path.startsWith('/tr/');
    expect(html, path).toContain(`<html lang="${turkish ? 'tr-TR' : 'en-US'}">`);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toMatch(/.+ – Emotion Guru|^Emotion Guru/);
    expect(html, path).toMatch(/<link rel="canonical"|<meta name="robots" content="noindex/);
    // No inline script but index.html's two (the theme, early taps) and structured data: the CSP allows no other.
    const inline = [...html.matchAll(/<script\b([^>]*)>/g)].filter(
      ([, attributes]) => !/\bsrc=/.test(attributes ?? ''),
    );
    expect(
      inline.filter(([, attributes]) => !/application\/ld\+json/.test(attributes ?? '')).length,
      path,
    ).toBe(2);
  }
  // Every page its own: no page answers another's (or the app shell's empty) markup.
  expect(headings.size).toBe(paths.length);

  const missing = await request.get('/tr/boyle-bir-sayfa-yok');
  expect(missing.status()).toBe(404);
  expect(firstHeading(await missing.text())).toBe('Sayfa bulunamadı');
  // The app shell is not prerendered: its #root holds only the placeholder painted before the app starts.
  const shell = await (await request.get('/app/dashboard')).text();
  expect(shell).toMatch(/<div id="root"><div data-app-shell[^>]*>.*?<\/svg><\/div><\/div>/);
  expect(firstHeading(shell)).toBe('');
});

test('with JavaScript off, every public page is readable and its links lead to the next page', async ({
  browser,
  request,
}) => {
  const paths = await prerenderedPaths(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A quiet place to understand how you feel',
  );
  await page.goto('/tr/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sıkça sorulan sorular');
  // The blog's pages have the build's articles: the list links each article, which reads in full.
  await page.goto('/tr/blog');
  await page
    .getByRole('link', { name: 'Zihinsel döngüler: aynı düşünce neden tekrar tekrar gelir?' })
    .click();
  await expect(page).toHaveURL(/\/tr\/blog\/mental-loops$/);
  const article = page.getByRole('article').first();
  await expect(article.getByRole('heading', { level: 2, name: 'Döngüden çıkmak' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sıradaki yazılar' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Rehberler$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rehberler');
  // The pricing page has the build's plans in its HTML: prices in the page's language, and the comparison.
  await page.goto('/pricing');
  const plans = page.getByRole('list', { name: 'Plans' });
  await expect(plans.getByRole('heading', { level: 2 })).toHaveCount(5);
  await expect(plans).toContainText('$9.99');
  await expect(page.getByRole('table')).toContainText('Premium');
  await page.goto('/tr/pricing');
  await expect(page.getByRole('list', { name: 'Planlar' })).toContainText('$9,99');
  // (No axe here: it runs as a script, which this browser does not run; public-pages.spec.ts checks each page.)
  await context.close();
});

test('each language has the blog’s RSS feed, written at build time: every article, linked in that language', async ({
  request,
}) => {
  for (const [path, language, title, link] of [
    ['/blog/rss.xml', 'en-US', 'Public notice about fraud', '/blog/public-notice-about-fraud'],
    [
      '/tr/blog/rss.xml',
      'tr-TR',
      'Dolandırıcılığa karşı kamuoyu duyurusu',
      '/tr/blog/public-notice-about-fraud',
    ],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('application/rss+xml');
    const feed = await response.text();
    expect(feed, path).toContain(`<language>${language}</language>`);
    expect(feed, path).toContain(`<title>${title}</title>`);
    expect(feed, path).toMatch(new RegExp(`<link>https?://[^<]+${link}</link>`));
    expect(feed.match(/<item>/g), path).toHaveLength(8);
  }
});

test('the product media: videos by byte range, captions as WebVTT, images as AVIF, cached for a day', async ({
  request,
}) => {
  for (const [path, type] of [
    ['/media/product-tour.en-US.webm', 'video/webm'],
    ['/media/product-tour.tr-TR.mp4', 'video/mp4'],
    ['/media/product-tour.tr-TR.en-US.vtt', 'text/vtt'],
    ['/media/dashboard.dark.tr-TR.640w.avif', 'image/avif'],
    ['/media/journal.light.en-US.390w.webp', 'image/webp'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=86400');
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  // A player asks for parts of a video (seeking, and Safari always).
  const part = await request.get('/media/product-tour.en-US.mp4', { headers: { Range: 'bytes=0-1023' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
  expect((await part.body()).length).toBe(1024);
  expect((await request.get('/media/no-such-video.webm')).status()).toBe(404);
});

test('a prerendered page comes to life without re-rendering: no hydration mismatch, and it works', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) warnings.push(message.text());
  });
  for (const path of [
    '/',
    '/tr/about',
    '/faq',
    '/tr/legal/privacy',
    '/pricing',
    '/no/such/page',
    '/blog',
    '/tr/blog/mental-loops',
    '/blog/tag/ai',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app has started (the router's links are live) when a client-side navigation works.
    await waitForApp(page);
  }
  expect(warnings).toEqual([]);
  // The address's billing period shows once live; the prerendered page (monthly) hydrates as it is.
  await page.goto('/pricing?period=yearly');
  await waitForApp(page);
  await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Choose Premium' })).toHaveAttribute('href', /yearly/);
  expect(warnings).toEqual([]);
  await page.goto('/contact');
  await waitForApp(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  expect(warnings).toEqual([]);

  // A member gets the visitor's prerendered page, hydrated as it is, then the member's version.
  await signIn(page, 'premium@example.com');
  for (const path of ['/', '/tr/pricing', '/pricing?plan=Pro&period=yearly']) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('banner').getByRole('link', { name: /^(Dashboard|Panel)$/ })).toBeVisible();
  }
  expect(warnings).toEqual([]);
});

test('the app shell paints the brand mark before any script runs, and the app renders over it (no hydration)', async ({
  page,
  request,
}) => {
  for (const path of ['/auth/login', '/app/dashboard', '/tr/app/journal']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"><div data-app-shell aria-hidden="true"');
  }
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) warnings.push(message.text());
  });
  const violations = await watchCsp(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Emotion Guru' })).toBeVisible();
  await expect(page.locator('[data-app-shell]')).toHaveCount(0);
  await signIn(page, 'premium@example.com');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await expect(page.locator('[data-app-shell]')).toHaveCount(0);
  expect(warnings).toEqual([]);
  expect(violations).toEqual([]);
});
