import { PlatformHttpError } from '@emotion-guru/platform-sdk';
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import { getPlatform, isTransientFailure } from '@/shared/api';
import { isBrowserOffline } from './online.ts';

/**
 * A write made while the platform could not be reached, kept on this device until it is sent:
 * - `waiting`: to be sent, in order, when the connection is back;
 * - `conflict`: the record changed on the platform since the person started editing it here, so sending
 *   would overwrite that change: it waits for them to choose (keep theirs, or drop it);
 * - `refused`: the platform refused it for a reason a retry does not change; kept, and reported.
 */
export type QueuedWriteState = 'waiting' | 'conflict' | 'refused';

export interface QueuedWrite<Payload = unknown> {
  /** Sorts in the order the writes were made. */
  id: string;
  /** The user whose write it is: only their session sends it. */
  owner: string;
  /** What it writes (`journal-entry`, `check-in`, `reflection`): picks the sender. */
  kind: string;
  /** What the sender needs, as the feature built it (locally encrypted fields already sealed). */
  payload: Payload;
  /** A short label for the person (an entry's title, unless it is sealed): shown in the list of waiting writes. */
  label: string;
  queuedAt: string;
  /** Tries that failed for want of a connection. */
  attempts: number;
  state: QueuedWriteState;
  /** Why it is not waiting: the conflict's reason, or the platform's message for a refusal. */
  problem?: string;
  /** The person chose to keep this version over a newer change on the platform. */
  overwrite?: boolean;
}

/** A sender's answer when the record changed on the platform since the write's base: it is not sent. */
export class WriteConflictError extends Error {
  override name = 'WriteConflictError';
  constructor(readonly reason: 'changed' | 'deleted') {
    super(reason === 'deleted' ? 'The record was deleted meanwhile' : 'The record changed meanwhile');
  }
}

let store: UseStore | undefined;
/** Opened on first use, never at import. */
function queue(): UseStore {
  store ??= createStore('emotion-guru-outbox', 'writes');
  return store;
}

let lastStamp = 0;
/** Ids in the order they are made, on this device: milliseconds, made strictly increasing. */
function nextId(now: number): string {
  lastStamp = Math.max(now, lastStamp + 1);
  return lastStamp.toString(36).padStart(10, '0');
}

const listeners = new Set<(write: QueuedWrite) => void>();

/**
 * Hears every write added to the queue on this page (the count of waiting writes changed); returns the
 * unsubscribe. A plain listener, not an effector event: writes are queued deep inside save effects, after
 * awaits, where no scope is bound; the listening UI binds its own.
 */
export function subscribeToQueue(listener: (write: QueuedWrite) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps a write on this device to be sent later; resolves once it is stored. */
export async function queueWrite<Payload>(write: {
  owner: string;
  kind: string;
  payload: Payload;
  label: string;
}): Promise<QueuedWrite<Payload>> {
  const queued: QueuedWrite<Payload> = {
    ...write,
    id: nextId(Date.now()),
    queuedAt: new Date().toISOString(),
    attempts: 0,
    state: 'waiting',
  };
  await set(queued.id, queued, queue());
  for (const listener of listeners) listener(queued);
  return queued;
}

/** The user's queued writes, oldest first. */
export async function readQueuedWrites(owner: string): Promise<QueuedWrite[]> {
  const all = await values<QueuedWrite>(queue());
  return all.filter((write) => write.owner === owner).sort((a, b) => (a.id < b.id ? -1 : 1));
}

export async function readQueuedWrite(id: string): Promise<QueuedWrite | undefined> {
  return get<QueuedWrite>(id, queue());
}

export async function updateQueuedWrite(write: QueuedWrite): Promise<void> {
  await set(write.id, write, queue());
}

export async function removeQueuedWrite(id: string): Promise<void> {
  await del(id, queue());
}

/**
 * Sends one write; rejects with `WriteConflictError` when it would overwrite a newer change (unless the
 * write says `overwrite`).
 */
export type WriteSender = (write: QueuedWrite) => Promise<void>;

export interface ReplayResult {
  sent: QueuedWrite[];
  conflicts: QueuedWrite[];
  refused: QueuedWrite[];
  /** The connection failed again: the rest waits (in order) for the next try. */
  interrupted: boolean;
}

/**
 * Sends the waiting writes in the order they were made, one at a time. A sent write leaves the queue; a
 * conflict or a refusal stays, marked, and the next write goes on (they are about other records); a
 * failed connection stops the run, so nothing is sent out of order, and counts a try.
 */
export async function replayWrites(writes: readonly QueuedWrite[], send: WriteSender): Promise<ReplayResult> {
  const result: ReplayResult = { sent: [], conflicts: [], refused: [], interrupted: false };
  const waiting = writes.filter((write) => write.state === 'waiting').sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const write of waiting) {
    try {
      await send(write);
      await removeQueuedWrite(write.id);
      result.sent.push(write);
    } catch (error) {
      if (error instanceof WriteConflictError) {
        const marked = { ...write, state: 'conflict' as const, problem: error.reason };
        await updateQueuedWrite(marked);
        result.conflicts.push(marked);
      } else if (isTransientFailure(error) || isBrowserOffline()) {
        await updateQueuedWrite({ ...write, attempts: write.attempts + 1 });
        result.interrupted = true;
        break;
      } else {
        const marked = {
          ...write,
          state: 'refused' as const,
          problem: error instanceof Error ? error.message : String(error),
        };
        await updateQueuedWrite(marked);
        result.refused.push(marked);
      }
    }
  }
  return result;
}

/** How long the next try waits after `attempts` failed ones: 5 s doubling, at most 5 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 300_000);
}

/**
 * Refuses to send an edit over a newer change: the record must still exist and still carry the
 * `lastUpdateDate` the edit started from (`base`; an edit without one is not checked).
 */
export async function assertUnchanged(entityName: string, id: string, base: string | null): Promise<void> {
  const entity = await getPlatform()
    .entity.get<{ lastUpdateDate?: string }>({ entityName, entityId: id })
    .then(
      (answer) => answer.entity,
      (error: unknown) => {
        // The platform answers an id it does not know with 404 (or an empty answer).
        if (error instanceof PlatformHttpError && error.status === 404) return null;
        throw error;
      },
    );
  if (!entity) throw new WriteConflictError('deleted');
  if (base !== null && entity.lastUpdateDate !== base) throw new WriteConflictError('changed');
}
