import { localStorageOrUndefined } from '@/shared/lib/browser';
import { ANALYTICS_CLIENT_KEY } from '../model/consent.ts';
import type { ProviderEnvironment } from './providers.ts';

/** The browser's side of a provider: this page's host, its stored analytics id, fetch and script tags. */
export function browserProviderEnvironment(): ProviderEnvironment {
  return {
    hostname: window.location.hostname,
    clientId: () => {
      const storage = localStorageOrUndefined();
      const stored = storage?.getItem(ANALYTICS_CLIENT_KEY);
      if (stored) return stored;
      const id = crypto.randomUUID();
      storage?.setItem(ANALYTICS_CLIENT_KEY, id);
      return id;
    },
    fetch: (input, init) => window.fetch(input, init),
    addScript: (src) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      document.head.append(script);
    },
    global: window as unknown as ProviderEnvironment['global'],
  };
}
