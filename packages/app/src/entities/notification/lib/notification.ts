import { pushText, pushTimestamp } from '@/shared/lib/service-worker';

/**
 * An in-app notification (spec): id, timestamp, read, title, body, and data with where it leads
 * (`path`, `click_action` or `url`).
 */
export interface InAppNotification {
  id: string;
  /** When it was sent, in milliseconds since the epoch. */
  timestamp: number;
  read: boolean;
  title: string;
  body?: string;
  data?: NotificationData;
}

export interface NotificationData {
  path?: string;
  click_action?: string;
  url?: string;
}

/** Where choosing a notification leads: a full page load for http(s), else a path inside the app. */
export type NavigationTarget = { kind: 'external'; url: string } | { kind: 'internal'; path: string };

/** More than a phone screen's worth of history; older ones are dropped (and so are not stored). */
export const MAX_NOTIFICATIONS = 50;

const HTTP_URL = /^https?:\/\//i;

/** Turns a link into a target: `data.path`, else `click_action`, else `url`; none means nowhere to go. */
export function toNavigationTarget(link: string | undefined): NavigationTarget | null {
  if (link === undefined) return null;
  if (HTTP_URL.test(link)) return { kind: 'external', url: link };
  // `//host` or `\\host` would leave the app if it ever reached a full load: an internal path has one slash.
  return { kind: 'internal', path: `/${link.replace(/^[/\\]+/, '')}` };
}

export function navigationTarget(item: Pick<InAppNotification, 'data'>): NavigationTarget | null {
  const data = item.data;
  return toNavigationTarget(pushText(data?.path) ?? pushText(data?.click_action) ?? pushText(data?.url));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a notification from untrusted data (storage, the service worker), or null when it has no id or
 * title. `click_action` and `url` are also taken from the top level, where push payloads often put them;
 * a missing timestamp is now and a missing `read` is unread.
 */
export function parseNotification(value: unknown, now = Date.now()): InAppNotification | null {
  if (!isRecord(value)) return null;
  const id = pushText(value['id']);
  const title = pushText(value['title']);
  if (id === undefined || title === undefined) return null;
  const rawData = isRecord(value['data']) ? value['data'] : {};
  const data: NotificationData = {};
  const path = pushText(rawData['path']);
  const clickAction = pushText(rawData['click_action']) ?? pushText(value['click_action']);
  const url = pushText(rawData['url']) ?? pushText(value['url']);
  if (path !== undefined) data.path = path;
  if (clickAction !== undefined) data.click_action = clickAction;
  if (url !== undefined) data.url = url;
  const body = pushText(value['body']);
  return {
    id,
    timestamp: pushTimestamp(value['timestamp']) ?? now,
    read: value['read'] === true,
    title,
    ...(body === undefined ? {} : { body }),
    ...(Object.keys(data).length > 0 ? { data } : {}),
  };
}

/** Newest first, at most MAX_NOTIFICATIONS; the first of two with one id wins. */
function normalize(items: readonly InAppNotification[]): InAppNotification[] {
  const seen = new Set<string>();
  const unique = items.filter((item) => !seen.has(item.id) && seen.add(item.id));
  // A stable sort: equal timestamps keep arrival order (the later arrival was put first).
  return unique.sort((a, b) => b.timestamp - a.timestamp).slice(0, MAX_NOTIFICATIONS);
}

/** Adds one; a notification already known (same id) is not added again, nor its read state undone. */
export function addNotification(
  items: readonly InAppNotification[],
  item: InAppNotification,
): InAppNotification[] {
  if (items.some((known) => known.id === item.id)) return [...items];
  return normalize([item, ...items]);
}

/** Joins what arrived in memory with what was stored; the in-memory copy of one id wins. */
export function mergeNotifications(
  inMemory: readonly InAppNotification[],
  stored: readonly InAppNotification[],
): InAppNotification[] {
  return normalize([...inMemory, ...stored]);
}

export function markAllRead(items: readonly InAppNotification[]): InAppNotification[] {
  return items.map((item) => (item.read ? item : { ...item, read: true }));
}

export function markRead(items: readonly InAppNotification[], id: string): InAppNotification[] {
  return items.map((item) => (item.id === id && !item.read ? { ...item, read: true } : item));
}
