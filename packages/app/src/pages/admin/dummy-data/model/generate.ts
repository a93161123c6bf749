import { createMutation } from '@farfetched/core';
import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { $activeClientId, $clients } from '@/entities/client';
import { checkInsChanged } from '@/entities/emotion';
import { journalChanged } from '@/entities/journal';
import { logoutFx } from '@/entities/session';
import { deleteRecords, saveRecords } from '@/shared/api';
import { ENTITY_OF, fetchCatalogueWords } from '../api/dummy-data-api.ts';
import {
  chunksOf,
  countsOf,
  generateDummyData,
  localDayOf,
  loopRecord,
  reflectionRecord,
  type GeneratedCounts,
} from '../lib/generate.ts';
import { seedOf } from '../lib/random.ts';
import type { GeneratedLanguage } from '../lib/texts.ts';
import { $request, generateSubmitted, type GenerationRequest } from './form.ts';

/** Days written per round of calls: the progress moves every month of data. */
export const CHUNK_DAYS = 30;

/** How far a run has come, in days written. */
export interface GenerationProgress {
  done: number;
  total: number;
}

/** What a run wrote, for whom. */
export interface GenerationSummary extends GeneratedCounts {
  clientId: string;
  clientName: string;
  days: number;
  language: GeneratedLanguage;
  /** The first and last day written, `yyyy-mm-dd`. */
  from: string;
  to: string;
}

/**
 * Why a run ended without data: it failed (and what it wrote was taken back), it was cancelled (the same),
 * or it failed and taking back failed too (what is left is marked generated: "Remove" clears it).
 */
export type GenerationFailure = 'failed' | 'cancelled' | 'leftovers';

/** A run's failure, with the kind the page shows. */
export class GenerationError extends Error {
  constructor(
    readonly kind: GenerationFailure,
    options?: { cause: unknown },
  ) {
    super(`Generating demo data ${kind}`, options);
    this.name = 'GenerationError';
  }
}

/** One run: what to write, and the switch that cancels it. */
export interface GenerationRun {
  request: GenerationRequest;
  controller: AbortController;
}

/** "Try again" after a failed or cancelled run: the same request once more. */
export const generationRetried = createEvent();
/** "Cancel" during a run: it stops after the write under way and takes back what it wrote. */
export const generationCancelled = createEvent();
const progressed = createEvent<GenerationProgress>();

/** The catalogue's words the generator chooses from. */
export const fetchCatalogueWordsFx = createEffect(() => fetchCatalogueWords());
/** One all-or-nothing write of records of one entity; resolves with their ids (tests replace it). */
export const saveRecordsFx = createEffect(
  ({ entityName, records }: { entityName: string; records: readonly object[] }) =>
    saveRecords(entityName, records),
);
/** Deletes records a failed or cancelled run wrote (tests replace it). */
export const deleteRecordsFx = createEffect(({ entityName, ids }: { entityName: string; ids: string[] }) =>
  deleteRecords(entityName, ids),
);

/** Starts a run (its own cancel switch). */
export const startRunFx = createEffect((request: GenerationRequest): GenerationRun => ({
  request,
  controller: new AbortController(),
}));

/**
 * Generates the data on this device and writes it through the entity API: the loops first (reflections
 * point at them), then per {@link CHUNK_DAYS} days the check-ins, journal entries and reflections, one
 * all-or-nothing call each. Whatever goes wrong (or a cancel), what the run wrote is deleted again.
 */
export const writeGenerationFx = createEffect(
  async ({ request, controller }: GenerationRun): Promise<GenerationSummary> => {
    const report = scopeBind(progressed, { safe: true });
    // Every wait below is on an effect: effector keeps the scope across those (tests replace them).
    const written: { entityName: string; ids: string[] }[] = [];
    const remember = (entityName: string, ids: string[]) => {
      if (ids.length > 0) written.push({ entityName, ids });
      return ids;
    };
    const stopIfCancelled = () => {
      if (controller.signal.aborted) throw new GenerationError('cancelled');
    };
    try {
      const now = new Date();
      const data = generateDummyData({
        ...request,
        words: await fetchCatalogueWordsFx(),
        now,
        // The same client, length, language and day give the same data.
        seed: seedOf(`${request.clientId}:${String(request.days)}:${request.language}:${localDayOf(now)}`),
      });
      const total = data.days.length;
      report({ done: 0, total });
      stopIfCancelled();
      const loops = { entityName: ENTITY_OF.loops, records: data.loops.map(loopRecord) };
      const loopIds = remember(loops.entityName, await saveRecordsFx(loops));
      const idOfLoop = new Map(data.loops.map((loop, index) => [loop.key, loopIds[index] ?? '']));
      let done = 0;
      for (const chunk of chunksOf(data.days, CHUNK_DAYS)) {
        const writes = [
          { entityName: ENTITY_OF.checkIns, records: chunk.flatMap((day) => day.checkIns) },
          { entityName: ENTITY_OF.journal, records: chunk.flatMap((day) => day.journal) },
          {
            entityName: ENTITY_OF.reflections,
            records: chunk.flatMap((day) =>
              day.reflections.map((reflection) => reflectionRecord(reflection, idOfLoop)),
            ),
          },
        ];
        for (const write of writes) {
          stopIfCancelled();
          remember(write.entityName, await saveRecordsFx(write));
        }
        done += chunk.length;
        report({ done, total });
      }
      return {
        ...countsOf(data),
        clientId: request.clientId,
        clientName: request.clientName,
        days: request.days,
        language: request.language,
        from: data.days[0]?.day ?? '',
        to: data.days.at(-1)?.day ?? '',
      };
    } catch (error) {
      try {
        for (const taken of written.reverse()) await deleteRecordsFx(taken);
      } catch (rollbackError) {
        throw new GenerationError('leftovers', { cause: rollbackError });
      }
      throw error instanceof GenerationError ? error : new GenerationError('failed', { cause: error });
    }
  },
);

export const generateMutation = createMutation({
  name: 'admin-dummy-data/generate',
  effect: writeGenerationFx,
});
export const $generating = generateMutation.$pending;

const $run = createStore<GenerationRun | null>(null, { serialize: 'ignore' })
  .on(startRunFx.doneData, (_, run) => run)
  .reset(generateMutation.finished.finally, logoutFx.finally);
const $lastRequest = createStore<GenerationRequest | null>(null, { serialize: 'ignore' })
  .on(startRunFx, (_, request) => request)
  .reset(logoutFx.finally);

sample({
  clock: generateSubmitted,
  source: { request: $request, generating: $generating },
  filter: ({ request, generating }) => request !== null && !generating,
  fn: ({ request }) => request as GenerationRequest,
  target: startRunFx,
});
sample({
  clock: generationRetried,
  source: { request: $lastRequest, generating: $generating },
  filter: ({ request, generating }) => request !== null && !generating,
  fn: ({ request }) => request as GenerationRequest,
  target: startRunFx,
});
sample({ clock: startRunFx.doneData, target: generateMutation.start });
const abortRunFx = attach({
  source: $run,
  effect: (run) => {
    run?.controller.abort();
  },
});
sample({ clock: generationCancelled, target: abortRunFx });
// A logout mid-run stops it too (what it wrote is marked generated, for "Remove" to clear).
sample({ clock: logoutFx, fn: () => undefined, target: generationCancelled });

/** Days written of the run under way (or the last one that succeeded); null before, and after a failure. */
export const $progress = createStore<GenerationProgress | null>(null, { serialize: 'ignore' })
  .on(progressed, (_, progress) => progress)
  .reset(startRunFx, generateMutation.finished.failure, logoutFx.finally);
/** The run is being cancelled: taking back what it wrote. */
export const $cancelling = createStore(false, { serialize: 'ignore' }).reset(
  startRunFx,
  generateMutation.finished.finally,
  logoutFx.finally,
);
sample({ clock: generationCancelled, filter: $generating, fn: () => true, target: $cancelling });
export const $summary = createStore<GenerationSummary | null>(null, { serialize: 'ignore' })
  .on(generateMutation.finished.success, (_, { result }) => result)
  .reset(startRunFx, logoutFx.finally);
export const $generationFailure = createStore<GenerationFailure | null>(null, { serialize: 'ignore' })
  .on(generateMutation.finished.failure, (_, { error }) =>
    error instanceof GenerationError ? error.kind : 'failed',
  )
  .reset(startRunFx, logoutFx.finally);

/**
 * Whether the report can show the generated client: it is the active client (`active`), another client
 * the admin looks after themself (`switch`: the link makes it active first), or not theirs (`none`: the
 * report shows a client only to whoever looks after them).
 */
export const $reportAccess = combine(
  $summary,
  $clients,
  $activeClientId,
  (summary, clients, activeId): 'active' | 'switch' | 'none' | null => {
    if (!summary) return null;
    if (summary.clientId === activeId) return 'active';
    return clients.some((client) => client.id === summary.clientId && client.isActive) ? 'switch' : 'none';
  },
);

// The lists that may show this client's records load again.
sample({
  clock: generateMutation.finished.success,
  target: [checkInsChanged, journalChanged],
});
