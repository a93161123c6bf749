import { expect, type Page } from '@playwright/test';

/** Every run signs up someone new: the emulator is shared by parallel tests and kept between runs. */
export function newcomer() {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { email: `newcomer-${suffix}@example.com`, name: `Nora ${suffix}` };
}

/** On the emulator's GitHub consent page: sign in as a new person (an unknown email creates the account). */
export async function consentAsNewPerson(page: Page, person: { email: string; name: string }): Promise<void> {
  await expect(page).toHaveTitle('Continue with GitHub — Emotion Guru emulator');
  await page.getByLabel('A new person').check();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Name').fill(person.name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * A new account lands on the onboarding (/app/onboarding): "Skip for now" ends it, so the journey goes on
 * from the dashboard (and a later sign-in goes straight there).
 */
export async function skipOnboarding(page: Page, language: 'en-US' | 'tr-TR' = 'en-US'): Promise<void> {
  const turkish = language === 'tr-TR';
  await expect(page).toHaveURL(turkish ? /\/tr\/app\/onboarding$/ : /\/app\/onboarding$/);
  await page.getByRole('button', { name: turkish ? 'Şimdilik atlayın' : 'Skip for now' }).click();
  await expect(page).toHaveURL(turkish ? /\/tr\/app\/dashboard$/ : /\/app\/dashboard$/);
}
