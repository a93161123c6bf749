import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { signIn } from './support/fixtures.ts';

/** Every request of `page` 300 ms late, as Lighthouse's mobile throttling makes it; its DevTools session. */
async function slowNetwork(page: Page, context: BrowserContext): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return cdp;
}

/**
 * Cumulative layout shift of a page as it loads, on a slow connection (each request 300 ms late, as
 * Lighthouse's mobile throttling makes it): the page's own code arrives after the frame has painted, and
 * nothing that was on screen may jump when it does.
 */
for (const path of ['/about', '/faq', '/tr/about']) {
  test(`${path} does not shift while its content arrives`, async ({ page, context }) => {
    await slowNetwork(page, context);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as Window & { layoutShifts?: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    // Two frames after the content: any shift it caused has been reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const total = await page.evaluate(() =>
      ((window as Window & { layoutShifts?: number[] }).layoutShifts ?? []).reduce(
        (sum, value) => sum + value,
        0,
      ),
    );
    expect(total).toBeLessThan(0.01);
  });
}

test('the dashboard is not hidden and drawn again once shown, when its parts’ translations arrive late', async ({
  page,
  context,
}) => {
  await signIn(page, 'premium@example.com');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  // As on a first visit: no translation cached on the device, each request 300 ms late.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('eg_i18n_')) localStorage.removeItem(key);
  });
  const cdp = await slowNetwork(page, context);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // React hides a page that suspends after it was shown (display: none) and shows the loading state again:
  // the whole page jumps (Lighthouse counted 0.37 of layout shift for it). Record every such hiding.
  await page.addInitScript(() => {
    const hidden: string[] = [];
    (window as Window & { hiddenAfterShown?: string[] }).hiddenAfterShown = hidden;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as HTMLElement;
        if (target.style.display === 'none' && target.querySelector('h1'))
          hidden.push(target.outerHTML.slice(0, 80));
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
  });
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  // Its last parts: the recent reflections (with translations of their own) and today's check-ins.
  await expect(page.getByRole('list', { name: 'Recent reflections' })).toBeVisible();
  await expect(page.getByRole('region', { name: "Today's check-ins" })).toBeVisible();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(
    await page.evaluate(() => (window as Window & { hiddenAfterShown?: string[] }).hiddenAfterShown),
  ).toEqual([]);
});
