import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import {
  startServiceWorker,
  type ServiceWorkerEnvironment,
  type ServiceWorkerHandle,
} from '@/shared/lib/service-worker';

/** The app started in a browser that has service workers (production builds only: see the app's entry). */
export const appUpdateStarted = createEvent<ServiceWorkerEnvironment>();
/** "Reload now", or the banner's countdown reached 0. */
export const reloadRequested = createEvent();

const updateWaiting = createEvent();

/** A new version installed while an older one controls the page: the banner offers it. */
export const $updateWaiting = createStore(false, { serialize: 'ignore' }).on(updateWaiting, () => true);
const $worker = createStore<ServiceWorkerHandle | null>(null, { serialize: 'ignore' });

const startFx = createEffect((env: ServiceWorkerEnvironment) =>
  startServiceWorker(scopeBind(updateWaiting, { safe: true }), env),
);
const activateUpdateFx = attach({
  source: $worker,
  effect: (worker) => {
    worker?.activateUpdate();
  },
});

sample({ clock: appUpdateStarted, filter: $worker.map((worker) => worker === null), target: startFx });
$worker.on(startFx.doneData, (_, worker) => worker);
// The new version takes control and the page reloads into it (shared/lib/service-worker).
sample({ clock: reloadRequested, filter: $updateWaiting, target: activateUpdateFx });
