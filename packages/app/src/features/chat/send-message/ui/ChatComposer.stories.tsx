import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { sendFx, type SendRequest } from '../model/send.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { CrisisDialog } from './CrisisDialog.tsx';

/** The composer with its crisis help, as the chat page shows them. */
function Composer({ readOnly }: { readOnly: boolean }) {
  return (
    <>
      <ChatComposer readOnly={readOnly} />
      <CrisisDialog />
    </>
  );
}

/** An assistant that takes its time: the reply never comes, and Stop aborts the request. */
function slowAssistant(request: SendRequest): Promise<never> {
  return new Promise((_resolve, reject) => {
    request.signal?.addEventListener('abort', () => {
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });
}

const meta = {
  title: 'App/Features/ChatComposer',
  component: Composer,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'free', url: '/app/chat' } },
  args: { readOnly: false },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShiftEnterThenFailureKeepsTheMessage: Story = {
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: 'Your message' });
    await expect(box).toHaveAccessibleDescription('Enter sends, Shift+Enter adds a new line.');
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    await expect(box).toHaveValue('First line\nsecond line');
    // No AI consent yet: the platform refuses, and the message stays with a way to try again.
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Please agree to talk to the assistant first.');
    await expect(alert).toHaveTextContent('Your message was not sent. It is still here.');
    await expect(box).toHaveValue('First line\nsecond line');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const CrisisHelpBeforeSending: Story = {
  // Another account than the story above, whose kept draft would come back here (drafts outlive a page).
  parameters: { app: { user: 'premium', url: '/app/chat' } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const box = await canvas.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'I want to end my life{Enter}');
    const help = await body.findByRole('alertdialog', { name: 'You deserve support right now' });
    await expect(within(help).getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    // Visible once the dialog's fade-in is over.
    await waitFor(() =>
      expect(within(help).getByRole('heading', { name: 'A minute of grounding' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(within(help).getByRole('button', { name: 'Back to my message' }));
    await expect(box).toHaveValue('I want to end my life');
  },
};

export const ReadOnlyTurkishDark: Story = {
  args: { readOnly: true },
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'free', url: '/tr/app/chat' } },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: 'Mesajınız' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription('Asistanla konuşmayı onaylayana kadar mesaj gönderilemez.');
    await expect(canvas.getByRole('button', { name: 'Gönder' })).toBeDisabled();
  },
};

export const StopWhileTheAssistantWrites: Story = {
  // Its own account: a kept draft of another story would come back here.
  parameters: { app: { user: 'pro', url: '/app/chat', handlers: [[sendFx, slowAssistant]] } },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'A long day at work{Enter}');
    await expect(await canvas.findByText('The assistant is writing…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Stopped. Your message was not sent; it is still here.');
    await expect(box).toHaveValue('A long day at work');
    await expect(canvas.queryByRole('button', { name: 'Stop' })).toBeNull();
    await expect(within(status).getByRole('button', { name: 'Send again' })).toBeVisible();
  },
};

export const StopInTurkish: Story = {
  globals: { locale: 'tr-TR' },
  parameters: { app: { user: 'admin', url: '/tr/app/chat', handlers: [[sendFx, slowAssistant]] } },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: 'Mesajınız' });
    await userEvent.type(box, 'Uzun bir gündü{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Durdurun' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Durduruldu.');
    await expect(within(status).getByRole('button', { name: 'Yeniden gönderin' })).toBeVisible();
    await expect(box).toHaveValue('Uzun bir gündü');
  },
};
