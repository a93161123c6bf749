import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { formatUnreadCount, NotificationBell } from './NotificationBell.tsx';

const unread = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: String(index),
    title: `Item ${String(index)}`,
    time: 'now',
    read: false,
  }));

describe('NotificationBell', () => {
  it('shows the count up to 9 and "9+" above', () => {
    expect(formatUnreadCount(1)).toBe('1');
    expect(formatUnreadCount(9)).toBe('9');
    expect(formatUnreadCount(10)).toBe('9+');
  });

  it('has no badge without unread items, and names the count on the trigger', async () => {
    const none = await render(<NotificationBell notifications={[]} />);
    expect(none.getByTestId('unread-badge').query()).toBeNull();
    await expect.element(none.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await none.unmount();
    const nine = await render(<NotificationBell notifications={unread(9)} />);
    await expect.element(nine.getByTestId('unread-badge')).toHaveTextContent('9');
    await expect.element(nine.getByRole('button', { name: 'Notifications, 9 unread' })).toBeVisible();
  });
});
