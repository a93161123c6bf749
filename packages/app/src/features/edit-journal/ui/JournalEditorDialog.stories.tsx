import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clientsRequested } from '@/entities/client';
import { appLoader, withApp } from '@/shared/storybook';
import { editorOpened } from '../model/editor.ts';
import { JournalEditorDialog } from './JournalEditorDialog.tsx';

/** The journal page's "New entry" button, with the caretaker's clients loaded as the app layout does. */
function NewEntry() {
  const { t } = useTranslation('app_content');
  const [open, requestClients] = useUnit([editorOpened, clientsRequested]);
  useEffect(() => requestClients(), [requestClients]);
  return (
    <>
      <button type="button" onClick={() => open(null)}>
        {t('journal.newEntry')}
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

export const NewEntryTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/journal' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Yeni kayıt' }));
    // The dialog opens in a portal on document.body and fades in: wait until it shows.
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Yeni günlük kaydı' });
    await waitFor(() => expect(dialog).toBeVisible());
    const title = within(dialog).getByRole('textbox', { name: 'Başlık' });
    await userEvent.type(title, 'Akşam');
    await expect(title).toHaveValue('Akşam');
    await expect(within(dialog).getByRole('button', { name: 'Kaydı kaydet' })).toBeVisible();
  },
};
