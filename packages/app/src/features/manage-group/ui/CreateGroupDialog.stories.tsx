import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { createGroupRequested } from '../model/create-group.ts';
import { CreateGroupDialog } from './CreateGroupDialog.tsx';

function WithOpenButton() {
  const open = useUnit(createGroupRequested);
  return (
    <>
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <CreateGroupDialog />
    </>
  );
}

const meta = {
  title: 'App/Features/CreateGroupDialog',
  component: CreateGroupDialog,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'free', url: '/app/groups' } },
  render: () => <WithOpenButton />,
} satisfies Meta<typeof CreateGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name is required; with one (and a colour) the group is created and the dialog closes. */
export const Create: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await expect(await within(dialog).findByText('Give the group a name.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Sunday walkers');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sky' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The same form in Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'free', url: '/tr/app/groups' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni grup' });
    await expect(within(dialog).getByRole('radio', { name: 'Varsayılan' })).toBeChecked();
    // Visible once the dialog's fade-in is over.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Grubu oluştur' })).toBeVisible());
  },
};
