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
