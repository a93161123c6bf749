import { createEmulator, createHandlers, type Emulator } from '@emotion-guru/mocks';
import { setupWorker } from 'msw/browser';

type Worker = ReturnType<typeof setupWorker>;

let worker: Promise<Worker> | undefined;

/** One MSW service worker per page, started on first use; every call gives it a fresh emulator. */
function startWorker(): Promise<Worker> {
  worker ??= (async () => {
    const started = setupWorker();
    await started.start({ onUnhandledFrame: 'bypass', quiet: true });
    return started;
  })();
  return worker;
}

/**
 * Puts a new emulator, on its seed, behind the SDK: the same MSW handlers as `npm run dev`, the e2e
 * journeys and the emulator's HTTP server, in memory, so nothing one test or story writes reaches the
 * next one.
 */
export async function startFreshEmulator(): Promise<Emulator> {
  const emulator = createEmulator();
  const [running] = await Promise.all([startWorker(), emulator.ready]);
  running.resetHandlers(...createHandlers(emulator));
  return emulator;
}
