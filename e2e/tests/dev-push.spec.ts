/**
 * Push in `npm run dev`: the dev server's one service worker is the emulator's (MSW) with the app's push
 * handling (service-worker/dev-sw.ts), so the diagnostics page's test notification takes the worker's path
 * there too, as a push from the provider does in the production build (pwa.spec.ts).
 *
 * Runs in the `dev` project (playwright.config.ts), against its own dev server.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';
import { shownNotifications } from './support/notifications.ts';

test('in npm run dev, one worker answers for the platform and shows a test notification, which lands in the bell', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signIn(page, 'premium@example.com');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const workers = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => ({
      script: new URL(registration.active?.scriptURL ?? '').pathname,
      scope: new URL(registration.scope).pathname,
    })),
  );
  expect(workers).toEqual([{ script: '/dev-sw.js', scope: '/' }]);

  await page.goto('/app/test');
  const push = page.getByRole('region', { name: 'Push notifications' });
  await push.getByRole('button', { name: 'Show a test notification' }).click();
  await expect(
    page.getByText('Test notification sent. Look for it on this device and in the bell.'),
  ).toBeVisible();
  await expect
    .poll(() => shownNotifications(page))
    .toContainEqual({
      title: 'Test notification from Emotion Guru',
      body: 'If you can read this, notifications work on this device.',
    });
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
