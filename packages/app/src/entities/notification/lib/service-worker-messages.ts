import {
  parseNotification,
  toNavigationTarget,
  type InAppNotification,
  type NavigationTarget,
} from './notification.ts';

// Message types the service worker sends to its pages (see the slice's index.ts for the contract; the
// worker's side is shared/lib/service-worker/push-message.ts).
import { NOTIFICATION_CLICK_NAVIGATE, PUSH_NOTIFICATION } from '@/shared/lib/service-worker';

export interface ServiceWorkerMessageHandlers {
  received: (item: InAppNotification) => void;
  /** A system notification was clicked: mark it read, if the message named it. */
  chosen: (id: string) => void;
  navigate: (target: NavigationTarget) => void;
}

function field(data: object, name: string): unknown {
  return (data as Record<string, unknown>)[name];
}

/** Acts on one message; anything that is not ours (other types, broken payloads) is ignored. */
export function handleServiceWorkerMessage(data: unknown, handlers: ServiceWorkerMessageHandlers): void {
  if (typeof data !== 'object' || data === null) return;
  const type = field(data, 'type');
  if (type === PUSH_NOTIFICATION) {
    const item = parseNotification(field(data, 'payload'));
    if (item) handlers.received(item);
    return;
  }
  if (type === NOTIFICATION_CLICK_NAVIGATE) {
    const id = field(data, 'id');
    if (typeof id === 'string' && id !== '') handlers.chosen(id);
    const path = field(data, 'path');
    const target = toNavigationTarget(
      typeof path === 'string' && path.trim() !== '' ? path.trim() : undefined,
    );
    if (target) handlers.navigate(target);
  }
}

/**
 * Listens to the service worker's messages until the returned function is called. Without service
 * workers (old engines, some private modes, Node) it does nothing.
 */
export function listenToServiceWorker(handlers: ServiceWorkerMessageHandlers): () => void {
  // DOM typings say it always exists; insecure origins and some browsers leave it undefined.
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return () => {};
  const onMessage = (event: MessageEvent<unknown>) => handleServiceWorkerMessage(event.data, handlers);
  container.addEventListener('message', onMessage);
  // Messages sent before the page was ready are queued until this (addEventListener alone does not start them).
  container.startMessages();
  return () => container.removeEventListener('message', onMessage);
}
