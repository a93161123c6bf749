import { PushPlatform, pushService } from '@emotion-guru/platform-sdk';
import { platformService } from '@/shared/api';
import { appConfig } from '@/shared/config';
import { localStorageOrUndefined } from '@/shared/lib/browser';
import {
  parseStoredToken,
  pushSupport,
  type PushPermission,
  type PushSupport,
  type StoredDeviceToken,
} from '../lib/push-support.ts';
import { deleteProviderToken, requestProviderToken } from './push-provider.ts';

/** Where this device's push token record is kept (spec section 3: stored push token record). */
export const PUSH_TOKEN_STORAGE_KEY = 'eg_push_token';

/** What the settings show: whether push can work here, the permission, and whether it is on for this account. */
export interface DevicePushState {
  support: PushSupport;
  permission: PushPermission;
  enabled: boolean;
}

/**
 * The permission was not given: refused (now or before: the browser's site settings must allow it), or the
 * question closed unanswered (`default`: it may be asked again).
 */
export class PushPermissionDenied extends Error {
  override name = 'PushPermissionDenied';
  constructor(readonly permission: Exclude<NotificationPermission, 'granted'>) {
    super(`Notification permission: ${permission}`);
  }
}

/** When this device's push token was made (diagnostics: its age), or null without one. */
export function pushTokenCreatedAt(): number | null {
  return storedToken()?.createTime ?? null;
}

function storedToken(): StoredDeviceToken | null {
  return parseStoredToken(localStorageOrUndefined()?.getItem(PUSH_TOKEN_STORAGE_KEY) ?? null);
}

async function appWorker(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration?.active?.scriptURL.endsWith('/sw.js') === true ? registration : undefined;
}

/** Reads this device's push state for the signed-in account. */
export async function readDevicePush(userId: string): Promise<DevicePushState> {
  const hasWorker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const support = pushSupport(
    {
      serviceWorker: hasWorker,
      pushManager: typeof PushManager !== 'undefined',
      notification: typeof Notification !== 'undefined',
      appWorker: hasWorker && (await appWorker()) !== undefined,
    },
    appConfig().push,
  );
  const permission = typeof Notification === 'undefined' ? 'default' : Notification.permission;
  const stored = storedToken();
  return { support, permission, enabled: permission === 'granted' && stored?.userId === userId };
}

/**
 * Turns push on for this device and account: asks for the permission (only when not yet answered), then
 * subscribes (below).
 */
export async function enableDevicePush(userId: string): Promise<DevicePushState> {
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') throw new PushPermissionDenied(permission);
  await subscribeDevice(userId);
  return { support: 'supported', permission, enabled: true };
}

/** Keeps a token in use fresh (spec: older than 7 days, or other subscription options): never asks. */
export async function refreshDevicePush(userId: string): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (storedToken()?.userId !== userId) return;
  await subscribeDevice(userId);
}

/**
 * Gets the provider's token with the app's worker and keeps the platform's GsbPushSubscription in step:
 * a new token, one older than 7 days or one made with other options replaces the record (the SDK's
 * `ensureFresh`); a fresh one changes nothing.
 */
async function subscribeDevice(userId: string): Promise<void> {
  const target = appConfig().push;
  if (target.provider === 'none')
    throw new Error(`Push provider config is missing ${target.missing.join(', ')}`);
  const registration = await appWorker();
  if (!registration) throw new Error('The app’s service worker is not active');
  const fresh = await requestProviderToken(target, registration);
  const stored = storedToken();
  const { stored: kept } = await platformService(pushService).ensureFresh(
    stored?.userId === userId ? stored : null,
    fresh,
    {
      userId,
      platform: PushPlatform.Web,
      keys: {
        ...(fresh.options.auth === undefined ? {} : { auth: fresh.options.auth }),
        ...(fresh.options.p256dh === undefined ? {} : { p256dh: fresh.options.p256dh }),
      },
      userAgent: navigator.userAgent,
    },
  );
  localStorageOrUndefined()?.setItem(PUSH_TOKEN_STORAGE_KEY, JSON.stringify({ userId, ...kept }));
}

/** Turns push off for this device: the platform's record goes, and the token goes back to the provider. */
export async function disableDevicePush(userId: string): Promise<DevicePushState> {
  const target = appConfig().push;
  const stored = storedToken();
  if (stored?.userId === userId) await platformService(pushService).unsubscribeInvalidTokens([stored.token]);
  localStorageOrUndefined()?.removeItem(PUSH_TOKEN_STORAGE_KEY);
  if (target.provider === 'firebase') {
    // The platform no longer sends to it; a provider that cannot be reached now only keeps a dead token.
    await deleteProviderToken(target).catch((error: unknown) =>
      console.warn('Push: token not deleted', error),
    );
  }
  return { ...(await readDevicePush(userId)), enabled: false };
}
