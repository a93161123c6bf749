import type { VegReflection } from '@emotion-guru/platform-sdk';
import { ensureTagIds, getPlatform } from '@/shared/api';
import { assertUnchanged } from '@/shared/lib/network';
import { createLoop } from './reflection-api.ts';

/** The write-queue kind of a reflection saved while offline. */
export const QUEUED_REFLECTION = 'reflection';

/** A reflection saved while offline, as it waits on the device (its texts sealed when encryption is on). */
export interface QueuedReflection {
  /** The record as the wizard saves it, without tags and loop (found or made when it is sent). */
  record: Omit<VegReflection, 'id' | 'tags' | 'loop_id' | 'timing'> & {
    id?: string;
    client_id: string;
    timing?: VegReflection['timing'] | null;
    loop_id?: null;
  };
  tagNames: string[];
  /** Its loop: one that exists, one to start (the title sealed as it would be sent), or none. */
  loop: { kind: 'existing'; id: string } | { kind: 'new'; title: string } | null;
  /** The edited reflection's `lastUpdateDate` when the edit started (null for a new one). */
  base: string | null;
}

/**
 * Sends a queued reflection: an edit only while the reflection is as it was when the edit started (else a
 * `WriteConflictError`), unless the person chose to keep theirs. A loop it starts is reported through
 * `loopStarted` before the reflection is saved, so that a retry joins that loop instead of starting another.
 */
export async function sendQueuedReflection(
  reflection: QueuedReflection,
  options: { overwrite: boolean; loopStarted: (loopId: string) => Promise<void> },
): Promise<void> {
  const { record, loop } = reflection;
  if (record.id && !options.overwrite) await assertUnchanged('VegReflection', record.id, reflection.base);
  const tags = await ensureTagIds(reflection.tagNames);
  let loopId = loop?.kind === 'existing' ? loop.id : null;
  if (loop?.kind === 'new') {
    loopId = await createLoop(record.client_id, loop.title);
    await options.loopStarted(loopId);
  }
  await getPlatform().entity.save({
    entityName: 'VegReflection',
    entity: { ...record, tags, ...(loopId === null ? {} : { loop_id: loopId }) },
  });
}
