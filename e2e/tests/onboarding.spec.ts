import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';
import { consentAsNewPerson, newcomer } from './support/sign-up.ts';

/** A new account, made the way a person makes one: a social sign-up, then the profile at /auth/continue. */
async function signUp(page: Page, turkish = false): Promise<{ email: string; name: string }> {
  const person = newcomer();
  await page.goto(turkish ? '/tr/auth/register' : '/auth/register');
  await page.getByRole('button', { name: turkish ? 'GitHub ile kaydolun' : 'Sign up with GitHub' }).click();
  await consentAsNewPerson(page, person);
  await page.getByRole('checkbox', { name: turkish ? /Kullanım koşullarını/ : /I accept the terms/ }).check();
  await page.getByRole('button', { name: turkish ? 'Hesabımı oluştur' : 'Create my account' }).click();
  return person;
}

/** Signs the same identity in again through GitHub (from the login page in that language), as after signing out. */
async function signInAgain(
  page: Page,
  person: { email: string; name: string },
  turkish = false,
): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.goto(turkish ? '/tr/auth/login' : '/auth/login');
  await page
    .getByRole('button', { name: turkish ? 'GitHub ile devam edin' : 'Continue with GitHub' })
    .click();
  await consentAsNewPerson(page, person);
}

/** Waits until the onboarding says the last move is kept on the account. */
async function saved(page: Page, turkish = false): Promise<void> {
  await expect(page.getByText(turkish ? /^İlerlemeniz kaydedilir/ : /^Your progress is saved/)).toBeVisible();
}

const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();

test.describe('onboarding', () => {
  test('a new account onboards in English: every step, saved as it goes, and then the dashboard', async ({
    page,
  }) => {
    const person = await signUp(page);
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Emotion Guru' })).toBeVisible();
    await expect(stepHeading(page)).toHaveText('Notice how you feel');
    await expect(page.getByText('Step 1 of 8: Notice')).toBeVisible();
    await expectNoAxeViolations(page);

    // By keyboard: Next moves focus to the new step's heading.
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('Reflect on what happened');
    await expect(stepHeading(page)).toBeFocused();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText('Understand your patterns');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText('What do you want from Emotion Guru?');
    const patterns = page.getByRole('checkbox', { name: 'Understand my patterns' });
    await patterns.focus();
    await page.keyboard.press('Space');
    await expect(patterns).toBeChecked();
    await saved(page);
    await expectNoAxeViolations(page);

    // Leaving and coming back continues where they were, with what they chose.
    await page.goto('/app/dashboard');
    await page.goto('/app/onboarding');
    await expect(stepHeading(page)).toHaveText('What do you want from Emotion Guru?');
    await expect(page.getByRole('checkbox', { name: 'Understand my patterns' })).toBeChecked();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText('Language and look');
    await page.getByRole('button', { name: 'Switch to dark theme' }).last().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText('Your first check-in');
    await page.getByRole('button', { name: /Green/ }).click();
    await page.getByRole('group', { name: 'Green words' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Save check-in' }).click();
    await expect(page.getByRole('status').filter({ hasText: /saved/i }).first()).toBeVisible();

    // Reminders: a daily time, by keyboard; notifications on this device are left as they are.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText('A nudge to check in');
    await expect(page.getByRole('switch', { name: 'Notifications on this device' })).not.toBeChecked();
    await expect(page.getByText('No reminders yet. Add a time below.')).toBeVisible();
    await page.getByLabel('Time', { exact: true }).fill('08:30');
    await page.getByRole('button', { name: 'Add reminder' }).focus();
    await page.keyboard.press('Enter');
    const reminders = page.getByRole('list', { name: 'Daily check-in reminders' });
    await expect(reminders.getByRole('listitem')).toHaveText([/^8:30\sAM/]);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText('The AI assistant');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'I understand and agree' }).click();
    await expect(page.getByText('You agreed to talk to the AI assistant.')).toBeVisible();
    // The free plan: the data consent says where it comes from.
    await expect(
      page.getByRole('switch', { name: 'Let the assistant read my recent check-ins and reflections' }),
    ).toBeDisabled();

    await page.getByRole('button', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${person.name}`);
    // The check-in made in the onboarding (a new account has no other).
    await expect(page.getByRole('region', { name: "Today's check-ins" }).getByRole('listitem')).toHaveCount(
      1,
    );

    // Finished: the next sign-in goes to the dashboard; Settings lets them go through it again.
    await signInAgain(page, person);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/settings#notifications');
    // The reminder made in the onboarding is in Settings → Notifications.
    await expect(
      page.getByRole('list', { name: 'Daily check-in reminders' }).getByRole('listitem'),
    ).toHaveText([/^8:30\sAM/]);
    await page.getByRole('link', { name: 'Go through the introduction again' }).click();
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    await expect(stepHeading(page)).toHaveText('Notice how you feel');
  });

  test('a new account onboards in Turkish on a phone, and one left half-way comes back at the next sign-in', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const person = await signUp(page, true);
    await expect(page).toHaveURL(/\/tr\/app\/onboarding$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
    await expect(page.getByRole('heading', { level: 1, name: "Emotion Guru'ya hoş geldiniz" })).toBeVisible();
    await expect(stepHeading(page)).toHaveText('Nasıl hissettiğinizi fark edin');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'İleri' }).click();
    await page.getByRole('button', { name: 'İleri' }).click();
    await expect(stepHeading(page)).toHaveText('Örüntülerinizi anlayın');
    await expect(page.getByText('Adım 3 / 8: Anlayın')).toBeVisible();
    // Back goes back, and says so with the heading.
    await page.getByRole('button', { name: 'Geri' }).click();
    await expect(stepHeading(page)).toHaveText('Yaşadıklarınız üzerine düşünün');
    await expect(stepHeading(page)).toBeFocused();
    await page.getByRole('button', { name: 'İleri' }).click();
    await expect(stepHeading(page)).toHaveText('Örüntülerinizi anlayın');
    await saved(page, true);

    // Signed out half-way: the next sign-in continues the onboarding where it was.
    await signInAgain(page, person, true);
    await expect(page).toHaveURL(/\/tr\/app\/onboarding$/);
    await expect(stepHeading(page)).toHaveText('Örüntülerinizi anlayın');
    await page.getByRole('button', { name: 'İleri' }).click();
    await expect(stepHeading(page)).toHaveText("Emotion Guru'dan ne bekliyorsunuz?");
    await page.getByRole('button', { name: 'İleri' }).click();
    await expect(stepHeading(page)).toHaveText('Dil ve görünüm');
    await page.getByRole('button', { name: 'İleri' }).click();
    await expect(stepHeading(page)).toHaveText('İlk duygu kaydınız');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'İleri' }).click();
    await expect(stepHeading(page)).toHaveText('Duygu kaydı için küçük bir hatırlatma');
    await page.getByLabel('Saat', { exact: true }).fill('21:30');
    await page.getByRole('button', { name: 'Hatırlatma ekle' }).click();
    await expect(
      page.getByRole('list', { name: 'Günlük duygu kaydı hatırlatmaları' }).getByRole('listitem'),
    ).toHaveText([/^21:30/]);
    await expectNoAxeViolations(page);

    // "Skip for now" ends it: the dashboard, and no onboarding at the next sign-in.
    await page.getByRole('button', { name: 'Şimdilik atlayın' }).click();
    await expect(page).toHaveURL(/\/tr\/app\/dashboard$/);
    await signInAgain(page, person, true);
    await expect(page).toHaveURL(/\/tr\/app\/dashboard$/);
  });

  test('a caretaker goes through it again from the start and has one more step: the first client', async ({
    page,
  }) => {
    await signIn(page, 'team@example.com');
    // The demo account finished it long ago: the sign-in goes to the dashboard.
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/onboarding');
    await expect(stepHeading(page)).toHaveText('Notice how you feel');
    await expect(page.getByText('Step 1 of 9: Notice')).toBeVisible();
    for (let step = 1; step < 9; step++) await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText('Add your first client');
    await expect(page.getByText(/You have added \d+ clients?:/)).toBeVisible();
    await page.getByRole('button', { name: 'Add a client' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toBeFocused();
    await expectNoAxeViolations(page);
    // Nothing is written here (the clients journey owns team@'s list): Escape closes the form.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
});
