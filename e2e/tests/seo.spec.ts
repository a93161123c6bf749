import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/fixtures.ts';

/** The production build's site origin (VITE_SITE_URL unset: the product's domain). */
const ORIGIN = 'https://emotionguru.app';

const head = (page: Page) => ({
  canonical: () => page.locator('head link[rel="canonical"]'),
  alternates: () =>
    page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      ),
  meta: (selector: string) => page.locator(`head meta[${selector}]`),
  jsonLd: () =>
    page
      .locator('head script#eg-structured-data')
      .evaluate((script) => JSON.parse(script.textContent) as { '@graph': { '@type': string }[] }),
});

const CASES = [
  {
    path: '/about',
    title: 'About – Emotion Guru',
    ogLocale: 'en_US',
    alternate: 'tr_TR',
    keyword: 'about Emotion Guru',
  },
  {
    path: '/tr/about',
    title: 'Hakkımızda – Emotion Guru',
    ogLocale: 'tr_TR',
    alternate: 'en_US',
    keyword: 'Emotion Guru hakkında',
  },
  {
    path: '/pricing',
    title: 'Pricing – Emotion Guru',
    ogLocale: 'en_US',
    alternate: 'tr_TR',
    keyword: 'pricing',
  },
  {
    path: '/tr/pricing',
    title: 'Fiyatlar – Emotion Guru',
    ogLocale: 'tr_TR',
    alternate: 'en_US',
    keyword: 'fiyatlar',
  },
] as const;

test.describe('search engines and link previews', () => {
  for (const { path, title, ogLocale, alternate, keyword } of CASES) {
    test(`${path} has its canonical URL, hreflang alternates, cards, keywords and structured data`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const tags = head(page);
      const bare = path.replace(/^\/tr/, '');
      await expect(tags.canonical()).toHaveCount(1);
      await expect(tags.canonical()).toHaveAttribute('href', `${ORIGIN}${path}`);
      expect(await tags.alternates()).toEqual([
        `en-US ${ORIGIN}${bare}`,
        `tr-TR ${ORIGIN}/tr${bare}`,
        `x-default ${ORIGIN}${bare}`,
      ]);
      await expect(tags.meta('property="og:title"')).toHaveAttribute('content', title);
      await expect(tags.meta('property="og:url"')).toHaveAttribute('content', `${ORIGIN}${path}`);
      await expect(tags.meta('property="og:locale"')).toHaveAttribute('content', ogLocale);
      await expect(tags.meta('property="og:locale:alternate"')).toHaveAttribute('content', alternate);
      await expect(tags.meta('property="og:image"')).toHaveAttribute('content', `${ORIGIN}/og-image.png`);
      await expect(tags.meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image');
      await expect(tags.meta('name="twitter:title"')).toHaveAttribute('content', title);
      const description = await page.locator('head meta[name="description"]').getAttribute('content');
      await expect(tags.meta('property="og:description"')).toHaveAttribute('content', description ?? '');
      const keywords = (await tags.meta('name="keywords"').getAttribute('content')) ?? '';
      expect(keywords).toContain(keyword);
      expect(keywords.split(',').length).toBeLessThanOrEqual(10);
      const graph = (await tags.jsonLd())['@graph'];
      expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'SoftwareApplication']);
      expect(graph[2]).toMatchObject({ offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' } });
      await expectNoAxeViolations(page);
    });
  }

  test('the tags are replaced, not added again, when a visitor moves between pages', async ({ page }) => {
    await page.goto('/about');
    await expect(head(page).canonical()).toHaveAttribute('href', `${ORIGIN}/about`);
    await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveTitle('Frequently asked questions – Emotion Guru');
    await expect(head(page).canonical()).toHaveAttribute('href', `${ORIGIN}/faq`);
    await expect(head(page).canonical()).toHaveCount(1);
    expect(await head(page).alternates()).toHaveLength(3);
    await expect(head(page).meta('property="og:title"')).toHaveCount(1);
    await expect(page.locator('head script#eg-structured-data')).toHaveCount(1);
  });

  test('the error demo stays out of search results', async ({ page }) => {
    await page.goto('/error-demo');
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Error screens');
    await expect(head(page).meta('name="robots"')).toHaveAttribute('content', 'noindex, follow');
    await expect(head(page).canonical()).toHaveCount(0);
  });

  test('index.html links the web app manifest, the icons and the theme colour', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', '#6366f1');
    const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      theme_color: string;
      icons: { src: string }[];
    };
    expect(manifest.theme_color).toBe('#6366f1');
    for (const icon of manifest.icons) {
      const answer = await request.get(icon.src);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
    const image = await request.get('/og-image.png');
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('a Turkish page links the Turkish manifest: Turkish shortcuts, the same app', async ({
    page,
    request,
  }) => {
    await page.goto('/tr/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.tr-TR.webmanifest',
    );
    const answer = await request.get('/manifest.tr-TR.webmanifest');
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      id: string;
      lang: string;
      start_url: string;
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({ id: '/', lang: 'tr-TR', start_url: '/tr' });
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/tr/app/dashboard',
      '/tr/app/reflection/new',
      '/tr/app/journal',
    ]);
    expect(manifest.shortcuts[1]?.name).toBe('Yeni yansıma');
  });
});

test.describe('sitemap.xml and robots.txt', () => {
  test('the preview serves the sitemap with both languages and the spec’s priorities', async ({
    request,
  }) => {
    const answer = await request.get('/sitemap.xml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('xml');
    const xml = await answer.text();
    const urls = [
      ...xml.matchAll(
        /<url>\s*<loc>(.*?)<\/loc>[\s\S]*?<changefreq>(.*?)<\/changefreq>\s*<priority>(.*?)<\/priority>/g,
      ),
    ].map(([, loc, changefreq, priority]) => `${loc} ${priority} ${changefreq}`);
    expect(urls).toContain(`${ORIGIN}/ 1.0 daily`);
    expect(urls).toContain(`${ORIGIN}/tr 1.0 daily`);
    expect(urls).toContain(`${ORIGIN}/pricing 0.8 weekly`);
    expect(urls).toContain(`${ORIGIN}/tr/pricing 0.8 weekly`);
    expect(urls).toContain(`${ORIGIN}/tr/faq 0.7 weekly`);
    expect(urls).toContain(`${ORIGIN}/legal/cookies 0.3 monthly`);
    expect(urls).toContain(`${ORIGIN}/tr/docs/local-encryption 0.6 monthly`);
    expect(urls).toContain(`${ORIGIN}/blog 0.7 daily`);
    expect(urls).toContain(`${ORIGIN}/tr/blog/popular 0.5 weekly`);
    // The blog's own pages, from the build's platform: each article, category and tag.
    expect(urls).toContain(`${ORIGIN}/blog/public-notice-about-fraud 0.6 monthly`);
    expect(urls).toContain(`${ORIGIN}/tr/blog/category/announcements 0.5 weekly`);
    expect(urls).toContain(`${ORIGIN}/blog/tag/security 0.4 weekly`);
    // Twelve pages, and the emulator's 8 articles in 4 categories with 7 tags, in two languages.
    expect(urls).toHaveLength(2 * (12 + 8 + 4 + 7));
    expect(xml).not.toMatch(/\/(auth|app|error-demo)\b/);
  });

  test('the preview serves robots.txt, not the app', async ({ request }) => {
    const answer = await request.get('/robots.txt');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/plain');
    const robots = await answer.text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /app');
    expect(robots).toContain('Disallow: /tr/auth');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test('every link of the public header and footer leads to a listed page, in both languages', async ({
    page,
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const listed = new Set([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc));
    for (const path of ['/', '/tr']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const hrefs = await page
        .locator('header a[href^="/"], footer a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const pages = hrefs.filter((href) => !/\/(auth|app)(\/|$)/.test(href));
      expect(pages.length).toBeGreaterThan(5);
      for (const href of pages) {
        expect(listed, `${href} (linked from ${path})`).toContain(`${ORIGIN}${href === '/' ? '/' : href}`);
      }
    }
  });

  test('/favicon.ico is an icon, not a 404 or the app', async ({ request }) => {
    const answer = await request.get('/favicon.ico');
    expect(answer.status()).toBe(200);
    const bytes = await answer.body();
    // An ICO header: reserved 0, type 1 (icon), then at least one image.
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
  });
});
