/**
 * Sign-up and social sign-in in `npm run dev`: the Vite dev server with the emulator running in the
 * browser (MSW), not the production build with the emulator's HTTP server (register.spec.ts and
 * social-login.spec.ts cover that). The emulator's consent page is a document of its own; its form
 * used to end on the browser's "HTTP ERROR 404" here, because no page ran the emulator to answer it.
 *
 * Runs in the `dev` project (playwright.config.ts), against its own dev server. Each test has a fresh
 * browser context, so a fresh emulator (its data lives in the context's IndexedDB).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/fixtures.ts';
import { skipOnboarding } from './support/sign-up.ts';

function newcomer() {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { email: `dev-newcomer-${suffix}@example.com`, name: `Deniz ${suffix}` };
}

const CONSENT_TITLE = /^Continue with (GitHub|Google) — Emotion Guru emulator$/;

/** On the emulator's consent page: checked with axe, then continues as a new person or the demo identity. */
async function consent(page: Page, person?: { email: string; name: string }): Promise<void> {
  await expect(page).toHaveTitle(CONSENT_TITLE);
  // The page runs the emulator itself (page.ts): it says so once it can answer its form.
  await expect(page.locator('html')).toHaveAttribute('data-emulator', 'ready');
  await expectNoAxeViolations(page);
  if (person === undefined) {
    await expect(page.getByLabel(/Sam Social/)).toBeChecked();
  } else {
    await page.getByLabel('A new person').check();
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Name').fill(person.name);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('sign-up and social sign-in in npm run dev', () => {
  test('a new person signs up with GitHub, skips the onboarding to the dashboard, and later signs straight in', async ({
    page,
  }) => {
    const person = newcomer();
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign up with GitHub' }).click();
    // A mistake first: the consent page answers its own form (the emulator runs in it, mocks/src/page.ts),
    // shows it again with the problem, focused, and keeps what was typed.
    await expect(page.locator('html')).toHaveAttribute('data-emulator', 'ready');
    await page.getByLabel('A new person').check();
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter a name for the new person.');
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue(person.email);
    await consent(page, person);

    await expect(page.getByRole('heading', { level: 1, name: 'Finish creating your account' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/continue/);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(person.name);
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await skipOnboarding(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${person.name}`);
    await expectNoAxeViolations(page);

    // Signed out, the same identity is a known account of this browser's emulator: no profile step.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await consent(page, person);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${person.name}`);
  });

  test('the demo identity signs in with GitHub and is greeted by name', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Emotion Guru' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await consent(page);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Sam Social');
  });

  test('a new person signs up from the Turkish pages and continues in Turkish', async ({ page }) => {
    const person = newcomer();
    await page.goto('/tr/auth/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Hesabınızı oluşturun' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'GitHub ile kaydolun' }).click();
    await consent(page, person);

    // The provider returns to /auth/continue, without a language: the page comes back in Turkish.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hesabınızı oluşturmayı tamamlayın' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/tr\/auth\/continue\?/);
    await expect(page.getByRole('radio', { name: 'Türkçe' })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: /Kullanım koşullarını/ }).check();
    await page.getByRole('button', { name: 'Hesabımı oluştur' }).click();
    await skipOnboarding(page, 'tr-TR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tekrar hoş geldiniz, ${person.name}`);
    await expectNoAxeViolations(page);
  });

  test('the demo identity signs in with Google from the Turkish login page', async ({ page }) => {
    await page.goto('/tr/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: "Emotion Guru'ya giriş yapın" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Google ile devam edin' }).click();
    await consent(page);
    // The provider returns to /auth/callback, without a language: the sign-in ends in Turkish.
    await expect(page).toHaveURL(/\/tr\/app\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tekrar hoş geldiniz, Sam Social');
  });
});
