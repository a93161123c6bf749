import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { QUEUED_CHECK_IN, checkInsChanged } from '@/entities/emotion';
import { QUEUED_JOURNAL_ENTRY, journalChanged } from '@/entities/journal';
import { QUEUED_REFLECTION, reflectionsChanged } from '@/entities/reflection';
import { $currentUser, logoutFx } from '@/entities/session';
import { notifyTranslatedFx, type TranslatedNotification } from '@/shared/lib/notify';
import {
  isBrowserOffline,
  readQueuedWrite,
  readQueuedWrites,
  removeQueuedWrite,
  replayWrites,
  retryDelay,
  updateQueuedWrite,
  type QueuedWrite,
  type ReplayResult,
} from '@/shared/lib/network';
import { sendQueuedWrite } from '../lib/send-queued.ts';

/** The app's frame is shown (signed in): read what waits, and send it when online. */
export const queueWatched = createEvent();
/** A write was queued on this page (the UI hears it through the queue's listener). */
export const writeQueued = createEvent();
/** The browser is online again. */
export const connectionRestored = createEvent();
/** "Send now". */
export const sendRequested = createEvent();
/** A conflict: the person keeps their version over the newer one on the platform. */
export const keepMineRequested = createEvent<string>();
/** A refused write: try it again (after the person changed something elsewhere, or the platform recovered). */
export const retryRequested = createEvent<string>();
/** The person confirmed: this write is dropped (what it held is lost). */
export const discardRequested = createEvent<string>();

function browserOnline(): boolean {
  return !isBrowserOffline();
}

const $owner = $currentUser.map((user) => user?.userId ?? null);

export const readWritesFx = attach({
  source: $owner,
  effect: async (owner): Promise<QueuedWrite[]> => (owner ? readQueuedWrites(owner) : []),
});

/** Sends what waits, in order (one run at a time); null when signed out or offline. */
export const replayFx = attach({
  source: $owner,
  effect: async (owner): Promise<ReplayResult | null> => {
    if (!owner || !browserOnline()) return null;
    return replayWrites(await readQueuedWrites(owner), sendQueuedWrite);
  },
});

/**
 * Marks one of the person's writes as waiting again; `overwrite` when they keep theirs over a newer change
 * (an edit of a record deleted meanwhile is kept as a new record).
 */
export const requeueFx = createEffect(async ({ id, overwrite }: { id: string; overwrite: boolean }) => {
  const write = await readQueuedWrite(id);
  if (!write) return;
  const requeued: QueuedWrite = { ...write, state: 'waiting', attempts: 0 };
  delete requeued.problem;
  if (overwrite) requeued.overwrite = true;
  if (overwrite && write.problem === 'deleted') requeued.payload = withoutRecordId(write.payload);
  await updateQueuedWrite(requeued);
});

/** The payload of an edit as a new record (the one it edited is gone). */

function withoutRecordId(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || !('record' in payload)) return payload;
  const { record } = payload;
  if (typeof record !== 'object' || record === null) return payload;
  const rest: Record<string, unknown> = { ...record };
  delete rest.id;
  return { ...payload, record: rest };
}

export const discardFx = createEffect((id: string) => removeQueuedWrite(id));

/** Waits before the next try after the connection failed again. */
export const retryTimerFx = createEffect(
  (delay: number) =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, delay);
    }),
);

/** The person's writes on this device, oldest first: waiting, in conflict or refused. */
export const $writes = createStore<QueuedWrite[]>([])
  .on(readWritesFx.doneData, (_, writes) => writes)
  .reset(logoutFx.finally);
/** Writes waiting to be sent, oldest first. */
export const $waiting = $writes.map((writes) => writes.filter((write) => write.state === 'waiting'));
export const $waitingCount = $waiting.map((writes) => writes.length);
/** Writes that wait for the person: conflicts and refusals. */
export const $needsDecision = $writes.map((writes) => writes.filter((write) => write.state !== 'waiting'));
export const $sending = replayFx.pending;

const $replaying = replayFx.pending;
const replay = sample({
  clock: [queueWatched, connectionRestored, sendRequested, $owner.updates, requeueFx.done, retryTimerFx.done],
  source: { owner: $owner, replaying: $replaying },
  filter: ({ owner, replaying }) => owner !== null && !replaying,
  fn: () => undefined,
});
sample({ clock: replay, target: replayFx });
sample({
  clock: [queueWatched, $owner.updates, writeQueued, replayFx.finally, requeueFx.finally, discardFx.finally],
  fn: () => undefined,
  target: readWritesFx,
});

sample({ clock: keepMineRequested, fn: (id) => ({ id, overwrite: true }), target: requeueFx });
sample({ clock: retryRequested, fn: (id) => ({ id, overwrite: false }), target: requeueFx });
sample({ clock: discardRequested, target: discardFx });

// Queued while the browser still says online (a flaky network): try again shortly, not only on `online`.
sample({
  clock: writeQueued,
  filter: () => browserOnline(),
  fn: () => retryDelay(1),
  target: retryTimerFx,
});
// The connection failed again during a run: the next try waits longer each time (while online).
sample({
  clock: replayFx.doneData,
  source: $writes,
  filter: (_, result) => result !== null && result.interrupted && browserOnline(),
  fn: (writes) => retryDelay(Math.max(1, ...writes.map((write) => write.attempts + 1))),
  target: retryTimerFx,
});

// What was sent shows in its lists.
const sentKinds = replayFx.doneData.map((result) => new Set(result?.sent.map((write) => write.kind) ?? []));
sample({
  clock: sentKinds,
  filter: (kinds) => kinds.has(QUEUED_JOURNAL_ENTRY),
  fn: () => undefined,
  target: journalChanged,
});
sample({
  clock: sentKinds,
  filter: (kinds) => kinds.has(QUEUED_CHECK_IN),
  fn: () => undefined,
  target: checkInsChanged,
});
sample({
  clock: sentKinds,
  filter: (kinds) => kinds.has(QUEUED_REFLECTION),
  fn: () => undefined,
  target: reflectionsChanged,
});

// A run ends with what went, and what waits for the person to decide.
const ns = 'app_terms' as const;
sample({
  clock: replayFx.doneData,
  filter: (result) => result !== null && result.sent.length > 0,
  fn: (result): TranslatedNotification => ({
    type: 'success',
    ns,
    title: 'offlineQueue.toasts.sent',
    values: { count: result?.sent.length ?? 0 },
  }),
  target: notifyTranslatedFx,
});
sample({
  clock: replayFx.doneData,
  filter: (result) => result !== null && result.conflicts.length + result.refused.length > 0,
  fn: (result): TranslatedNotification => ({
    type: 'error',
    ns,
    title: 'offlineQueue.toasts.notSent',
    description: 'offlineQueue.toasts.decide',
    values: { count: (result?.conflicts.length ?? 0) + (result?.refused.length ?? 0) },
  }),
  target: notifyTranslatedFx,
});
