import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';

test.describe('session', () => {
  test('a protected page sends a visitor to login and back after signing in', async ({ page }) => {
    await page.goto('/app/settings?tab=password');
    await expect(page).toHaveURL(/\/auth\/login\?callback=/);
    // The URL changes before the login page's code has loaded: check the page once it shows.
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Emotion Guru' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill('premium@example.com');
    await page.getByLabel(/^Password/).fill('Emotion-demo-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/settings\?tab=password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await expectNoAxeViolations(page);
  });

  test('login validates the form and reports a wrong password without losing the email', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await page.getByLabel('Email').fill('free@example.com');
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Login failed');
    await expect(page.getByLabel('Email')).toHaveValue('free@example.com');
  });

  test('the session survives a reload; logout confirms with a toast', async ({ page }) => {
    await signIn(page, 'team@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
    await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('the 404 page offers the dashboard only to signed-in users', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveCount(0);
    await signIn(page, 'free@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/nowhere');
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
