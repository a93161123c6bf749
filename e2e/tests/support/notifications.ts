import type { Page } from '@playwright/test';

/** The notifications the page's service worker is showing (its title and body each). */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body }) => ({
      title,
      body,
    })),
  );
