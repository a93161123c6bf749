import { expect, test } from '@playwright/test';

/**
 * Cumulative layout shift of a page as it loads, on a slow connection (each request 300 ms late, as
 * Lighthouse's mobile throttling makes it): the page's own code arrives after the frame has painted, and
 * nothing that was on screen may jump when it does.
 */
for (const path of ['/about', '/faq', '/tr/about']) {
  test(`${path} does not shift while its content arrives`, async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
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
