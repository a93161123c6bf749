import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { NotificationBell, type NotificationBellProps, type NotificationItem } from './NotificationBell.tsx';

const sample: NotificationItem[] = [
  {
    id: 'n1',
    title: 'New reflection ready',
    body: 'Your weekly report is available.',
    time: '5 min ago',
    read: false,
  },
  { id: 'n2', title: 'Ben shared a journal entry', time: '1 h ago', read: false },
  {
    id: 'n3',
    title: 'Subscription renewed',
    body: 'Thank you for staying with us.',
    time: 'Yesterday',
    read: true,
  },
];

function many(count: number): NotificationItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `m${String(index)}`,
    title: `Reminder ${String(index + 1)}`,
    time: `${String(index + 1)} h ago`,
    read: false,
  }));
}

/** Keeps the read state as the app would, so marking read shows. */
function StatefulBell(props: NotificationBellProps) {
  const [items, setItems] = useState(props.notifications);
  return (
    <NotificationBell
      {...props}
      notifications={items}
      onMarkAllRead={() => {
        props.onMarkAllRead?.();
        setItems((current) => current.map((item) => ({ ...item, read: true })));
      }}
      onMarkRead={(id) => {
        props.onMarkRead?.(id);
        setItems((current) => current.map((item) => (item.id === id ? { ...item, read: true } : item)));
      }}
    />
  );
}

const meta = {
  title: 'Composites/NotificationBell',
  component: StatefulBell,
  tags: ['autodocs'],
  parameters: {
    // While a modal menu is open Radix hides the rest of the page (aria-hidden) and traps focus, so the
    // trigger behind it cannot be reached; axe still flags it (aria-hidden-focus). The menu itself is checked.
    a11y: { context: { exclude: [['[data-aria-hidden="true"]']] } },
  },
  args: { notifications: sample, onOpen: fn(), onMarkAllRead: fn(), onMarkRead: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 360, padding: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatefulBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpeningMarksAllRead: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByTestId('unread-badge')).toHaveTextContent('2');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'Notifications' });
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByTestId('unread-badge')).toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveFocus());
  },
};

/** The component alone, without the app's state: choosing an unread item marks it and navigates. */
export const ChoosingAnItem: Story = {
  render: (args) => <NotificationBell {...args} />,
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Notifications, 2 unread' }).focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: /New reflection ready/ });
    await expect(item).toHaveTextContent('Unread: New reflection ready');
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkRead).toHaveBeenCalledWith('n1');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'n1' }));
  },
};

export const MoreThanNine: Story = {
  args: { notifications: many(12) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('unread-badge')).toHaveTextContent('9+');
    await expect(canvas.getByRole('button', { name: 'Notifications, 9+ unread' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(await screen.findByRole('menuitem', { name: 'No notifications yet' })).toBeInTheDocument();
    await expect(args.onMarkAllRead).not.toHaveBeenCalled();
  },
};

export const OpenDark: Story = {
  // The visual test runs the play function first, to capture the open state.
  parameters: { visual: { play: true } },
  render: (args) => <NotificationBell {...args} />,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Notifications/ }));
    await screen.findByRole('menu');
  },
};

export const OpenMobile: Story = {
  // The visual test runs the play function first, to capture the open state.
  parameters: { visual: { play: true } },
  render: (args) => <NotificationBell {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Notifications/ }));
    const menu = await screen.findByRole('menu');
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth - 16);
  },
};
