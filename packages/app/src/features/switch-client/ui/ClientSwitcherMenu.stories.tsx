import { TEAM_CLIENTS } from '@emotion-guru/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clientsRequested } from '@/entities/client';
import { appLoader, withApp } from '@/shared/storybook';
import { ClientSwitcherMenu } from './ClientSwitcherMenu.tsx';

/** The app layout loads the caretaker's clients; so does this story. */
function WithClients({ children }: { children: ReactNode }) {
  const requestClients = useUnit(clientsRequested);
  useEffect(() => requestClients(), [requestClients]);
  return <>{children}</>;
}

const meta = {
  title: 'App/Features/ClientSwitcherMenu',
  component: ClientSwitcherMenu,
  decorators: [
    (Story) => (
      <WithClients>
        <Story />
      </WithClients>
    ),
    withApp,
  ],
  loaders: [appLoader],
  // The team demo account is a caretaker with clients of its own (mocks/README.md).
  parameters: { app: { user: 'team', url: '/app/dashboard' } },
} satisfies Meta<typeof ClientSwitcherMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchesClient: Story = {
  play: async ({ canvas }) => {
    // The trigger names the client shown now once the clients have loaded (before that, the placeholder).
    const trigger = await canvas.findByRole('button', { name: /^Currently viewing: (?!Select a client)/ });
    await userEvent.click(trigger);
    // The menu opens in a portal on document.body, outside the canvas.
    const menu = await screen.findByRole('menu', { name: 'Switch to' });
    const others = within(within(menu).getByRole('group', { name: 'Switch to' }));
    // The caretaker's other clients (mocks' seed); whichever one is shown now is not offered.
    const nextName = TEAM_CLIENTS.map(({ name }) => name).find(
      (name) => others.queryByRole('menuitem', { name }) !== null,
    );
    if (!nextName) throw new Error('The team demo account has no other client to switch to.');
    const next = others.getByRole('menuitem', { name: nextName });
    await waitFor(() => expect(next).toBeVisible());
    await expect(trigger).not.toHaveAccessibleName(`Currently viewing: ${nextName}`);
    await expect(within(menu).getByRole('menuitem', { name: 'Manage Clients' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Add New Client' })).toBeVisible();
    await userEvent.click(next);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Found again: opened before the menu's code had loaded, the trigger is Radix's own one now.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Currently viewing/ })).toHaveAccessibleName(
        `Currently viewing: ${nextName}`,
      ),
    );
  },
};

export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'team', url: '/tr/app/dashboard' } },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: /^Şu an görüntülenen: (?!Danışan seçin)/ });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Geçiş yap' });
    const manage = within(menu).getByRole('menuitem', { name: 'Danışanları yönet' });
    await waitFor(() => expect(manage).toBeVisible());
    await expect(within(menu).getByRole('menuitem', { name: 'Yeni danışan ekle' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Found again: opened before the menu's code had loaded, the trigger is Radix's own one now.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Şu an görüntülenen: (?!Danışan seçin)/ })).toHaveFocus(),
    );
  },
};
