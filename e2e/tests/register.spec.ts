import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/fixtures.ts';
import { consentAsNewPerson, newcomer, skipOnboarding } from './support/sign-up.ts';

test.describe('sign-up', () => {
  test('the login page leads to sign-up in both languages', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
    await page.goto('/tr/auth/login');
    await expect(page.getByRole('link', { name: 'Hesap oluşturun' })).toHaveAttribute(
      'href',
      '/tr/auth/register',
    );
  });

  test('the register page offers the three providers, in English and in Turkish', async ({ page }) => {
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    const providers = page.getByRole('group', { name: 'Ways to create an account' });
    for (const provider of ['Google', 'GitHub', 'Facebook'])
      await expect(providers.getByRole('button', { name: `Sign up with ${provider}` })).toBeVisible();
    await expect(page.getByText('there is no separate Emotion Guru password')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    await expectNoAxeViolations(page);

    await page.goto('/tr/auth/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Hesabınızı oluşturun' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'GitHub ile kaydolun' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Giriş yapın' })).toHaveAttribute('href', '/tr/auth/login');
    await expectNoAxeViolations(page);
  });

  test('a new person signs up with GitHub, finishes the profile, and later signs straight in', async ({
    page,
  }) => {
    const person = newcomer();
    await page.goto('/auth/register');
    await page.getByRole('button', { name: 'Sign up with GitHub' }).click();
    await consentAsNewPerson(page, person);

    await expect(page).toHaveURL(/\/auth\/continue\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Finish creating your account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(person.name);
    // The one-time token leaves the address once it is used.
    await expect(page).not.toHaveURL(/token=/);
    await expectNoAxeViolations(page);

    const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText('Accept the terms and the privacy policy to continue.')).toBeVisible();
    await expect(terms).toBeFocused();
    await expect(page).toHaveURL(/\/auth\/continue/);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await skipOnboarding(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${person.name}`);

    // Signed out, the same identity is a known account now: back through /auth/callback, no profile step.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await consentAsNewPerson(page, person);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${person.name}`);
  });

  test('a new person who picks Türkçe continues in Turkish', async ({ page }) => {
    const person = newcomer();
    await page.goto('/auth/register');
    await page.getByRole('button', { name: 'Sign up with GitHub' }).click();
    await consentAsNewPerson(page, person);
    await expect(page.getByRole('heading', { level: 1, name: 'Finish creating your account' })).toBeVisible();
    await page.getByRole('radio', { name: 'Türkçe' }).click();
    await page.getByRole('checkbox', { name: /I accept the terms/ }).click();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await skipOnboarding(page, 'tr-TR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
  });

  test('without a token /auth/continue fails like the callback page', async ({ page }) => {
    await page.goto('/auth/continue?provider=github');
    await expect(page.getByRole('alert')).toHaveText('Failed to authenticate with GitHub');
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
