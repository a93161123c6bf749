import { expect, test, type Page } from '@playwright/test';

/**
 * A prerendered page shows its buttons before the app has started. index.html's script holds a tap in that
 * moment and replays it once the app has (entry.tsx): the tap is done late, not lost.
 */

/**
 * Opens `path` with the app's entry held back until the returned function is called. A prerendered page's
 * boot script loads it (in `start-app-*.js`, packages/app/scripts/start-chunks.ts) once the page is painted;
 * the app shell names it in its HTML (`index-*.js`, which imports `start-app-*.js`).
 */
async function openBeforeTheAppStarts(page: Page, path: string): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(index|start-app)-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return async () => {
    await expect(page.locator('#root[data-started]')).toHaveCount(0);
    release();
    await expect(page.locator('#root[data-started]')).toHaveCount(1);
  };
}

test.describe('a prerendered page before the app has started', () => {
  test('names only the small boot script; the app is fetched after load and starts at the first scroll', async ({
    page,
  }) => {
    const html = await (await page.request.get('/about')).text();
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/boot-[^/]+\.js$/)]);
    expect(html).not.toMatch(/<link[^>]*(index|start-app)-[^"]*\.js/);
    // A visitor who refused analytics (this project's storage state) and is not signed in: the page is read
    // without the app; its files are prefetched once the page has loaded, not run.
    const prefetched = page.waitForRequest(/\/assets\/start-app-[^/]+\.js$/);
    await page.goto('/about');
    await prefetched;
    await expect(page.locator('link[rel="prefetch"][href*="/assets/start-app-"]')).toHaveCount(1);
    await expect(page.locator('#root[data-started]')).toHaveCount(0);
    // The consent banner is in the page, hidden for a visitor who has answered, then gone once the app reads it.
    const banner = page.locator('section[aria-labelledby="consent-title"]');
    await expect(banner).toHaveCount(1);
    await expect(banner).toBeHidden();
    await page.mouse.wheel(0, 400);
    await expect(page.locator('#root[data-started]')).toHaveCount(1);
    await expect(banner).toHaveCount(0);
    // The app takes over where the person is: the page stays scrolled, and the header says so.
    await expect(page.locator('header[data-scrolled="true"]')).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  });

  test('starts by itself, once the page has loaded, for a visitor who allowed analytics', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      storageState: {
        cookies: [],
        origins: [
          {
            origin: new URL(test.info().project.use.baseURL ?? '').origin,
            localStorage: [{ name: 'eg_analytics_consent', value: 'granted' }],
          },
        ],
      },
    });
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page.locator('#root[data-started]')).toHaveCount(1);
    await context.close();
  });

  test('sends a visitor whose language is Turkish to the page prerendered in Turkish', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'tr-TR' });
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/tr\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sıkça sorulan sorular');
    await context.close();
  });
});

test.describe('a tap before the app has started', () => {
  test('chooses the yearly prices on /pricing once the app is live', async ({ page }) => {
    const start = await openBeforeTheAppStarts(page, '/pricing');
    const yearly = page.getByRole('radio', { name: /Yearly/ });
    await yearly.click();
    await expect(yearly).not.toBeChecked();
    await start();
    await expect(yearly).toBeChecked();
    await expect(page.getByRole('link', { name: 'Choose Premium' })).toHaveAttribute('href', /yearly/);
  });

  test('opens the language menu, which opens on the press rather than the click', async ({ page }) => {
    const start = await openBeforeTheAppStarts(page, '/tr/faq');
    await page.getByRole('button', { name: 'Dil: Türkçe' }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await start();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByRole('menuitemradio', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  });
});
