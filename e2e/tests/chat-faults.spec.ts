import { expect, test } from '@playwright/test';
import { agreeToChat, setLatency, signUpNewPerson } from './support/chat.ts';
import { setErrorRate } from './support/faults.ts';
import { uniqueSuffix } from './support/journal.ts';

// Runs in its own Playwright project, alone, after every other journey (playwright.config.ts): the fault
// switch is emulator-wide.

test.afterEach(async () => {
  await setErrorRate(0);
  await setLatency(0);
});

test('a message that fails to send stays in the box, and "Try again" sends it', async ({ page }) => {
  await signUpNewPerson(page, 'fault');
  await agreeToChat(page);
  const box = page.getByRole('textbox', { name: 'Your message' });
  await expect(box).toBeEnabled();
  const words = `The train was late again ${uniqueSuffix()}`;
  await box.fill(words);

  // Every platform call fails while the message goes out.
  await setErrorRate(1);
  await box.press('Enter');
  const alert = page.getByRole('alert').filter({ hasText: 'Your message was not sent' });
  await expect(alert).toContainText('The assistant is not available right now.');
  await expect(box).toHaveValue(words);
  await expect(page.getByRole('article', { name: 'You' })).toHaveCount(0);

  // The platform answers again: "Try again" sends the kept message.
  await setErrorRate(0);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article', { name: 'You' }).last()).toContainText(words);
  await expect(page.getByRole('article', { name: 'Assistant' }).last()).toContainText('?');
  await expect(alert).toBeHidden();
  await expect(box).toHaveValue('');
  // Sent once: the conversation holds the message one time, after a reload too.
  await page.reload();
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: words }).click();
  await expect(page.getByRole('article', { name: 'You' })).toHaveCount(1);
});

test('Stop while the assistant answers keeps the message, stores nothing, and it can be sent again', async ({
  page,
}) => {
  await signUpNewPerson(page, 'stop');
  await agreeToChat(page);
  const box = page.getByRole('textbox', { name: 'Your message' });
  await expect(box).toBeEnabled();
  const words = `Too tired to think ${uniqueSuffix()}`;
  await box.fill(words);

  // A slow platform: the reply is on its way long enough to stop it.
  await setLatency(60_000);
  await box.press('Enter');
  await expect(page.getByText('The assistant is writing…')).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  const stopped = page.getByRole('status').filter({ hasText: 'Stopped.' });
  await expect(stopped).toContainText('Your message was not sent; it is still here.');
  await expect(box).toHaveValue(words);
  await expect(page.getByRole('article', { name: 'You' })).toHaveCount(0);
  await setLatency(0);

  // Send again: the message goes once; the stopped one was never kept.
  await stopped.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByRole('article', { name: 'You' }).last()).toContainText(words);
  await expect(page.getByRole('article', { name: 'Assistant' }).last()).toContainText('?');
  await expect(box).toHaveValue('');
  await page.reload();
  const list = page.getByRole('navigation', { name: 'Conversations' });
  await list.getByRole('button', { name: words }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'You' })).toHaveCount(1);
});
