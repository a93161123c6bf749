import { PlatformHttpError } from '@emotion-guru/platform-sdk';
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

/** What a read kept on this device: its answer and when it came. */
interface OfflineCopy<Value> {
  value: Value;
  savedAt: string;
}

let store: UseStore | undefined;

/** Opened on first use, never at import: importing must not touch IndexedDB (tests, prerendering). */
function copies(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('emotion-guru-offline', 'reads');
  return store;
}

/**
 * The read could not reach the platform because the device is offline: fetch rejected with a
 * `TypeError`, or the browser says it has no network. A refusal of the platform (4xx, 5xx) or an abort is
 * not: those are answered as they are.
 */
export function isOfflineFailure(error: unknown): boolean {
  if (error instanceof PlatformHttpError) return false;
  if (error instanceof Error && error.name === 'AbortError') return false;
  if (error instanceof TypeError) return true;
  // (Not shared/lib/network's isBrowserOffline: that module sends through this one.)
  return typeof navigator !== 'undefined' && (navigator as { onLine?: boolean }).onLine === false;
}

/**
 * Reads through a copy kept on this device: online, the answer is returned and kept under `key`; when the
 * device is offline, the last answer kept under that key is returned instead, so what was last loaded
 * stays readable. Without a copy the failure stands. The copy is what the platform answered: sealed
 * (locally encrypted) fields stay sealed on the device.
 *
 * `key` names the read and its parameters, and must not depend on the clock.
 */
export async function readWithOfflineCopy<Value>(key: string, load: () => Promise<Value>): Promise<Value> {
  try {
    const value = await load();
    const kept = copies();
    // A copy that cannot be written (storage full, private mode) only means less offline: never a failure.
    if (kept) await set(key, { value, savedAt: new Date().toISOString() }, kept).catch(() => undefined);
    return value;
  } catch (error) {
    if (!isOfflineFailure(error)) throw error;
    const kept = copies();
    const copy = kept ? await get<OfflineCopy<Value>>(key, kept).catch(() => undefined) : undefined;
    if (!copy) throw error;
    return copy.value;
  }
}

/** Drops every copy on this device (a sign-out: the next person here must not read them). */
export async function clearOfflineCopies(): Promise<void> {
  const kept = copies();
  if (kept) await clear(kept);
}
