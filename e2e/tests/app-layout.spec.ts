import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';

test.describe('app layout', () => {
  test('Ctrl+B collapses the sidebar, and it stays collapsed after a reload', async ({ page }) => {
    await signIn(page, 'team@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const sidebar = page.locator('aside[data-state]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.locator('aside[data-state]')).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(page.locator('aside[data-state]')).toHaveAttribute('data-state', 'expanded');
  });

  test('sections follow access: a caretaker sees Clients, a free user does not; referrers see Referrals', async ({
    page,
  }) => {
    await signIn(page, 'team@example.com');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Clients' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Referrals' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Upgrade' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'referrer@example.com');
    await expect(nav.getByRole('link', { name: 'Referrals' })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'free@example.com');
    await expect(nav.getByRole('link', { name: 'Clients' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(/\/app\/subscriptions$/);
  });

  test('a phone gets the sidebar as a drawer from the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.getByRole('button', { name: 'Toggle sidebar (Ctrl+B)' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Journal' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });
});
