import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import {
  notificationReceived,
  readNotificationsFx,
  writeNotificationsFx,
  type InAppNotification,
} from '@/entities/notification';
import type { Language } from '@/shared/i18n';
import { renderInApp } from '@/shared/testing';
import { NotificationMenu } from './NotificationMenu.tsx';

async function renderWith(
  items: InAppNotification[],
  { language = 'en-US', path = '/app/dashboard' }: { language?: Language; path?: string } = {},
) {
  const app = await renderInApp(<NotificationMenu />, {
    url: path,
    language,
    user: 'free',
    handlers: [
      // Storage is the model's business (and its tests'); here nothing is stored.
      [readNotificationsFx, () => []],
      [writeNotificationsFx, () => undefined],
    ],
  });
  for (const item of items) await allSettled(notificationReceived, { scope: app.scope, params: item });
  return app;
}

const unread = (count: number): InAppNotification[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `n${String(index)}`,
    title: `Reminder ${String(index + 1)}`,
    timestamp: Date.now() - (index + 1) * 60_000,
    read: false,
  }));

describe('NotificationMenu', () => {
  it('shows "9+" with ten unread, and opening reads them all', async () => {
    const { screen } = await renderWith(unread(10));
    await expect.element(screen.getByTestId('unread-badge')).toHaveTextContent('9+');
    const trigger = screen.getByRole('button', { name: 'Notifications, 9+ unread' });
    await trigger.click();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    // Title and time are separate lines on screen; their text runs together ("Reminder 1" + "1 minute ago").
    await expect
      .element(menu.getByRole('menuitem', { name: /Reminder 1\b/ }))
      .toMatchTextContent(/^Reminder 11\sminute\sago$/);
    await expect
      .element(menu.getByRole('menuitem', { name: /Reminder 10/ }))
      .toMatchTextContent(/^Reminder 1010\sminutes\sago$/);
    await expect.poll(() => screen.getByTestId('unread-badge').query()).toBeNull();
  });

  it('says there are none yet, in the current language', async () => {
    const english = await renderWith([]);
    await english.screen.getByRole('button', { name: 'Notifications' }).click();
    await expect.element(page.getByRole('menuitem', { name: 'No notifications yet' })).toBeVisible();
    await english.screen.unmount();

    const turkish = await renderWith([], { language: 'tr-TR', path: '/tr/app/dashboard' });
    await turkish.screen.getByRole('button', { name: 'Bildirimler' }).click();
    await expect.element(page.getByRole('menuitem', { name: 'Henüz bildirim yok' })).toBeVisible();
  });

  it('goes where a chosen notification leads, in the current language', async () => {
    const item: InAppNotification = {
      id: 'j1',
      title: 'Your journal misses you',
      body: 'Write a few lines today.',
      timestamp: Date.now() - 5 * 60_000,
      read: true,
      data: { path: '/app/journal' },
    };
    const { screen, router } = await renderWith([item], { language: 'tr-TR', path: '/tr/app/dashboard' });
    await screen.getByRole('button', { name: 'Bildirimler' }).click();
    const choice = page.getByRole('menuitem', { name: /Your journal misses you/ });
    await expect.element(choice).toMatchTextContent(/5\sdakika\sönce/);
    await choice.click();
    await expect.poll(() => router.state.location.pathname).toBe('/tr/app/journal');
  });
});
