import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';

// team@ (the caretaker) and Ece Şahin, one of team@'s clients with an account of her own, who in the
// seed shares her conversations with her caretaker. One journey: its steps change that sharing.
test('a caretaker reads only what a client shares; the client stops and starts sharing in settings, in Turkish at 360 px', async ({
  page,
  browser,
}) => {
  await signIn(page, 'team@example.com');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/chat');
  // The first client by name has no account: no conversations of hers exist.
  await expect(page.getByRole('heading', { name: 'Aylin Koç has no account of their own' })).toBeVisible();
  await page.getByRole('button', { name: /^Currently viewing:/ }).click();
  await page.getByRole('menuitem', { name: 'Ece Şahin' }).click();
  await expect(
    page.getByText('Ece Şahin lets you read their conversations.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Akşamları yalnızlık' }).click();
  await expect(page.getByText('Bu şehirde hâlâ kimseyi tanımıyorum', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New conversation' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Akşamları yalnızlık' }).click();
  await expect(page.getByText('Bu şehirde hâlâ kimseyi tanımıyorum', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  // Ece, on her phone, in Turkish: she stops sharing.
  const eceContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 740 },
  });
  const ece = await eceContext.newPage();
  await signIn(ece, 'ece.sahin@example.com');
  await expect(ece).toHaveURL(/\/app\/dashboard$/);
  await ece.goto('/tr/app/settings');
  const share = ece.getByRole('switch', { name: 'Bakım verenim sohbetlerimi okuyabilsin' });
  await expect(share).toBeChecked();
  // Her caretaker's guidance shapes the replies, and she is told so (not what it says).
  await expect(
    ece.getByText('Bakım vereniniz, sohbetleriniz için asistana yönergeler verdi', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(ece);
  await share.click();
  await expect(share).not.toBeChecked();
  await expect(share).toBeEnabled();

  // The caretaker's next look: nothing to read, and who can change that.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Ece Şahin has not shared their conversations with you' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Akşamları yalnızlık' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // She shares again (the seed's state, for the next run against the same emulator).
  await share.click();
  await expect(share).toBeChecked();
  await expect(share).toBeEnabled();
  await ece.reload();
  await expect(share).toBeChecked();
  await eceContext.close();
});
