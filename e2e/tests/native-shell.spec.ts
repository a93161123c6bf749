import { expect, test } from '@playwright/test';

test.describe('inside the native wrapper', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 15) Chrome/156 Mobile EmotionGuruApp/2.1' });

  test('the landing page sends the app to sign-in, and the page behaves like an app', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.locator('html')).toHaveAttribute('data-native-app', '');
    const email = page.getByLabel('Email');
    await expect(email).toBeVisible();
    // Web-first assertions retry: the sign-in form may still be replaced once as its page finishes loading
    // (a detached input has no computed style).
    await expect(page.locator('body')).toHaveCSS('user-select', 'none');
    await expect(email).toHaveCSS('user-select', 'text');
    await expect(page.locator('html')).toHaveCSS('overscroll-behavior-y', 'none');
  });
});

test('in a browser tab the landing page stays, and text can be selected', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-native-app');
});
