import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/fixtures.ts';

/** Holds back the built files whose names match until the returned function is called. */
async function holdBack(page: Page, files: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The dashboard shows once its quick check-in's code is there (a chunk of its own, `start-check-in-*.js`: packages/app/scripts/start-chunks.ts). That
 * code is asked for with the page's route (router.tsx), not by the page's code once it has run: here the
 * page's code (`start-dashboard-*.js`) is held back, and the form's code is asked for all the same.
 */
test('the dashboard asks for its check-in form’s code with its route, before its own code has run', async ({
  page,
}) => {
  await signIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  const release = await holdBack(page, /\/assets\/start-dashboard-[^/]+\.js$/);
  // Generous for a slow machine: the request leaves as soon as the app has started and matched the route.
  const formCode = page.waitForRequest(/\/assets\/start-check-in-[^/]+\.js$/, { timeout: 60_000 });
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

/**
 * Every page of the app area waits for the account's clients: they are asked for with the area's route
 * (router.tsx, account-data.ts), not once the layout's code (`start-layout-*.js`) has loaded.
 */
test('the app area asks for the account’s clients before the layout’s code has loaded', async ({ page }) => {
  await signIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  const release = await holdBack(page, /\/assets\/start-layout-[^/]+\.js$/);
  // Generous for a slow machine: the request leaves as soon as the app has started and matched the route.
  const clients = page.waitForRequest(
    (request) => request.url().includes('/api/') && (request.postData() ?? '').includes('"VegClient"'),
    { timeout: 60_000 },
  );
  try {
    await page.goto('/app/settings');
    await clients;
    await expect(page.getByRole('navigation', { name: /./ })).toHaveCount(0);
  } finally {
    release();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
});
