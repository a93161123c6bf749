/// <reference lib="webworker" />
/**
 * Push in a service worker (issue #21), shared by the app's worker (`sw.ts`) and the one `npm run dev`
 * runs (`dev-sw.ts`, the emulator's MSW worker with this added): a message from the push provider, or the
 * diagnostics page's test (`TEST_PUSH`), is shown as a system notification and handed to every open page,
 * whose bell lists it; a click focuses or opens the app where the message leads.
 */
import {
  PUSH_NOTIFICATION,
  clickAction,
  pushJson,
  readClickData,
  readPushMessage,
} from '../src/shared/lib/service-worker/push-message.ts';
import { isMessageToWorker } from '../src/shared/lib/service-worker/cache-rules.ts';

/** Shows a push message and hands it to every open page; a message without a title is dropped. */
async function showPush(worker: ServiceWorkerGlobalScope, message: unknown): Promise<void> {
  const read = readPushMessage(message, Date.now());
  if (!read) return;
  await Promise.all([
    // Without the permission (withdrawn since) the browser refuses; the open pages still get it.
    worker.registration
      .showNotification(read.notification.title, read.notification.options)
      .catch((error: unknown) => console.warn('Push: the notification was not shown', error)),
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      for (const page of pages) page.postMessage({ type: PUSH_NOTIFICATION, payload: read.item });
    }),
  ]);
}

export function handlePushes(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    event.waitUntil(
      showPush(
        worker,
        pushJson(() => event.data?.text() ?? ''),
      ),
    );
  });

  // The diagnostics page's test: the same path as a push from the provider.
  worker.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (isMessageToWorker(data) && data.type === 'TEST_PUSH') event.waitUntil(showPush(worker, data.message));
  });

  // A click on the notification: an open page of the app is focused and told where to go; else the app opens there.
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = readClickData(event.notification.data);
    if (!data) return;
    event.waitUntil(
      (async () => {
        const pages = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const action = clickAction(data, pages, worker.location.origin);
        if (action.kind === 'open') {
          await worker.clients.openWindow(action.url);
          return;
        }
        const page = pages.find((open) => open.id === action.clientId);
        if (!page) return;
        page.postMessage(action.message);
        await page.focus().catch(() => undefined);
      })(),
    );
  });
}
