import { SidebarProvider } from '@emotion-guru/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clientsRequested } from '@/entities/client';
import { readNotificationsFx, writeNotificationsFx } from '@/entities/notification';
import { renderRouterLink } from '@/shared/routing';
import { appLoader, withApp } from '@/shared/storybook';
import { AppHeader } from './AppHeader.tsx';

/** What the app layout does around the header: the sidebar state and the signed-in user's clients. */
function InAppLayout({ children }: { children: ReactNode }) {
  const requestClients = useUnit(clientsRequested);
  useEffect(() => requestClients(), [requestClients]);
  return <SidebarProvider renderLink={renderRouterLink}>{children}</SidebarProvider>;
}

/** Opens a menu from its trigger and waits until it shows (menus open in a portal on document.body). */
async function openMenu(trigger: HTMLElement, name: string) {
  await userEvent.click(trigger);
  const menu = await screen.findByRole('menu', { name });
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

/**
 * Closes the open menu with Escape and waits until it is gone: while a menu is open, Radix hides the
 * rest of the page from assistive technology (aria-hidden), which axe would report if it ran then.
 */
async function closeMenu(name: string) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  // Found again by name: opened before the menu's code had loaded, the trigger is Radix's own one now.
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveFocus());
}

const meta = {
  title: 'App/Widgets/AppHeader',
  component: AppHeader,
  decorators: [
    (Story) => (
      <InAppLayout>
        <Story />
      </InAppLayout>
    ),
    withApp,
  ],
  loaders: [appLoader],
  parameters: {
    app: {
      user: 'team',
      url: '/app/dashboard',
      // This device's stored notifications are the notification model's business; a story keeps none.
      handlers: [
        [readNotificationsFx, () => []],
        [writeNotificationsFx, () => undefined],
      ],
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Caretaker: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Toggle sidebar (Ctrl+B)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    // Client management: the switcher shows the client viewed now once the clients have loaded.
    await expect(
      await canvas.findByRole('button', { name: /^Currently viewing: (?!Select a client)/ }),
    ).toBeVisible();
    const account = canvas.getByRole('button', { name: 'Account menu' });
    const menu = await openMenu(account, 'Account menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    // A paid tier is offered no upgrade.
    await expect(within(menu).queryByRole('menuitem', { name: 'Upgrade' })).toBeNull();
    await closeMenu('Account menu');
  },
};

export const FreeTierTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { ...meta.parameters.app, user: 'free', url: '/tr/app/dashboard' } },
  play: async ({ canvas }) => {
    const account = await canvas.findByRole('button', { name: 'Hesap menüsü' });
    // No client management on the free tier, so no client switcher.
    await expect(canvas.queryByRole('button', { name: /^Şu an görüntülenen/ })).toBeNull();
    const menu = await openMenu(account, 'Hesap menüsü');
    await expect(within(menu).getByRole('menuitem', { name: 'Planı yükselt' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Ayarlar' })).toBeVisible();
    await closeMenu('Hesap menüsü');
  },
};
