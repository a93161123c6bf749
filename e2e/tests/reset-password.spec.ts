import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, signIn } from './support/fixtures.ts';

const EMULATOR = 'http://localhost:4010';
const ACCOUNT = 'enterprise@example.com';

interface MailboxMessage {
  to: string;
  /** The reset link the message carries. */
  link?: string;
}

test('a forgotten password is reset through the emailed link', async ({ page, request }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(ACCOUNT);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('a link to reset the password is on its way');

  // The emulator's mailbox stands in for the user's inbox.
  const { messages } = (await (await request.get(`${EMULATOR}/__emulator/mailbox`)).json()) as {
    messages: MailboxMessage[];
  };
  const mail = messages.filter((message) => message.to === ACCOUNT).at(-1);
  expect(mail?.link).toContain('/auth/reset-password?token=');
  const { pathname, search } = new URL(mail?.link ?? '');

  await page.goto(`${pathname}${search}`);
  // Choosing the demo password again keeps the account usable for every other test.
  await page.getByLabel('New password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');

  // The token works once only.
  await page.goto(`${pathname}${search}`);
  await page.getByLabel('New password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();

  await signIn(page, ACCOUNT);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
