import { WORKFLOW_MONITOR_INTERVAL_MS, type WorkflowHealthSummary } from '@emotion-guru/platform-sdk';
import { concurrency, createQuery } from '@farfetched/core';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { retryTransientFailures } from '@/shared/api';
import { fetchWorkflowHealth } from '../api/workflow-health-api.ts';

/** The workflow health page opened: load now, then every 60 s while it stays open. */
export const workflowHealthOpened = createEvent();
/** The page closed: stop the refresh. */
export const workflowHealthClosed = createEvent();
/** "Check now" or "Try again". */
export const workflowHealthRefreshRequested = createEvent();

/** The effect behind the query (tests replace it with `fork({ handlers })`). */
export const fetchWorkflowHealthFx = createEffect((): Promise<WorkflowHealthSummary> =>
  fetchWorkflowHealth(),
);

export const workflowHealthQuery = createQuery({
  name: 'workflow-health/summary',
  effect: fetchWorkflowHealthFx,
});
concurrency(workflowHealthQuery, { strategy: 'TAKE_LATEST', abortAll: workflowHealthClosed });
retryTransientFailures(workflowHealthQuery);

/** When the shown summary was read (ms since epoch), or null before the first answer. */
export const $lastChecked = createStore<number | null>(null, { serialize: 'ignore' })
  .on(workflowHealthQuery.finished.success, () => Date.now())
  .reset(workflowHealthOpened);

const $open = createStore(false, { serialize: 'ignore' })
  .on(workflowHealthOpened, () => true)
  .on(workflowHealthClosed, () => false);

/** The running refresh timer (aborted when the page closes or a new one starts). */
const $timer = createStore<AbortController | null>(null, { serialize: 'ignore' });

/** Waits one interval; rejects at once when its controller is aborted. */
const waitFx = createEffect(
  (timer: AbortController) =>
    new Promise<AbortController>((resolve, reject) => {
      const handle = setTimeout(() => resolve(timer), WORKFLOW_MONITOR_INTERVAL_MS);
      timer.signal.addEventListener('abort', () => {
        clearTimeout(handle);
        reject(new Error('stopped'));
      });
    }),
);

/** Stops the running timer (if any) and starts a new one. */
const restartTimerFx = attach({
  source: $timer,
  effect: (running) => {
    running?.abort();
    return new AbortController();
  },
});
const stopTimerFx = attach({
  source: $timer,
  effect: (running) => {
    running?.abort();
  },
});

$timer.on(restartTimerFx.doneData, (_, timer) => timer).reset(stopTimerFx.done);
sample({ clock: restartTimerFx.doneData, target: waitFx });

/** The interval passed with the page still open and this timer still the current one. */
const intervalPassed = sample({
  clock: waitFx.doneData,
  source: { open: $open, timer: $timer },
  filter: ({ open, timer }, done) => open && timer === done,
  fn: () => undefined,
});

sample({
  clock: [workflowHealthOpened, workflowHealthRefreshRequested, intervalPassed],
  fn: () => undefined,
  target: workflowHealthQuery.start,
});
sample({ clock: [workflowHealthOpened, intervalPassed], target: restartTimerFx });
sample({ clock: workflowHealthClosed, target: [stopTimerFx, workflowHealthQuery.reset] });

export const $workflowHealth = workflowHealthQuery.$data;
/** `'initial' | 'pending' | 'done' | 'fail'`. */
export const $workflowHealthStatus = workflowHealthQuery.$status;
