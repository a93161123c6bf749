import { expect, test } from '@playwright/test';
import { signIn } from './support/fixtures.ts';

test('a page whose code cannot load recovers with exactly one reload', async ({ page }) => {
  await signIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // A stale deployment: the settings page's chunk is gone until the app reloads.
  let chunkRemoved = true;
  await page.route(/\/assets\/settings-[^/]+\.js$/, (route) =>
    chunkRemoved ? route.abort() : route.continue(),
  );
  let loads = 0;
  page.on('load', () => {
    loads += 1;
    chunkRemoved = false;
  });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByText('Updating app... Please wait a moment.')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings', { timeout: 15_000 });
  expect(loads).toBe(1);
});
