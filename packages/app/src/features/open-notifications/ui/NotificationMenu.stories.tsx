import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import {
  notificationReceived,
  readNotificationsFx,
  writeNotificationsFx,
  type InAppNotification,
} from '@/entities/notification';
import { appLoader, withApp } from '@/shared/storybook';
import { NotificationMenu } from './NotificationMenu.tsx';

const reminder: Omit<InAppNotification, 'timestamp'> = {
  id: 'story-reminder',
  title: 'Your journal misses you',
  body: 'Write a few lines today.',
  read: false,
  data: { path: '/app/journal' },
};

/** A notification arrives once the story's scope is there, as one pushed by the platform would. */
function WithReminder({ children }: { children: ReactNode }) {
  const receive = useUnit(notificationReceived);
  useEffect(() => {
    receive({ ...reminder, timestamp: Date.now() - 5 * 60_000 });
  }, [receive]);
  return <>{children}</>;
}

const meta = {
  title: 'App/Features/NotificationMenu',
  component: NotificationMenu,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: {
    app: {
      user: 'free',
      url: '/app/dashboard',
      // This device's stored notifications are the model's business; a story neither reads nor keeps any.
      handlers: [
        [readNotificationsFx, () => []],
        [writeNotificationsFx, () => undefined],
      ],
    },
  },
} satisfies Meta<typeof NotificationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Notifications' });
    await userEvent.click(trigger);
    // The menu opens in a portal on document.body, outside the canvas.
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    const empty = await screen.findByRole('menuitem', { name: 'No notifications yet' });
    await waitFor(() => expect(empty).toBeVisible());
    await expect(menu).toContainElement(empty);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Found again: opened before the menu's code had loaded, the trigger is Radix's own one now.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveFocus());
  },
};

export const UnreadReminder: Story = {
  decorators: [
    (Story) => (
      <WithReminder>
        <Story />
      </WithReminder>
    ),
  ],
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Notifications, 1 unread' });
    await expect(canvas.getByTestId('unread-badge')).toHaveTextContent('1');
    await userEvent.click(trigger);
    const item = await screen.findByRole('menuitem', { name: /Your journal misses you/ });
    await waitFor(() => expect(item).toBeVisible());
    // Five minutes old when it arrived (more if the machine is slow to open the menu).
    await expect(item).toHaveTextContent(/\d+\sminutes\sago/);
    // Opening the menu reads them all.
    await waitFor(() => expect(canvas.queryByTestId('unread-badge')).toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const EmptyTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { ...meta.parameters.app, url: '/tr/app/dashboard' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bildirimler' }));
    await screen.findByRole('menu', { name: 'Bildirimler' });
    const empty = await screen.findByRole('menuitem', { name: 'Henüz bildirim yok' });
    await waitFor(() => expect(empty).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
