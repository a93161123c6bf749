/**
 * In-app notifications of the signed-in user: newest first, at most 50, kept per user on this device
 * (localStorage `eg_notifications:{userId}`), forgotten from memory on logout.
 *
 * Contract for the service worker (push delivery feeds this; `useNotificationIntake` listens while the
 * app area is shown, and does nothing where `navigator.serviceWorker` is missing). It posts to its
 * clients (`client.postMessage`):
 * - `{ type: 'PUSH_NOTIFICATION', payload }` — a notification arrived. `payload` is an
 *   `InAppNotification`: `id` and `title` (required), `body`, `timestamp` (ms since the epoch, or a
 *   numeric or ISO string; default now), `read` (default false), `data: { path?, click_action?, url? }`
 *   (`click_action` and `url` are also read from the top level). An id already known is ignored.
 * - `{ type: 'NOTIFICATION_CLICK_NAVIGATE', path, id? }` — a system notification was clicked. An
 *   http(s) `path` is loaded as a whole page; anything else is an app path, opened in the current
 *   language. With `id`, that notification is marked read.
 * Where a notification leads (`navigationTarget`): `data.path`, else `click_action`, else `url`.
 */
export { navigationTarget, type InAppNotification } from './lib/notification.ts';
export {
  $notifications,
  notificationChosen,
  notificationReceived,
  notificationsOpened,
  readNotificationsFx,
  writeNotificationsFx,
} from './model/notifications.ts';
export { useFollowNotification } from './ui/use-follow-notification.ts';
export { useNotificationIntake } from './ui/use-notification-intake.ts';
