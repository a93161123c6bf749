import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpNewPerson } from './support/chat.ts';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';
import { EMULATOR_URL } from './support/journal.ts';

const APP_ORIGIN = 'http://localhost:4173';

/** The emulator's GitHub sign-in for `email`: a known account lands in the app, a new one on "Finish creating". */
function githubSignIn(email: string): string {
  const url = new URL(`${EMULATOR_URL}/api/auth/github`);
  url.searchParams.set('email', email);
  url.searchParams.set('name', 'Second device');
  url.searchParams.set('redirectUri', APP_ORIGIN);
  return url.toString();
}

/** The same person signed in on another device: a browser context of its own (its own storage). */
async function signInOnAnotherDevice(browser: Browser, email: string): Promise<Page> {
  const phone = await (await browser.newContext({ baseURL: APP_ORIGIN })).newPage();
  await phone.goto(githubSignIn(email));
  await expect(phone.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  return phone;
}

test.describe('account: profile, signed-in devices, the plan, deleting the account', () => {
  test('signs out the other device (which is sent to sign in again), shows the plan, refuses a wrong email, then deletes the account everywhere', async ({
    page,
    browser,
  }) => {
    const person = await signUpNewPerson(page, 'account');
    const phone = await signInOnAnotherDevice(browser, person.email);

    await page.goto('/app/settings#devices');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByRole('heading', { name: 'Signed-in devices' })).toBeInViewport();
    // By keyboard: the button is reached with Tab from the section's text and pressed with Enter.
    const signOutOthers = devices.getByRole('button', { name: 'Sign out of other devices' });
    await signOutOthers.focus();
    await page.keyboard.press('Enter');
    await expect(devices.getByRole('status')).toHaveText('Signed out of 1 other device.');
    await expectNoAxeViolations(page);

    // The phone's next request finds its session ended: it is told, and sent to sign in, with the way back.
    await phone.goto('/app/journal');
    await expect(phone.getByText('You have been signed out')).toBeVisible();
    await expect(phone).toHaveURL(/\/auth\/login\?callback=%2Fapp%2Fjournal$/);
    await phone.context().close();
    // This device is still signed in.
    await page.reload();
    await expect(devices.getByRole('button', { name: 'Sign out of other devices' })).toBeVisible();

    const plan = page.getByRole('region', { name: 'Subscription' });
    await expect(plan.getByText('Your plan: Free')).toBeVisible();
    await expect(plan.getByRole('link', { name: 'See the plans and upgrade' })).toHaveAttribute(
      'href',
      '/app/subscriptions',
    );

    await page.goto('/app/settings#delete-account');
    const deletion = page.getByRole('region', { name: 'Delete account' });
    await expect(deletion.getByText('your journal, check-ins, words, reflections')).toBeVisible();
    const confirm = deletion.getByLabel(`To confirm, type your email: ${person.email}`);
    await confirm.fill('someone-else@example.com');
    await confirm.press('Enter');
    await expect(confirm).toHaveAccessibleDescription(/That is not this account’s email/);
    await expect(confirm).toHaveValue('someone-else@example.com');
    await expectNoAxeViolations(page);

    await confirm.fill(person.email.toUpperCase());
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await expect(page).toHaveURL(`${APP_ORIGIN}/`);
    await expect(page.getByText('You have been signed out')).toHaveCount(0);
    // The account is gone: the same identity is a new person now.
    await page.goto(githubSignIn(person.email));
    await expect(page.getByRole('heading', { level: 1, name: 'Finish creating your account' })).toBeVisible();
  });

  test('the settings sections by keyboard: a section link followed with Enter, the next Tab is inside that section', async ({
    page,
  }) => {
    await signIn(page, 'premium@example.com');
    await page.goto('/app/settings');
    const sections = page.getByRole('navigation', { name: 'Settings sections' });
    await expect(sections.getByRole('link')).toHaveCount(11);
    await sections.getByRole('link', { name: 'Delete account' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/settings#delete-account$/);
    const deletion = page.getByRole('region', { name: 'Delete account' });
    await expect(deletion.getByRole('heading', { name: 'Delete account' })).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(deletion.getByRole('link', { name: 'Download your data first.' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('the newsletter: subscribed in Settings → Notifications, unsubscribed from the public page, and Settings shows it', async ({
    page,
  }) => {
    const person = await signUpNewPerson(page, 'newsletter');
    await page.goto('/app/settings#notifications');
    const notifications = page.getByRole('region', { name: 'Notifications and newsletter' });
    const toggle = notifications.getByRole('switch', { name: 'Email newsletter' });
    await expect(toggle).not.toBeChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('You are subscribed to the newsletter.')).toBeVisible();
    await expect(notifications.getByText(/^Subscribed since /)).toBeVisible();
    await expectNoAxeViolations(page);

    // The newsletter's own unsubscribe link, followed on this device.
    await page.goto(`/unsubscribe?email=${encodeURIComponent(person.email)}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await page.goto('/app/settings#notifications');
    await expect(toggle).not.toBeChecked();
    await expect(notifications.getByText(/^Unsubscribed on /)).toBeVisible();
  });

  test('in Turkish on a phone: what deleting removes, the refusal and the deletion, in Turkish', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const person = await signUpNewPerson(page, 'account-tr');
    await page.goto('/tr/app/settings#delete-account');
    const deletion = page.getByRole('region', { name: 'Hesabı sil' });
    await expect(deletion.getByRole('heading', { name: 'Hesabı sil' })).toBeInViewport();
    await expect(deletion.getByText('Sonrasında hiçbir şey geri getirilemez.')).toBeVisible();
    const confirm = deletion.getByLabel(`Onaylamak için e-postanızı yazın: ${person.email}`);
    await confirm.fill('yanlis@example.com');
    await deletion.getByRole('button', { name: 'Hesabımı sil' }).click();
    await expect(confirm).toHaveAccessibleDescription(/Bu, hesabın e-postası değil/);
    await expectNoAxeViolations(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await confirm.fill(person.email);
    await deletion.getByRole('button', { name: 'Hesabımı sil' }).click();
    await expect(page.getByText('Hesabınız silindi')).toBeVisible();
    await expect(page).toHaveURL(`${APP_ORIGIN}/tr`);
  });

  test('profile: a picture cropped, previewed and saved (it shows in the header, after a reload too); the name changed; the email read-only; the AI consent dated', async ({
    page,
  }) => {
    await signUpNewPerson(page, 'profile');
    await page.goto('/app/settings#profile');
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByRole('heading', { name: 'Profile' })).toBeInViewport();
    await expect(profile.getByLabel('Email')).toHaveAttribute('readonly', '');

    await profile.getByLabel('Choose a picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    });
    await expect(profile.getByRole('img', { name: 'Your new profile picture, not saved yet' })).toBeVisible();
    await expectNoAxeViolations(page);
    await profile.getByRole('button', { name: 'Save picture' }).click();
    await expect(page.getByText('Your picture has been saved.')).toBeVisible();
    const header = page.getByRole('button', { name: 'Account menu' });
    await expect(header.locator('img')).toHaveAttribute(
      'src',
      /\/api\/file\/public\/emotion\/.+\/avatar\.png$/,
    );

    const name = profile.getByLabel('Name');
    await name.fill('Deniz Profile');
    await name.press('Enter');
    await expect(page.getByText('Your name has been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('Name')).toHaveValue(
      'Deniz Profile',
    );
    await expect(header.locator('img')).toHaveAttribute('src', /\/avatar\.png$/);

    // Privacy: once the AI consent is given in the chat, the settings say when.
    await page.goto('/app/chat');
    await page
      .getByRole('dialog', { name: 'Before you start' })
      .getByRole('button', { name: 'I understand and agree' })
      .click();
    await page.goto('/app/settings#ai');
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
    await expect(
      page
        .getByRole('region', { name: 'AI chat' })
        .getByText(`You agreed to talk to the AI assistant on ${today}.`),
    ).toBeVisible();
  });
});

/** A 1 × 1 PNG. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
