import type { AnalyticsTarget } from '@/shared/config';
import type { AnalyticsEvent, AnalyticsProvider } from './tracker.ts';

/** A real provider never counts a developer's own machine (spec section 7). */
const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What a provider needs from the browser (a fake in tests). */
export interface ProviderEnvironment {
  hostname: string;
  /** This browser's pseudonymous id, made on first use (kept only while analytics are allowed). */
  clientId: () => string;
  fetch: typeof fetch;
  /** Adds a script to the page (Google's tag). */
  addScript: (src: string) => void;
  /** The page's global scope, where Google's tag keeps its queue. */
  global: { dataLayer?: unknown[] } & Record<string, unknown>;
}

/** Google Analytics 4's tag with IP anonymization and no ad personalization or Google signals. */
function ga4(measurementId: string, env: ProviderEnvironment): AnalyticsProvider {
  const dataLayer = (env.global.dataLayer ??= []);
  // Allowed again after a refusal in this page (see stop).
  env.global[`ga-disable-${measurementId}`] = false;
  // gtag.js reads its queue as Arguments objects, not arrays: this is Google's own snippet, typed.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters type the calls; arguments carries them
  function gtag(...args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params -- see above
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', measurementId, {
    anonymize_ip: true,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
    send_page_view: false,
  });
  env.addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
  return {
    send: ({ name, params }) => gtag('event', name, params),
    stop: () => {
      env.global[`ga-disable-${measurementId}`] = true;
    },
  };
}

/** The emulator's collector (`POST /analytics/collect`): one event a request; a failure is not the visitor's concern. */
function collector(collectUrl: string, env: ProviderEnvironment): AnalyticsProvider {
  return {
    send: ({ name, params }: AnalyticsEvent) => {
      env
        .fetch(collectUrl, {
          method: 'POST',
          keepalive: true,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name, clientId: env.clientId(), params }),
        })
        .catch(() => undefined);
    },
  };
}

/** The configured provider, or null: none configured, or a real one on localhost. */
export function createProvider(target: AnalyticsTarget, env: ProviderEnvironment): AnalyticsProvider | null {
  if (target.provider === 'emulator') return collector(target.collectUrl, env);
  if (target.provider === 'ga4' && !LOCAL_HOSTS.has(env.hostname)) return ga4(target.measurementId, env);
  return null;
}
