import { expect, test, type Page } from '@playwright/test';

/**
 * A prerendered page shows its buttons before the app has started. index.html's script holds a tap in that
 * moment and replays it once the app has (entry.tsx): the tap is done late, not lost.
 */

/** Opens `path` with the app's entry script held back until the returned function is called. */
async function openBeforeTheAppStarts(page: Page, path: string): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
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
