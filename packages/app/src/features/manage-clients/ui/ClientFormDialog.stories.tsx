import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { $activeClients } from '@/entities/client';
import { appLoader, withApp } from '@/shared/storybook';
import { createRequested, editRequested } from '../model/editor.ts';
import { ClientFormDialog } from './ClientFormDialog.tsx';

/** The dialog with the two ways a caretaker opens it: a new client, or the first of their clients. */
function WithOpenButtons() {
  const [create, edit, clients] = useUnit([createRequested, editRequested, $activeClients]);
  const first = clients[0];
  return (
    <>
      <button type="button" onClick={() => create()}>
        New
      </button>
      <button type="button" disabled={!first} onClick={() => first && edit(first)}>
        Edit {first?.name}
      </button>
      <ClientFormDialog />
    </>
  );
}

const meta = {
  title: 'App/Features/ClientFormDialog',
  component: ClientFormDialog,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { url: '/app/clients' } },
  render: () => <WithOpenButtons />,
} satisfies Meta<typeof ClientFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name is required, and guidance over its limit is refused; the first field to fix gets the focus. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a client' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Instructions' }));
    await userEvent.paste('a'.repeat(1001));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add client' }));
    await expect(await within(dialog).findByText("Enter the client's name.")).toBeVisible();
    await expect(
      within(dialog).getByText('This is longer than 1000 characters. Shorten it to save.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ali');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add client' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Instructions' })).toHaveFocus();
    await expect(within(dialog).getByRole('textbox', { name: 'Instructions' })).toHaveValue('a'.repeat(1001));
  },
};

/** The caretaker writes how the assistant should talk with a client; saved, it is there the next time. */
export const EditGuidance: Story = {
  play: async ({ canvas }) => {
    const open = await canvas.findByRole('button', { name: /^Edit \S/ });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' });
    await expect(
      within(dialog).getByRole('group', { name: 'Guidance for the AI assistant' }),
    ).toHaveAccessibleDescription(/never diagnoses/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Topics to avoid' }), 'food, weight');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(open);
    const again = await screen.findByRole('dialog', { name: 'Edit client' });
    await expect(within(again).getByRole('textbox', { name: 'Topics to avoid' })).toHaveValue('food, weight');
  },
};

/** The same form in Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { url: '/tr/app/clients' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Danışan ekle' });
    const guidance = within(dialog).getByRole('group', { name: 'Yapay zekâ asistanı için yönergeler' });
    // Visible once the dialog's fade-in is over.
    await waitFor(() => expect(guidance).toBeVisible());
    await expect(within(guidance).getByRole('textbox', { name: 'Kaçınılacak konular' })).toBeInTheDocument();
  },
};
