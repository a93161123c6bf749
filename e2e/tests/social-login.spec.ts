import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/fixtures.ts';

test.describe('social login', () => {
  test('GitHub signs the demo identity in through the consent page and greets it by name', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await expect(page).toHaveTitle('Continue with GitHub — Emotion Guru emulator');
    await expect(page.getByLabel(/Sam Social/)).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Sam Social');
  });

  test('Cancel on the consent page comes back with the provider error', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/auth\/callback\?/);
    await expect(page.getByRole('alert')).toHaveText('Failed to authenticate with Google');
  });

  test('a failed return says which provider failed, in Turkish too', async ({ page }) => {
    await page.goto('/tr/auth/callback?provider=github&error=denied');
    await expect(page.getByRole('alert')).toHaveText('GitHub ile kimlik doğrulanamadı');
    await expectNoAxeViolations(page);
    await page.goto('/auth/callback?provider=google&token=not-a-real-token&expireDate=2030-01-01T00:00:00Z');
    await expect(page.getByRole('alert')).toHaveText('Failed to authenticate with Google');
  });

  test('from the Turkish login page the return stays in Turkish: the dashboard, and a cancelled consent', async ({
    page,
  }) => {
    await page.goto('/tr/auth/login');
    await page.getByRole('button', { name: 'GitHub ile devam edin' }).click();
    await expect(page).toHaveTitle('Continue with GitHub — Emotion Guru emulator');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/tr\/app\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tekrar hoş geldiniz, Sam Social');
    await expectNoAxeViolations(page);

    await page.evaluate(() => localStorage.clear());
    await page.goto('/tr/auth/login');
    await page.getByRole('button', { name: 'Google ile devam edin' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/tr\/auth\/callback\?/);
    await expect(page.getByRole('alert')).toHaveText('Google ile kimlik doğrulanamadı');
    await expect(page.getByRole('link', { name: 'Giriş sayfasına dön' })).toHaveAttribute(
      'href',
      '/tr/auth/login',
    );
  });
});
