import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { clientsRequested } from '@/entities/client';
import { appLoader, withApp } from '@/shared/storybook';
import { editorOpened } from '../model/editor.ts';
import { JournalEditorDialog } from './JournalEditorDialog.tsx';

/** The journal page's "New entry" button, with the caretaker's clients loaded as the app layout does. */
function NewEntry() {
  const [open, requestClients] = useUnit([editorOpened, clientsRequested]);
  useEffect(() => requestClients(), [requestClients]);
  return (
    <>
      <button type="button" onClick={() => open(null)}>
        New entry
      </button>
      <JournalEditorDialog />
    </>
  );
}

const meta = {
  title: 'App/Features/JournalEditorDialog',
  component: JournalEditorDialog,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/journal' } },
  render: () => <NewEntry />,
} satisfies Meta<typeof JournalEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewEntryForm: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New entry' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'New journal entry' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'Evening');
    await expect(title).toHaveValue('Evening');
    await expect(within(dialog).getByRole('button', { name: 'Save entry' })).toBeVisible();
  },
};
