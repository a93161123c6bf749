import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';

test.describe('preferences', () => {
  test('switching language keeps the page and is remembered', async ({ page }) => {
    await signIn(page, 'pro@example.com', '/auth/login?callback=%2Fapp%2Fsettings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await page.getByRole('button', { name: 'Language' }).first().click();
    await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL(/\/tr\/app\/settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ayarlar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
    await expectNoAxeViolations(page);
    // The choice is stored: a later visit to an unprefixed URL is shown in Turkish.
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/tr\/app\/dashboard$/);
  });

  test('the dark theme is kept after a reload and painted before the app starts', async ({ page }) => {
    await signIn(page, 'free@example.com', '/auth/login?callback=%2Fapp%2Fsettings');
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page);
    // Hold the app's script back until the first paint is checked: whatever is painted until then
    // comes from index.html alone.
    let releaseScript: () => void = () => undefined;
    const scriptHeld = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Once the stylesheet applies, the page is dark while the app has not rendered anything yet.
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)');
    const firstPaint = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      // Only the app shell's placeholder (the brand mark: packages/app/src/app/app-shell-placeholder.ts).
      appRendered: document.querySelector('#root > :not([data-app-shell])') !== null,
      placeholder: document.querySelector('#root > [data-app-shell] svg') !== null,
    }));
    releaseScript();
    expect(firstPaint).toEqual({ background: 'rgb(11, 16, 32)', appRendered: false, placeholder: true });
  });
});
