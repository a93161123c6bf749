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

  // The notice shows for 500 ms before the reload: a busy machine can miss it by polling, so the page
  // reports it the moment it appears.
  let noticeShown = false;
  await page.exposeFunction('reportUpdatingNotice', () => {
    noticeShown = true;
  });
  await page.evaluate(() => {
    const report = (window as unknown as { reportUpdatingNotice: () => void }).reportUpdatingNotice;
    new MutationObserver(() => {
      if (document.body.innerText.includes('Updating app... Please wait a moment.')) report();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  expect(noticeShown).toBe(true);
  expect(loads).toBe(1);
});
