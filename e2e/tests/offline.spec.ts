import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';

test('offline, the app says so above the page, and says nothing once back online; in Turkish too', async ({
  page,
  context,
}) => {
  await signIn(page, 'premium@example.com');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  const offline = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(offline).toHaveCount(0);

  await context.setOffline(true);
  await expect(offline).toHaveText(
    'You are offline. What this device last loaded stays readable; new entries, check-ins and reflections are kept here and sent once you are back online.',
  );
  await expectNoAxeViolations(page);
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);

  await page.goto('/tr/app/journal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: /^Çevrimdışısınız\./ })).toBeVisible();
  await context.setOffline(false);
});
