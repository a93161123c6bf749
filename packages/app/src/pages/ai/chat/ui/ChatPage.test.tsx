import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { ChatPage } from './ChatPage.tsx';

async function renderChat(url = '/app/chat') {
  return renderInApp(<ChatPage />, { url, user: 'free' });
}

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
});
