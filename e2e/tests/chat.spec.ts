import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';

// The chat of free@ (Elif): consent first, a conversation with the emulator's listener, the crisis
// help before a message that needs it. Serial: the steps share one account's consent and daily count.
test.describe.configure({ mode: 'serial' });

test.describe('AI chat', () => {
  test('consent first, then a conversation: Enter sends, the reply arrives, the AI reminder shows', async ({
    page,
  }) => {
    await signIn(page, 'free@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/chat');
    const consent = page.getByRole('dialog', { name: 'Before you start' });
    await expect(consent.getByText(/It is not a therapist/)).toBeVisible();
    await expectNoAxeViolations(page);
    await consent.getByRole('button', { name: 'I understand and agree' }).click();
    await expect(consent).toBeHidden();

    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('I felt nervous before the meeting today');
    await box.press('Enter');
    await expect(page.getByText('You are talking to an AI, not a person.').first()).toBeVisible();
    await expect(page.getByRole('article', { name: 'You' }).last()).toHaveText(
      /I felt nervous before the meeting today/,
    );
    // The new conversation is listed, titled with its first words.
    await expect(page.getByRole('heading', { level: 2, name: /^I felt nervous/ })).toBeVisible();
    // The listener's reply asks one open question.
    await expect(page.getByRole('article', { name: 'Assistant' }).last()).toContainText('?');
    await expect(box).toHaveValue('');
    await expectNoAxeViolations(page);
  });

  test('a crisis phrase shows help before anything is sent, in Turkish', async ({ page }) => {
    await signIn(page, 'free@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/tr/app/chat');
    const box = page.getByRole('textbox', { name: 'Mesajınız' });
    await expect(box).toBeEnabled();
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.postData()?.includes('kendimi öldürmek')) sent += 1;
    });
    await box.fill('bazen kendimi öldürmek istiyorum');
    await box.press('Enter');
    const help = page.getByRole('alertdialog', { name: 'Şu anda desteği hak ediyorsunuz' });
    await expect(help.getByRole('link', { name: '112' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(sent).toBe(0);
    // Back to the message: nothing was sent, and what was typed is still there.
    await help.getByRole('button', { name: 'Mesajıma dön' }).click();
    await expect(box).toHaveValue('bazen kendimi öldürmek istiyorum');
    expect(sent).toBe(0);
  });
});
