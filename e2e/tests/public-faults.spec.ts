import { expect, test } from '@playwright/test';
import { setErrorRate } from './support/faults.ts';

// Runs in its own Playwright project, alone, after every other journey (playwright.config.ts).

test.afterEach(async () => {
  await setErrorRate(0);
});

test('a contact message the platform refuses keeps every field, and goes through on the next try', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const typed = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Email: 'ada@example.com',
    'Phone number': '+90 212 555 01 23',
    Company: 'Analytical Engines',
    Position: 'Founder',
    'LinkedIn profile': 'https://www.linkedin.com/in/ada',
    Message: 'Written while the platform was down.',
  };
  // A tap into the first field starts the prerendered page's app; the fields take text once it has.
  await form.getByRole('textbox', { name: 'First name' }).click();
  for (const [label, value] of Object.entries(typed))
    await form.getByRole('textbox', { name: label }).fill(value);

  await setErrorRate(1);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Your message could not be sent. Everything you typed is still here; please try again in a moment.',
  );
  for (const [label, value] of Object.entries(typed))
    await expect(form.getByRole('textbox', { name: label })).toHaveValue(value);

  await setErrorRate(0);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();
});

test('an unsubscribe the platform refuses keeps the address, in Turkish', async ({ page }) => {
  await page.goto('/tr/unsubscribe?email=ada%40example.com');
  const form = page.getByRole('form', { name: 'Bültenimizden çıkın' });
  await setErrorRate(1);
  await form.getByRole('button', { name: 'Abonelikten çık' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Şu anda sizi listeden çıkaramadık. Adresiniz alanda duruyor; lütfen yeniden deneyin.',
  );
  await expect(form.getByRole('textbox', { name: 'E-posta' })).toHaveValue('ada@example.com');
  await setErrorRate(0);
  await form.getByRole('button', { name: 'Abonelikten çık' }).click();
  await expect(page.getByRole('heading', { name: 'Abonelikten çıktınız' })).toBeVisible();
});
