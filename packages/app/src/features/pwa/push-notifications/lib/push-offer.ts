import { isInstalledApp, isNativeShell, type DisplayEnvironment } from '@/shared/lib/display-mode';
import type { DevicePushState } from '../api/device-push.ts';

/**
 * The offer to turn push on (spec section 4, push permission): never on page load by itself, but after a
 * moment that makes sense (a check-in just saved); at most once a session (a session-storage flag), and
 * only until push was turned on here, once per way the app runs: the installed app, the web and the native
 * wrapper each have their completion flag (a browser and the installed app on one device are asked apart).
 */
export type OfferedIn = 'installed' | 'web' | 'native';

export const PUSH_OFFER_SESSION_KEY = 'eg_push_offer_asked';
export const pushOfferDoneKey = (where: OfferedIn) => `eg_push_offer_done_${where}`;

/** How the app runs here. */
export function offeredIn(environment: DisplayEnvironment | undefined): OfferedIn {
  if (!environment) return 'web';
  if (isNativeShell(environment)) return 'native';
  return isInstalledApp(environment) ? 'installed' : 'web';
}

export interface OfferContext {
  state: DevicePushState | null;
  askedThisSession: boolean;
  done: boolean;
}

/**
 * Whether to offer push now: it can work, is not on, the browser has not refused it (granted before, for
 * this site, it is offered too: turning it on then asks nothing), and it was not offered yet.
 */
export function shouldOfferPush({ state, askedThisSession, done }: OfferContext): boolean {
  return (
    state !== null &&
    state.support === 'supported' &&
    state.permission !== 'denied' &&
    !state.enabled &&
    !askedThisSession &&
    !done
  );
}
