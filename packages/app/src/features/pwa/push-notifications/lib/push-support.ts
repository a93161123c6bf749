import type { PushTarget } from '@/shared/config';

/**
 * Whether this device can get push messages: `supported`; `config-missing` (a build without the push
 * provider's keys: push is off, nothing else fails); or `unsupported` (no service worker, Push API or
 * notifications, as in some private modes and older browsers; or no app worker: `npm run dev`, whose
 * scope is held by the emulator's worker).
 */
export type PushSupport = 'supported' | 'unsupported' | 'config-missing';

/** What the browser offers, read by the model (a test gives its own). */
export interface PushEnvironment {
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  /** The app's own worker (`/sw.js`) controls the scope; push messages go to it. */
  appWorker: boolean;
}

export function pushSupport(environment: PushEnvironment, target: PushTarget): PushSupport {
  if (target.provider === 'none') return 'config-missing';
  const { serviceWorker, pushManager, notification, appWorker } = environment;
  return serviceWorker && pushManager && notification && appWorker ? 'supported' : 'unsupported';
}

/** The permission to notify, as the browser reports it (`default`: not asked yet). */
export type PushPermission = NotificationPermission;

/** The device's push token as stored here, with the account it was saved for (spec: stored push token record). */
export interface StoredDeviceToken {
  userId: string;
  token: string;
  /** Epoch milliseconds. */
  createTime: number;
  options: { auth?: string; p256dh?: string; endpoint?: string; swScope?: string; vapidKey?: string };
}

const OPTION_KEYS = ['auth', 'p256dh', 'endpoint', 'swScope', 'vapidKey'] as const;

/** Reads the stored record (untrusted: local storage); null when absent or broken. */
export function parseStoredToken(text: string | null): StoredDeviceToken | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { userId, token, createTime } = record;
  if (typeof userId !== 'string' || typeof token !== 'string' || token === '') return null;
  if (typeof createTime !== 'number' || !Number.isFinite(createTime)) return null;
  const given = typeof record['options'] === 'object' && record['options'] !== null ? record['options'] : {};
  const options: StoredDeviceToken['options'] = {};
  for (const key of OPTION_KEYS) {
    const option = (given as Record<string, unknown>)[key];
    if (typeof option === 'string') options[key] = option;
  }
  return { userId, token, createTime, options };
}
