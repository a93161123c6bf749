import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';

/**
 * The browser queues a service worker's messages until the page listens. The journeys stand in for
 * the service worker with a dispatched event, which nothing queues: so the page counts its message
 * listeners from the start, and a message is sent once one is listening (not merely once the header
 * shows, which can be a moment before the app's effect subscribes).
 */
async function countServiceWorkerListeners(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const container = (navigator as Partial<Navigator>).serviceWorker;
    if (!container) return;
    const counted = window as unknown as { egServiceWorkerListeners: number };
    counted.egServiceWorkerListeners = 0;
    const add = container.addEventListener.bind(container);
    const remove = container.removeEventListener.bind(container);
    container.addEventListener = (...args: Parameters<typeof add>) => {
      if (args[0] === 'message') counted.egServiceWorkerListeners += 1;
      add(...args);
    };
    container.removeEventListener = (...args: Parameters<typeof remove>) => {
      if (args[0] === 'message') counted.egServiceWorkerListeners -= 1;
      remove(...args);
    };
  });
}

/** Posts a message as the service worker would (the app listens on navigator.serviceWorker). */
async function fromServiceWorker(page: Page, data: unknown): Promise<void> {
  await page.waitForFunction(
    () => ((window as unknown as { egServiceWorkerListeners?: number }).egServiceWorkerListeners ?? 0) > 0,
  );
  await page.evaluate((message) => {
    navigator.serviceWorker.dispatchEvent(new MessageEvent('message', { data: message }));
  }, data);
}

test.describe('notifications', () => {
  test('the header bell opens by keyboard, says there are none yet, in English and Turkish', async ({
    page,
  }) => {
    await signIn(page, 'referrer@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);

    await bell.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Notifications' });
    await expect(menu.getByRole('menuitem', { name: 'No notifications yet' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(bell).toBeFocused();
    // Checked closed: an open menu is modal, and axe faults the rest of the page it hides (aria-hidden-focus).
    await expectNoAxeViolations(page);

    await page.goto('/tr/app/dashboard');
    const zil = page.getByRole('banner').getByRole('button', { name: 'Bildirimler' });
    await zil.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('menu', { name: 'Bildirimler' }).getByRole('menuitem', { name: 'Henüz bildirim yok' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(zil).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a pushed notification is counted, read on opening, kept after a reload, and leads where it says', async ({
    page,
  }) => {
    await countServiceWorkerListeners(page);
    await signIn(page, 'referrer@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications' })).toBeVisible();
    await fromServiceWorker(page, {
      type: 'PUSH_NOTIFICATION',
      payload: {
        id: 'e2e-1',
        title: 'Time to reflect',
        body: 'Write a few lines in your journal.',
        timestamp: Date.now() - 5 * 60_000,
        data: { path: '/app/settings' },
      },
    });
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toHaveText('1');
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(bell).toBeVisible();
    await bell.click();
    const item = page.getByRole('menuitem', { name: /Time to reflect/ });
    await expect(item).toContainText('5 minutes ago');
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    await item.click();
    await expect(page).toHaveURL(/\/app\/settings$/);

    // A click on the system notification, reported by the service worker, opens the app path.
    await fromServiceWorker(page, { type: 'NOTIFICATION_CLICK_NAVIGATE', path: '/app/dashboard' });
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
});
