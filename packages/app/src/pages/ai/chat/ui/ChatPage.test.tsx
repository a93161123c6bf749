import { afterEach, describe, expect, it } from 'vitest';
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
});
