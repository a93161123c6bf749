import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { deleteChatFx, renameChatFx } from '../model/manage-chat.ts';
import { DeleteChatButton } from './DeleteChatButton.tsx';
import { RenameChatDialog } from './RenameChatDialog.tsx';

const rename = fn(({ chatId, title }: { chatId: string; title: string }) =>
  Promise.resolve({ id: chatId, title }),
);
const remove = fn((chatId: string) => Promise.resolve(chatId).then(() => undefined));

/** The open conversation's two actions, as its header shows them. */
function ChatActions({ chatId, title }: { chatId: string; title: string }) {
  return (
    <>
      <RenameChatDialog chatId={chatId} title={title} />
      <DeleteChatButton chatId={chatId} title={title} />
    </>
  );
}

const meta = {
  title: 'App/Features/ManageChat',
  component: ChatActions,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: {
    app: {
      user: 'free',
      url: '/app/chat',
      handlers: [
        [renameChatFx, rename],
        [deleteChatFx, remove],
      ],
    },
  },
  args: { chatId: 'chat-1', title: 'A hard week' },
} satisfies Meta<typeof ChatActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rename: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename' }));
    const dialog = await body.findByRole('dialog', { name: 'Rename the conversation' });
    const field = within(dialog).getByRole('textbox', { name: 'Title' });
    await expect(field).toHaveValue('A hard week');
    await userEvent.clear(field);
    await userEvent.type(field, 'Calmer now{Enter}');
    await waitFor(() => expect(rename).toHaveBeenCalledWith({ chatId: 'chat-1', title: 'Calmer now' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const DeleteAfterConfirmationTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'free', url: '/tr/app/chat' } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sil' }));
    const confirm = await body.findByRole('alertdialog', { name: '“A hard week” silinsin mi?' });
    await expect(confirm).toHaveTextContent('Sohbet ve tüm mesajları kalıcı olarak silinir.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('chat-1'));
  },
};
