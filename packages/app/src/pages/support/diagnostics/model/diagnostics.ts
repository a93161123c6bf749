import { createMutation, createQuery } from '@farfetched/core';
import { createEffect, createEvent, sample, type Event } from 'effector';
import { pushTokenCreatedAt } from '@/features/pwa/push-notifications';
import { APP_VERSION } from '@/shared/config';
import { browserInstallEnvironment, detectInstallState, type InstallState } from '@/shared/lib/install-state';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import {
  checkForUpdate,
  clearCaches,
  readCacheInfos,
  readWorkerState,
  showTestPush,
  type CacheInfo,
  type WorkerState,
} from '@/shared/lib/service-worker';

export type NotificationPermissionState = NotificationPermission | 'unsupported';

/** What support staff ask about: the worker, the caches, how the app runs on this device, its version. */
export interface Diagnostics {
  worker: WorkerState;
  caches: CacheInfo[];
  /** Installed or not, how it was told, and how sure that is. */
  install: InstallState;
  notifications: NotificationPermissionState;
  /** When this device's push token was made; null when push is off here. */
  pushTokenSince: number | null;
  appVersion: string;
}

export const diagnosticsOpened = createEvent();
export const refreshRequested = createEvent();

const NOT_FOUND: InstallState = { installed: false, via: null, confidence: 'low', platform: 'other' };

async function readInstallState(): Promise<InstallState> {
  const environment = await browserInstallEnvironment();
  return environment ? detectInstallState(environment) : NOT_FOUND;
}

/** Reads everything from the browser (replaced in tests: the test browser's worker is the emulator's). */
export const readDiagnosticsFx = createEffect(async (): Promise<Diagnostics> => ({
  worker: await readWorkerState(),
  caches: await readCacheInfos(),
  install: await readInstallState(),
  notifications: typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  pushTokenSince: pushTokenCreatedAt(),
  appVersion: APP_VERSION,
}));
export const clearCachesFx = createEffect((name: string | null) => clearCaches(name ?? undefined));

export const diagnosticsQuery = createQuery({ name: 'diagnostics', effect: readDiagnosticsFx });
sample({ clock: [diagnosticsOpened, refreshRequested], target: diagnosticsQuery.start });

/** Clears one cache by name, or every cache of the app (no name). */
export const clearCacheMutation = createMutation({
  name: 'diagnostics.clear-cache',
  effect: clearCachesFx,
});
sample({ clock: clearCacheMutation.finished.success, target: diagnosticsQuery.start });
sample({
  clock: clearCacheMutation.finished.success,
  fn: () => ({ type: 'success' as const, ns: 'app_content' as const, title: 'diagnostics.caches.cleared' }),
  target: notifyTranslatedFx,
});
sample({
  clock: clearCacheMutation.finished.failure,
  fn: () => ({ type: 'error' as const, ns: 'app_content' as const, title: 'diagnostics.caches.clearFailed' }),
  target: notifyTranslatedFx,
});

/** A toast for how an action ended: the success key when it did, the failure key when it did not. */
function sayOutcome<Ended extends { status: string }>(
  ended: Event<Ended>,
  done: string,
  failed: string,
): void {
  sample({
    clock: ended,
    fn: ({ status }) => ({
      type: status === 'done' ? ('success' as const) : ('error' as const),
      ns: 'app_content' as const,
      title: status === 'done' ? done : failed,
    }),
    target: notifyTranslatedFx,
  });
}

/** "Check for updates": the worker looks for a new version (the update banner shows when one is found). */
export const updateCheckMutation = createMutation({
  name: 'diagnostics.update-check',
  effect: createEffect(() => checkForUpdate()),
});
sample({ clock: updateCheckMutation.finished.success, target: diagnosticsQuery.start });
sayOutcome(
  updateCheckMutation.finished.finally,
  'diagnostics.worker.checked',
  'diagnostics.worker.checkFailed',
);

/** What the test notification says (translated by the page, in the person's language). */
export interface TestPushText {
  title: string;
  body: string;
}

/** Thrown when no worker of the app runs here: nothing can show the test. */
class NoWorker extends Error {
  override name = 'NoWorker';
}

/**
 * "Show a test notification": the app's worker shows it as it shows a push from the provider (the same
 * code), and hands it to the bell; it leads back here.
 */
export const testPushFx = createEffect(async ({ title, body }: TestPushText) => {
  const shown = await showTestPush({
    data: { id: `test-${Date.now()}`, title, body, path: '/app/test', timestamp: String(Date.now()) },
  });
  if (!shown) throw new NoWorker();
});
export const testPushMutation = createMutation({ name: 'diagnostics.test-push', effect: testPushFx });
sayOutcome(testPushMutation.finished.finally, 'diagnostics.push.sent', 'diagnostics.push.noWorker');
