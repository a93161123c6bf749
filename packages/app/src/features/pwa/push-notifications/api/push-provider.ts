import type { PushTarget } from '@/shared/config';

/** A token from the push provider, with the browser subscription options it was made for. */
export interface ProviderToken {
  token: string;
  options: { auth?: string; p256dh?: string; endpoint?: string; swScope?: string; vapidKey?: string };
}

/** Google's push hosts that firebase/messaging calls (Installations, then FCM registrations). */
const PROVIDER_HOSTS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];

let routedTo: string | undefined;

/**
 * On the emulator, the provider's calls go to the emulator, which answers Google's push APIs (mocks/:
 * installations and registrations): firebase/messaging has no emulator setting of its own. Only calls to
 * those two hosts are rerouted; nothing else goes through this.
 */
function routeProviderCalls(providerUrl: string): void {
  if (routedTo !== undefined) return;
  routedTo = providerUrl;
  const fetchFromBrowser = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const host = PROVIDER_HOSTS.find((candidate) => url.startsWith(`${candidate}/`));
    if (host === undefined) return fetchFromBrowser(input, init);
    const rerouted = `${providerUrl}${url.slice(host.length)}`;
    return fetchFromBrowser(input instanceof Request ? new Request(rerouted, input) : rerouted, init);
  };
}

/** Firebase's messaging for the configured project (loaded on first use: not in any page's start). */
async function messaging(target: Extract<PushTarget, { provider: 'firebase' }>) {
  const [{ getApp, getApps, initializeApp }, messagingModule] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (target.providerUrl !== undefined) routeProviderCalls(target.providerUrl);
  if (!(await messagingModule.isSupported())) throw new Error('Push messaging is not supported here');
  const app = getApps().length > 0 ? getApp() : initializeApp(target.keys);
  return { module: messagingModule, instance: messagingModule.getMessaging(app) };
}

/**
 * The device's token from the push provider, made with the app's worker (its `push` event shows the
 * messages: service-worker/sw.ts). Firebase asks for the permission itself if it was not given.
 */
export async function requestProviderToken(
  target: Extract<PushTarget, { provider: 'firebase' }>,
  registration: ServiceWorkerRegistration,
): Promise<ProviderToken> {
  const { module, instance } = await messaging(target);
  // Token-based on purpose: the platform's contract keeps the provider's registration token (spec
  // section 7: GsbPushSubscription.fcmToken, the registrations API); Firebase's newer Installation-ID
  // messaging (`register`) would need the platform to send by installation id instead.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const token = await module.getToken(instance, {
    serviceWorkerRegistration: registration,
    ...(target.vapidKey === undefined ? {} : { vapidKey: target.vapidKey }),
  });
  const subscription = (await registration.pushManager.getSubscription())?.toJSON();
  return {
    token,
    options: {
      ...(subscription?.endpoint === undefined ? {} : { endpoint: subscription.endpoint }),
      ...(subscription?.keys?.['auth'] === undefined ? {} : { auth: subscription.keys['auth'] }),
      ...(subscription?.keys?.['p256dh'] === undefined ? {} : { p256dh: subscription.keys['p256dh'] }),
      swScope: registration.scope,
      ...(target.vapidKey === undefined ? {} : { vapidKey: target.vapidKey }),
    },
  };
}

/** Gives the device's token back to the provider (and ends the browser's push subscription). */
export async function deleteProviderToken(
  target: Extract<PushTarget, { provider: 'firebase' }>,
): Promise<void> {
  const { module, instance } = await messaging(target);
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the token-based contract, as getToken above
  await module.deleteToken(instance);
}
