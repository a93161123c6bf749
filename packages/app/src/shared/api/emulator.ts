import { appConfig } from '../config/index.ts';

/**
 * Starts the platform emulator as a service worker (MSW) for `npm run dev`, when no real platform is
 * configured. The import is dynamic so that no production bundle contains the emulator.
 *
 * The emulator's own pages (the sign-in provider's consent page, the sandbox checkout) load
 * `@emotion-guru/mocks/page` from the dev server, so that the forms they post are answered by the
 * emulator in that page too (see mocks/src/page.ts for why MSW needs it).
 */
export const EMULATOR_PAGE_SCRIPT = '/@id/@emotion-guru/mocks/page';

/** `npm run dev`'s one service worker: the emulator's (MSW) with the app's push handling. */
const DEV_SERVICE_WORKER = '/dev-sw.js';

export async function startDevEmulator(): Promise<void> {
  const { createEmulatorWorker } = await import('@emotion-guru/mocks/browser');
  await createEmulatorWorker({ pageScript: EMULATOR_PAGE_SCRIPT }).start({
    // MSW's worker with the app's push handling (service-worker/dev-sw.ts, served by the dev server).
    serviceWorker: { url: DEV_SERVICE_WORKER },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}

/** The emulator's switches that support staff may turn (mocks/src/state.ts's EmulatorConfig, in part). */
export interface EmulatorSwitches {
  /** Delay added to every answer, in milliseconds. */
  latencyMs: number;
  /** Share of platform calls (0..1) answered with 503 instead. */
  errorRate: number;
  /** Every platform call fails as a network error. */
  offline: boolean;
}

function controlUrl(search = ''): string {
  return `${appConfig().apiUrl}/__emulator/config${search}`;
}

function switchesFrom(body: unknown): EmulatorSwitches {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    latencyMs: typeof value['latencyMs'] === 'number' ? value['latencyMs'] : 0,
    errorRate: typeof value['errorRate'] === 'number' ? value['errorRate'] : 0,
    offline: value['offline'] === true,
  };
}

async function answer(response: Response): Promise<EmulatorSwitches> {
  if (!response.ok) throw new Error(`The emulator answered ${String(response.status)}`);
  return switchesFrom(await response.json());
}

/** The built-in emulator's switches (its control routes answer whatever the switches say). */
export async function readEmulatorSwitches(): Promise<EmulatorSwitches> {
  return answer(await fetch(controlUrl()));
}

export async function setEmulatorSwitches(switches: EmulatorSwitches): Promise<EmulatorSwitches> {
  const search = new URLSearchParams({
    'emulator.latency': String(switches.latencyMs),
    'emulator.errorRate': String(switches.errorRate),
    'emulator.offline': switches.offline ? '1' : '0',
  });
  return answer(await fetch(controlUrl(`?${search.toString()}`), { method: 'POST' }));
}
