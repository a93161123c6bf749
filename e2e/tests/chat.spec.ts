import { expect, test, type Page } from '@playwright/test';
import {
  agreeToChat,
  aiChat,
  aiChatParams,
  chatSendRequest,
  ownClientId,
  platformCall,
  sessionToken,
  signUpNewPerson,
} from './support/chat.ts';
import { apiToken, uniqueSuffix } from './support/journal.ts';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';

// The chat of free@ (Elif): consent first, a conversation with the emulator's listener, the crisis
// help before a message that needs it. Serial: the steps share one account's consent and daily count.
test.describe('AI chat', () => {
  test.describe.configure({ mode: 'serial' });

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

/** Sends `text` with Enter and waits for the assistant's reply to it. */
async function send(page: Page, text: string, box = page.getByRole('textbox', { name: 'Your message' })) {
  await box.fill(text);
  const answered = page.waitForResponse((response) => {
    const params = aiChatParams(response.request());
    return params?.['op'] === 'send' && params['message'] === text;
  });
  await box.press('Enter');
  await answered;
}

// Each journey below has an account of its own (a new one, or premium@ for what only a paid plan has),
// so they run in parallel and in any order.
test.describe('AI chat, one account each', () => {
  test('declining the consent leaves the page read-only with the explanation, after a reload too', async ({
    page,
  }) => {
    await signUpNewPerson(page, 'decline');
    await page.goto('/app/chat');
    const consent = page.getByRole('dialog', { name: 'Before you start' });
    await consent.getByRole('button', { name: 'Not now' }).click();
    await expect(consent).toBeHidden();
    const off = page.getByRole('heading', { level: 2, name: 'The assistant is off' });
    await expect(off).toBeVisible();
    await expect(page.getByText('nothing you write is sent anywhere')).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Your message' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription('Sending is off until you agree to talk to the assistant.');
    await expect(page.getByRole('button', { name: 'Get help now' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The decision holds after a reload: explained again, not asked again.
    await page.reload();
    await expect(off).toBeVisible();
    await expect(box).toBeDisabled();
    await expect(consent).toBeHidden();

    // The way back: reading about the assistant again offers the consent.
    await page.getByRole('button', { name: 'Read about the assistant' }).click();
    await expect(consent.getByText(/It is not a therapist/)).toBeVisible();
    await consent.getByRole('button', { name: 'I understand and agree' }).click();
    await expect(consent).toBeHidden();
    await expect(off).toBeHidden();
    await expect(box).toBeEnabled();
  });

  test('with data consent the assistant gets recent entries (never encrypted ones); without it, none', async ({
    page,
  }) => {
    // premium@ (reading entries is part of the paid plans): AI consent given, data consent off, and a
    // reflection of today with one text kept encrypted on the device (an envelope the platform stores as is).
    const suffix = uniqueSuffix();
    const token = await apiToken('premium@example.com');
    const clientId = await ownClientId(token);
    expect(await aiChat(token, { op: 'setConsent', clientId, ai: true, data: false })).toMatchObject({
      success: true,
    });
    const title = `Evening by the river ${suffix}`;
    const sealed = `eg1.${suffix}AAAAAAAAAAAA.${suffix}BBBBBBBBBBBBBBBBBBBB`;
    await platformCall(token, '/api/entity/save', {
      entityName: 'VegReflection',
      entity: {
        client_id: clientId,
        title,
        date: new Date().toISOString(),
        timing: 4,
        actions: sealed,
        needs: `Quiet time ${suffix}`,
        status: 1,
      },
    });

    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/chat');
    const data = page.getByRole('switch', {
      name: 'Let the assistant read my recent check-ins and reflections',
    });
    await expect(data).not.toBeChecked();
    const box = page.getByRole('textbox', { name: 'Your message' });
    await expect(box).toBeEnabled();

    const without = `Only the conversation ${suffix}`;
    const first = chatSendRequest(page, without);
    await send(page, without, box);
    expect((await first).postDataJSON()).not.toHaveProperty('params.context');

    await data.click();
    await expect(data).toBeChecked();
    const withData = `With my entries ${suffix}`;
    const second = chatSendRequest(page, withData);
    await send(page, withData, box);
    const body = JSON.stringify((await second).postDataJSON());
    expect((await second).postDataJSON()).toHaveProperty('params.context.reflections');
    expect(body).toContain(title);
    expect(body).toContain(`Quiet time ${suffix}`);
    expect(body).not.toContain(sealed);
    expect(body).not.toContain('eg1.');

    // Off again: the next message goes alone.
    await data.click();
    await expect(data).not.toBeChecked();
    const alone = `Alone again ${suffix}`;
    const third = chatSendRequest(page, alone);
    await send(page, alone, box);
    expect((await third).postDataJSON()).not.toHaveProperty('params.context');
  });

  test("the free plan's daily limit is explained, with the way to more", async ({ page }) => {
    await signUpNewPerson(page, 'limit');
    await agreeToChat(page);
    // Today's ten messages of the free plan, sent through the platform's own chat call (as the app does).
    const token = await sessionToken(page);
    const clientId = await ownClientId(token);
    let chatId: string | undefined;
    for (let sent = 1; sent <= 10; sent += 1) {
      const answer = await aiChat<{ success: boolean; chat?: { id: string } }>(token, {
        op: 'send',
        clientId,
        message: `Message ${String(sent)} of today`,
        ...(chatId ? { chatId } : {}),
      });
      expect(answer.success, `message ${String(sent)}`).toBe(true);
      chatId = answer.chat?.id;
    }

    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('One more thing I wanted to say');
    await box.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: "today's limit" });
    await expect(alert).toContainText("You have reached today's limit of 10 messages.");
    await expect(alert.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/app/subscriptions',
    );
    // Nothing typed is lost.
    await expect(box).toHaveValue('One more thing I wanted to say');
    await expectNoAxeViolations(page);
  });

  test('a conversation is deleted after confirming: gone from the list, and after a reload', async ({
    page,
  }) => {
    await signUpNewPerson(page, 'delete');
    await agreeToChat(page);
    const words = `Plans for the weekend ${uniqueSuffix()}`;
    await send(page, words);
    const list = page.getByRole('navigation', { name: 'Conversations' });
    const item = list.getByRole('button', { name: words });
    await expect(item).toBeVisible();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete “${words}”?` });
    await expect(confirm).toContainText('deleted for good');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Conversation deleted.')).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(list.getByText('No conversations yet.')).toBeVisible();

    await page.reload();
    await expect(list.getByText('No conversations yet.')).toBeVisible();
    await expect(item).toHaveCount(0);
  });

  test('at 360 px in Turkish the chat is usable without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUpNewPerson(page, 'narrow');
    await agreeToChat(page, '/tr/app/chat');
    const box = page.getByRole('textbox', { name: 'Mesajınız' });
    await expect(page.getByRole('button', { name: 'Hemen yardım alın' })).toBeVisible();
    await send(page, 'Bugün toplantıdan önce çok gergindim', box);
    await expect(page.getByRole('article', { name: 'Siz' }).last()).toContainText(
      'Bugün toplantıdan önce çok gergindim',
    );
    await expect(page.getByRole('article', { name: 'Asistan' }).last()).toContainText('?');
    await expect(
      page.getByText('Bir insanla değil, bir yapay zekâyla konuşuyorsunuz.').first(),
    ).toBeVisible();
    await expect(box).toHaveValue('');
    await box.scrollIntoViewIfNeeded();
    await expect(box).toBeInViewport();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});
