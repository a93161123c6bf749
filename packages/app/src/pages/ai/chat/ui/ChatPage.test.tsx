import { allSettled } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { $activeClientId, $clients, activeClientSelected, clientsRequested } from '@/entities/client';
import { renderInApp } from '@/shared/testing';
import { ChatPage } from './ChatPage.tsx';

async function renderChat(url = '/app/chat') {
  return renderInApp(<ChatPage />, { url, user: 'free' });
}

afterEach(() => {
  // The decision is remembered on the device: forget it, as the next test is another visit.
  for (const key of Object.keys(localStorage))
    if (key.startsWith('eg_chat_ai_declined:')) localStorage.removeItem(key);
});

describe('ChatPage', () => {
  it('stays read-only after declining, with the way back and the help still there', async () => {
    const { screen } = await renderChat('/tr/app/chat');
    const consent = screen.getByRole('dialog', { name: 'Başlamadan önce' });
    await consent.getByRole('button', { name: 'Şimdi değil' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Asistan kapalı' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Mesajınız' })).toBeDisabled();
    await screen.getByRole('button', { name: 'Hemen yardım alın' }).click();
    const help = screen.getByRole('dialog', { name: 'Hemen yardım alın' });
    await expect.element(help.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  });

  it('keeps the decision on the next visit: read-only with the explanation, not asked again', async () => {
    const first = await renderChat();
    await first.screen
      .getByRole('dialog', { name: 'Before you start' })
      .getByRole('button', { name: 'Not now' })
      .click();
    await expect.element(first.screen.getByRole('heading', { name: 'The assistant is off' })).toBeVisible();
    await first.screen.unmount();

    const { screen } = await renderChat();
    await expect.element(screen.getByRole('heading', { name: 'The assistant is off' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Your message' })).toBeDisabled();
    await expect.element(screen.getByRole('dialog', { name: 'Before you start' })).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Read about the assistant' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Before you start' })).toBeVisible();
  });

  it('a caretaker reads, and only reads, the conversations a client shared; a client without an account has none', async () => {
    const { screen, scope } = await renderInApp(<ChatPage />, { url: '/app/chat', user: 'team' });
    // Aylin has no account of her own. (Chosen here: the client shown first is whichever an earlier test
    // of this browser left cached on the device.)
    await expect.poll(() => scope.getState($activeClientId)).not.toBeNull();
    const aylin = scope.getState($clients).find((client) => client.name === 'Aylin Koç');
    await allSettled(activeClientSelected, { scope, params: aylin?.id ?? '' });
    expect(scope.getState($activeClientId)).toBe(aylin?.id);
    await expect
      .element(screen.getByRole('heading', { name: 'Aylin Koç has no account of their own' }))
      .toBeVisible();
    await expect.element(screen.getByRole('dialog', { name: 'Before you start' })).not.toBeInTheDocument();

    // Ece signs in herself and shares her conversations (the seed).
    const ece = scope.getState($clients).find((client) => client.name === 'Ece Şahin');
    await allSettled(activeClientSelected, { scope, params: ece?.id ?? '' });
    await expect
      .element(screen.getByText('Ece Şahin lets you read their conversations.', { exact: false }))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Akşamları yalnızlık' }).click();
    await expect
      .element(screen.getByText('Bu şehirde hâlâ kimseyi tanımıyorum', { exact: false }))
      .toBeVisible();
    // Reading only: no new conversation, no rename or delete, no composer.
    await expect.element(screen.getByRole('button', { name: 'New conversation' })).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('button', { name: /Actions for|Rename|Delete/ }))
      .not.toBeInTheDocument();
    await expect.element(screen.getByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    // The choice is remembered on the device: leave it as the next test expects it (the first by name).
    await allSettled(activeClientSelected, { scope, params: aylin?.id ?? '' });
  });

  it('a caretaker is told when a client has not shared their conversations, in Turkish', async () => {
    const { screen, scope, emulator } = await renderInApp(<ChatPage />, {
      url: '/tr/app/chat',
      user: 'team',
    });
    await expect.poll(() => scope.getState($clients).length).toBeGreaterThan(0);
    // Ece stopped sharing (her settings switch): the caretaker's next look at the clients shows it.
    const tenant = emulator.db.tenant('emotion');
    const record = emulator.db.rows(tenant, 'VegClient').find((row) => row.name === 'Ece Şahin');
    if (record === undefined) throw new Error('The seed has no Ece');
    emulator.db.update(
      tenant,
      'VegClient',
      record,
      { chatsVisibleToCaretaker: false },
      {
        actorId: String(record.user_id),
        now: new Date().toISOString(),
      },
    );
    await allSettled(clientsRequested, { scope });
    const ece = scope.getState($clients).find((client) => client.name === 'Ece Şahin');
    expect(ece?.chatsVisibleToCaretaker).toBe(false);
    await allSettled(activeClientSelected, { scope, params: ece?.id ?? '' });
    await expect
      .element(screen.getByRole('heading', { name: 'Ece Şahin sohbetlerini sizinle paylaşmadı' }))
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Akşamları yalnızlık' })).not.toBeInTheDocument();
    const aylin = scope.getState($clients).find((client) => client.name === 'Aylin Koç');
    await allSettled(activeClientSelected, { scope, params: aylin?.id ?? '' });
  });

  it("tells a caretaker's client that their caretaker's guidance shapes the replies; nobody else", async () => {
    const { screen } = await renderInApp(<ChatPage />, { url: '/app/chat', user: 'client' });
    await expect
      .element(screen.getByText('Your caretaker has given the assistant guidance', { exact: false }))
      .toBeVisible();
    await screen.unmount();
    const other = await renderInApp(<ChatPage />, { url: '/app/chat', user: 'premium' });
    await expect.element(other.screen.getByRole('dialog', { name: 'Before you start' })).toBeVisible();
    expect(document.body.textContent).not.toContain('guidance');
  });
});
