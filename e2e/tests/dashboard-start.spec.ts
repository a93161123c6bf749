import { expect, test } from '@playwright/test';
import { signIn } from './support/fixtures.ts';

/**
 * The dashboard shows once its quick check-in's code is there (a chunk of its own, `check-in-*.js`). That
 * code is asked for with the page's route (router.tsx), not by the page's code once it has run: here the
 * page's code (`start-dashboard-*.js`) is held back, and the form's code is asked for all the same.
 */
test('the dashboard asks for its check-in form’s code with its route, before its own code has run', async ({
  page,
}) => {
  await signIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-dashboard-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Generous for a slow machine: the request leaves as soon as the app has started and matched the route.
  const formCode = page.waitForRequest(/\/assets\/check-in-[^/]+\.js$/, { timeout: 60_000 });
  try {
    await page.goto('/app/dashboard');
    await formCode;
    // Asked for while the page's code is still held: the page is not there yet.
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toHaveCount(0);
  } finally {
    release();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome back/);
  await expect(
    page.getByRole('group', { name: 'Which colour is closest to how you feel?' }).getByRole('button', {
      name: /Yellow/,
    }),
  ).toBeVisible();
});
