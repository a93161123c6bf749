/**
 * What the service worker does with a push message (spec sections 3 and 7; issue #21), as pure functions
 * the worker (service-worker/sw.ts) calls and the tests read.
 *
 * A push arrives as the provider's JSON: Firebase Cloud Messaging sends `{ data, notification?,
 * fcmOptions?, fcmMessageId, from }`, where `data` holds only strings. The platform sends data-only
 * messages (the browser then shows nothing by itself, so there is no duplicate): `data.title`,
 * `data.body`, `data.image`, `data.icon`, `data.id`, `data.timestamp` and where it leads, `data.path`
 * (or `click_action`, `url`). A `notification` block, when a sender adds one, is read the same way.
 * The worker shows a system notification and posts the in-app item to every open page
 * (`PUSH_NOTIFICATION`: the bell adds it); a click on the notification focuses an open page and tells it
 * where to go (`NOTIFICATION_CLICK_NAVIGATE`), or opens the app there.
 */

/** The message a page gets for a push (entities/notification's bell reads `payload`). */
export const PUSH_NOTIFICATION = 'PUSH_NOTIFICATION';
/** The message a page gets when its notification is clicked: the page marks it read and goes to `path`. */
export const NOTIFICATION_CLICK_NAVIGATE = 'NOTIFICATION_CLICK_NAVIGATE';

/** The in-app notification item (spec section 3) the worker hands to its pages. */
export interface PushedItem {
  id: string;
  timestamp: number;
  read: false;
  title: string;
  body?: string;
  data?: { path?: string; click_action?: string; url?: string };
}

/** What `showNotification` is given; `data` comes back on the click. */
export interface SystemNotification {
  title: string;
  options: {
    body?: string;
    icon: string;
    image?: string;
    badge: string;
    /** One notification per message: a repeated delivery replaces it rather than stacking. */
    tag: string;
    data: NotificationClickData;
  };
}

/** What a notification carries to its click. */
export interface NotificationClickData {
  id: string;
  /** Where it leads: an http(s) address, or a path inside the app; none means the app's start. */
  link?: string;
}

export interface ReadPush {
  item: PushedItem;
  notification: SystemNotification;
}

/** The app's icon, shown with every notification (and as the small badge on Android). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
const NOTIFICATION_BADGE = '/icons/icon-192.png';
/** Where a notification without a link leads. */
export const NOTIFICATION_FALLBACK_PATH = '/app/dashboard';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The first of `values` that is a string with more than spaces, trimmed (push data is untrusted). */
export function pushText(...values: unknown[]): string | undefined {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}
const text = pushText;

/** A time in epoch ms from a number, digits ("1767225600000": push data carries only strings) or an ISO date. */
export function pushTimestamp(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = /^\d+$/.test(value.trim()) ? Number(value) : Date.parse(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}
const timestampOf = (value: unknown, now: number): number => pushTimestamp(value) ?? now;

/** The push's body as JSON, or null (empty, not JSON). */
export function pushJson(readText: () => string): unknown {
  try {
    const body = readText();
    return body.trim() === '' ? null : (JSON.parse(body) as unknown);
  } catch {
    return null;
  }
}

/**
 * Reads a push message; null for one that has no title (nothing to show or list). A message without an
 * id gets the provider's message id, else one made from its time, so the bell lists it once.
 */
export function readPushMessage(message: unknown, now: number): ReadPush | null {
  const root = record(message);
  const data = record(root['data']);
  const shown = record(root['notification']);
  const fcmOptions = record(root['fcmOptions'] ?? root['fcm_options']);
  const title = text(data['title'], shown['title']);
  if (title === undefined) return null;
  const body = text(data['body'], shown['body']);
  const id = text(data['id'], root['fcmMessageId'], root['messageId']) ?? `push-${now}`;
  const path = text(data['path']);
  const clickAction = text(data['click_action'], shown['click_action']);
  const url = text(data['url'], fcmOptions['link']);
  const links = {
    ...(path === undefined ? {} : { path }),
    ...(clickAction === undefined ? {} : { click_action: clickAction }),
    ...(url === undefined ? {} : { url }),
  };
  const link = path ?? clickAction ?? url;
  const image = text(data['image'], shown['image']);
  return {
    item: {
      id,
      timestamp: timestampOf(data['timestamp'], now),
      read: false,
      title,
      ...(body === undefined ? {} : { body }),
      ...(Object.keys(links).length === 0 ? {} : { data: links }),
    },
    notification: {
      title,
      options: {
        ...(body === undefined ? {} : { body }),
        icon: text(data['icon'], shown['icon']) ?? NOTIFICATION_ICON,
        ...(image === undefined ? {} : { image }),
        badge: NOTIFICATION_BADGE,
        tag: id,
        data: { id, ...(link === undefined ? {} : { link }) },
      },
    },
  };
}

/** A notification's click data, read back from the browser (untrusted: it round-trips through storage). */
export function readClickData(value: unknown): NotificationClickData | null {
  const data = record(value);
  const id = text(data['id']);
  if (id === undefined) return null;
  const link = text(data['link']);
  return { id, ...(link === undefined ? {} : { link }) };
}

/** What a click does: tell an open page of the app where to go, or open one there. */
export type ClickAction =
  | {
      kind: 'message';
      clientId: string;
      message: { type: typeof NOTIFICATION_CLICK_NAVIGATE; id: string; path: string };
    }
  | { kind: 'open'; url: string };

const HTTP_URL = /^https?:\/\//i;

/**
 * Decides a click: with a page of the app open (the most recently focused first, as `clients.matchAll`
 * lists them), that page is focused and told where to go (an http address it follows directly, a path it
 * opens inside the app); with none, the app opens at the link (an http address on another site opens as it
 * is). A path is kept inside this origin: `//host` would leave it.
 */
export function clickAction(
  data: NotificationClickData,
  openPages: readonly { id: string; url: string }[],
  origin: string,
): ClickAction {
  const link = data.link;
  const external = link !== undefined && HTTP_URL.test(link);
  const path = external ? link : `/${(link ?? NOTIFICATION_FALLBACK_PATH).replace(/^[/\\]+/, '')}`;
  const page = openPages.find((open) => open.url.startsWith(`${origin}/`) || open.url === origin);
  if (page) {
    return {
      kind: 'message',
      clientId: page.id,
      message: { type: NOTIFICATION_CLICK_NAVIGATE, id: data.id, path },
    };
  }
  return { kind: 'open', url: external ? path : `${origin}${path}` };
}
