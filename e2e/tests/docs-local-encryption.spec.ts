import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/fixtures.ts';

test.describe('the local encryption docs page', () => {
  test('explains, in English, what a forgotten password loses, and leads to Settings', async ({ page }) => {
    await page.goto('/docs/local-encryption');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local encryption of your journal');
    await expect(page).toHaveTitle('Local encryption – Emotion Guru');

    const forgotten = page.getByRole('region', { name: 'If you forget the password' });
    await expect(forgotten).toContainText('cannot be recovered, by you or by anyone else, including us');
    await expect(forgotten).toContainText('There is no password reset');
    await expect(page.getByRole('region', { name: 'How it works' })).toContainText('600,000 iterations');
    await expectNoAxeViolations(page);

    // Settings needs an account: a visitor is sent to sign in, and comes back to Settings afterwards.
    await page.getByRole('link', { name: 'Go to Settings to turn on local encryption' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?callback=%2Fapp%2Fsettings%23encryption$/);
  });

  test('explains the same in Turkish at /tr/docs/local-encryption', async ({ page }) => {
    await page.goto('/tr/docs/local-encryption');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Günlüğünüzün yerel şifrelemesi');
    await expect(page).toHaveTitle('Yerel şifreleme – Emotion Guru');

    const forgotten = page.getByRole('region', { name: 'Parolanızı unutursanız' });
    await expect(forgotten).toContainText('hiç kimse tarafından geri getirilemez');
    await expect(
      page.getByRole('link', { name: "Yerel şifrelemeyi açmak için Ayarlar'a gidin" }),
    ).toHaveAttribute('href', '/tr/app/settings#encryption');
    await expectNoAxeViolations(page);
  });

  test('sections can be linked to directly', async ({ page }) => {
    await page.goto('/docs/local-encryption#forgotten-password');
    await expect(page.getByRole('heading', { name: 'If you forget the password' })).toBeInViewport();
  });
});
