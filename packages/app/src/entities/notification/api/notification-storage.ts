import { localStorageOrUndefined } from '@/shared/lib/browser';
import { parseNotification, type InAppNotification } from '../lib/notification.ts';

export function storageKey(userId: string): string {
  return `eg_notifications:${userId}`;
}

/**
 * The user's notifications kept on this device. Unreadable or corrupt data (hand edits, an older
 * format, blocked storage) counts as none, and single broken entries are skipped.
 */
export function readStoredNotifications(userId: string): InAppNotification[] {
  let raw: string | null | undefined;
  try {
    raw = localStorageOrUndefined()?.getItem(storageKey(userId));
  } catch {
    return [];
  }
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((value: unknown) => {
    const item = parseNotification(value, 0);
    return item ? [item] : [];
  });
}

/** A full or blocked storage only means they are not remembered after a reload. */
export function writeStoredNotifications(userId: string, items: readonly InAppNotification[]): void {
  try {
    localStorageOrUndefined()?.setItem(storageKey(userId), JSON.stringify(items));
  } catch {
    // Nothing else to do: the notifications stay in memory for this visit.
  }
}
