import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/fixtures.ts';

test.describe('social login', () => {
  test('GitHub signs in through the platform and lands on the dashboard', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
  });

  test('a failed return says which provider failed, in Turkish too', async ({ page }) => {
    await page.goto('/tr/auth/callback?provider=github&error=denied');
    await expect(page.getByRole('alert')).toHaveText('github ile kimlik doğrulanamadı');
    await expectNoAxeViolations(page);
    await page.goto('/auth/callback?provider=google&token=not-a-real-token&expireDate=2030-01-01T00:00:00Z');
    await expect(page.getByRole('alert')).toHaveText('Failed to authenticate with google');
  });
});
