import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/fixtures.ts';

test.describe('locale', () => {
  test.describe('a browser in Turkish', () => {
    test.use({ locale: 'tr-TR' });

    test('lands on /tr on its first visit, in Turkish', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/tr$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Duygularınızı her gün biraz daha iyi tanıyın',
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
      await expectNoAxeViolations(page);
    });
  });

  test('an English browser stays on the unprefixed URL', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('full language tags redirect to the canonical prefix', async ({ page }) => {
    await page.goto('/tr-TR');
    await expect(page).toHaveURL(/\/tr$/);
    await page.goto('/en-US/no-such-page');
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('the old legal paths redirect to /legal/...', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveURL(/\/legal\/terms$/);
    await page.goto('/tr/privacy');
    await expect(page).toHaveURL(/\/tr\/legal\/privacy$/);
    await page.goto('/careers');
    await expect(page).toHaveURL(/\/$/);
  });
});
