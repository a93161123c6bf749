import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, waitForApp } from './support/fixtures.ts';

test.describe('public header', () => {
  test('offers Login and Register to visitors (Register goes to pricing) and turns solid after 50 px', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    // The header's own links (the landing's calls to action below it have their own).
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/pricing');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    // The scroll drives the page itself, not one of its buttons: only once the app runs (a wheel turned
    // while a busy machine still starts it could scroll nothing, and the header would wait forever).
    await waitForApp(page);
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(header).toHaveAttribute('data-scrolled', 'true', { timeout: 2_000 });
    }).toPass();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  });

  test('shows Dashboard to a signed-in user', async ({ page }) => {
    await signIn(page, 'free@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a phone gets the links in a menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
