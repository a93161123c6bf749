import { concurrency, createMutation, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $activeClientId } from '@/entities/client';
import {
  $emotionCatalogue,
  periodRange,
  suggestLoops,
  summarizeLoops,
  isoDay,
  tagsByDayMood,
  type DateRange,
  type LoopReflection,
  type LoopSuggestion,
  type LoopSummary,
} from '@/entities/emotion';
import { $keyReader, type KeyReader } from '@/entities/keyring';
import {
  clampToHistory,
  historyCutoff,
  isReadable,
  reflectionsChanged,
  revealReflection,
  type Reflection,
} from '@/entities/reflection';
import { $access, logoutFx } from '@/entities/session';
import { retryTransientFailures } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { localStorageOrUndefined } from '@/shared/lib/browser';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { createLoopOf, queryLoopReflections, revealLoopNote, saveLoopNote } from '../api/loops-api.ts';
import { $period, $report, $reportOpen, reportOpened, reportRanges } from './report.ts';

/** Suggestions look at the last 90 days: a pattern that recurred three times in 30 days shows there. */
const SUGGESTION_DAYS = 90;
/** At most this many suggestions at once: a short list is read, a long one skimmed. */
export const SUGGESTION_LIMIT = 3;
export const LOOP_TITLE_MAX = 80;
export const LOOP_NOTE_MAX = 1000;

interface LoopsRequest {
  clientId: string;
  reader: KeyReader;
  range: DateRange;
}

interface LoopRecords {
  reflections: Reflection[];
  /** Each loop's note as this reader may see it (null: sealed by someone else, or locked). */
  notes: Record<string, string | null>;
  range: DateRange;
}

/** The tracker's window: the last year, cut to the plan's history. */
export function trackerRange(unlimitedHistory: boolean, now: Date): DateRange {
  return clampToHistory(periodRange('365d', now), historyCutoff(unlimitedHistory, now.getTime()));
}

/** A year of the client's reflections with their tags and loops, revealed for the reader. */
export const loadLoopsFx = createEffect(
  async ({ clientId, reader, range }: LoopsRequest): Promise<LoopRecords> => {
    const records = await queryLoopReflections(clientId, range.from, range.to);
    const reflections = await Promise.all(records.map((record) => revealReflection(record, reader)));
    const loops = new Map(
      records.flatMap((record) => (record.loop?.id ? [[record.loop.id, record.loop]] : [])),
    );
    const notes: Record<string, string | null> = {};
    await Promise.all(
      [...loops].map(async ([id, loop]) => {
        notes[id] = await revealLoopNote(loop, reader);
      }),
    );
    return { reflections, notes, range };
  },
);

const loopsQuery = createQuery({ name: 'report/loops', effect: loadLoopsFx });
concurrency(loopsQuery, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
retryTransientFailures(loopsQuery);

export const loopsRetried = createEvent();
/** A suggestion accepted under a name the person gave it. */
export const suggestionAccepted = createEvent<{ suggestion: LoopSuggestion; title: string }>();
export const suggestionDismissed = createEvent<string>();
/** Brings a dismissed suggestion back (the one `$lastDismissed` names). */
export const dismissalUndone = createEvent<{ clientId: string; key: string }>();
export const loopNoteSaved = createEvent<{ loopId: string; note: string }>();

sample({
  clock: [reportOpened, loopsRetried, reflectionsChanged, $keyReader.updates],
  source: { clientId: $activeClientId, reader: $keyReader, access: $access, open: $reportOpen },
  filter: ({ clientId, reader, open }) => open && clientId !== null && reader !== null,
  fn: ({ clientId, reader, access }): LoopsRequest => ({
    clientId: clientId ?? '',
    reader: reader ?? { userId: '', dataKey: null },
    range: trackerRange(access.unlimitedHistory, new Date()),
  }),
  target: loopsQuery.start,
});
sample({ clock: logoutFx.finally, target: loopsQuery.reset });

/** Writes go with the reader's key: a title or note is sealed when local encryption is on. */
export const acceptSuggestionFx = createEffect(
  ({
    clientId,
    reader,
    title,
    reflectionIds,
  }: {
    clientId: string;
    reader: KeyReader;
    title: string;
    reflectionIds: string[];
  }) => createLoopOf({ clientId, title, reflectionIds }, reader),
);
export const acceptMutation = createMutation({ name: 'report/accept-loop', effect: acceptSuggestionFx });
export const saveNoteFx = createEffect(
  ({ reader, loopId, note }: { reader: KeyReader; loopId: string; note: string }) =>
    saveLoopNote({ loopId, note }, reader),
);
export const noteMutation = createMutation({ name: 'report/loop-note', effect: saveNoteFx });

sample({
  clock: suggestionAccepted,
  source: { clientId: $activeClientId, reader: $keyReader },
  filter: ({ clientId, reader }, { title }) =>
    clientId !== null && reader !== null && title.trim().length > 0 && title.trim().length <= LOOP_TITLE_MAX,
  fn: ({ clientId, reader }, { suggestion, title }) => ({
    clientId: clientId ?? '',
    reader: reader ?? { userId: '', dataKey: null },
    title: title.trim(),
    reflectionIds: suggestion.reflectionIds,
  }),
  target: acceptMutation.start,
});
sample({
  clock: loopNoteSaved,
  source: $keyReader,
  filter: (reader, { note }) => reader !== null && note.trim().length <= LOOP_NOTE_MAX,
  fn: (reader, { loopId, note }) => ({ reader: reader ?? { userId: '', dataKey: null }, loopId, note }),
  target: noteMutation.start,
});
// The reflections list, the detail pages and this tracker show the new loop.
sample({ clock: acceptMutation.finished.success, target: reflectionsChanged });
sample({ clock: noteMutation.finished.success, target: loopsRetried });
// A failure may come after the loop was saved (a link failed): the tracker shows what the platform holds.
sample({ clock: acceptMutation.finished.failure, target: loopsRetried });
sample({
  clock: acceptMutation.finished.success,
  fn: () => ({ type: 'success' as const, ns: 'insights' as const, title: 'report.loops.accepted' }),
  target: notifyTranslatedFx,
});
sample({
  clock: acceptMutation.finished.failure,
  fn: () => ({ type: 'error' as const, ns: 'insights' as const, title: 'report.loops.acceptFailed' }),
  target: notifyTranslatedFx,
});
sample({
  clock: noteMutation.finished.success,
  fn: () => ({ type: 'success' as const, ns: 'insights' as const, title: 'report.loops.noteSaved' }),
  target: notifyTranslatedFx,
});

/** The id of the loop last made from a suggestion in this visit: the tracker moves focus to it. */
export const $acceptedLoop = createStore<string | null>(null, { serialize: 'ignore' })
  .on(acceptMutation.finished.success, (_, { result }) => result)
  .reset(reportOpened, logoutFx.finally);

/** The suggestion being accepted, to show it busy (and keep the name typed if it fails). */
export const $accepting = createStore<string | null>(null, { serialize: 'ignore' })
  .on(acceptMutation.started, (_, { params }) => params.reflectionIds.join(','))
  .reset(acceptMutation.finished.finally);
/** The loop whose note is being saved, and the one whose last save failed (its card says so). */
export const $noteSaving = createStore<string | null>(null, { serialize: 'ignore' })
  .on(noteMutation.started, (_, { params }) => params.loopId)
  .reset(noteMutation.finished.finally);
export const $noteFailed = createStore<string | null>(null, { serialize: 'ignore' })
  .on(noteMutation.finished.failure, (_, { params }) => params.loopId)
  .reset(noteMutation.started);

const DISMISSED_KEY = 'eg:loop-suggestions-dismissed';

function readDismissed(): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(localStorageOrUndefined()?.getItem(DISMISSED_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const out: Record<string, string[]> = {};
    for (const [client, keys] of Object.entries(parsed)) {
      if (Array.isArray(keys)) out[client] = keys.filter((key): key is string => typeof key === 'string');
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * Dismissed suggestions per client, kept on this device (a dismissal is a view preference, not a record
 * of the person: it is not sent to the platform).
 */
export const $dismissed = createStore<Record<string, string[]>>(readDismissed(), { serialize: 'ignore' });
/** The suggestion last dismissed in this visit, for Undo. */
export const $lastDismissed = createStore<{ clientId: string; key: string } | null>(null, {
  serialize: 'ignore',
});

sample({
  clock: suggestionDismissed,
  source: { dismissed: $dismissed, clientId: $activeClientId },
  filter: ({ clientId }) => clientId !== null,
  fn: ({ dismissed, clientId }, key) => {
    const id = clientId ?? '';
    return { ...dismissed, [id]: [...new Set([...(dismissed[id] ?? []), key])] };
  },
  target: $dismissed,
});
sample({
  clock: suggestionDismissed,
  source: $activeClientId,
  filter: Boolean,
  fn: (clientId, key) => ({ clientId, key }),
  target: $lastDismissed,
});
sample({
  clock: dismissalUndone,
  source: $dismissed,
  fn: (dismissed, { clientId, key }) => ({
    ...dismissed,
    [clientId]: (dismissed[clientId] ?? []).filter((item) => item !== key),
  }),
  target: $dismissed,
});
$lastDismissed.reset(dismissalUndone, reportOpened, logoutFx.finally);
/** Keeps the dismissals on this device; storage full or blocked: a dismissal holds for this visit. */
const persistDismissedFx = createEffect((dismissed: Record<string, string[]>) => {
  localStorageOrUndefined()?.setItem(DISMISSED_KEY, JSON.stringify(dismissed));
});
sample({ clock: $dismissed.updates, target: persistDismissedFx });

/** A loop as the tracker shows it: its summary, title (null when sealed), colour and note. */
export interface TrackedLoop extends LoopSummary {
  title: string | null;
  color: string | null;
  /** The person's note on what helps; null when it is sealed and cannot be opened here. */
  note: string | null;
}

/** A suggestion with the reflections it would gather, as the tracker lists them. */
export interface SuggestedLoop extends LoopSuggestion {
  reflections: { id: string; title: string; date: string }[];
}

function toLoopReflection(
  reflection: Reflection,
  catalogue: ReadonlyMap<string, LoopReflection['emotions'][number]>,
): LoopReflection {
  return {
    id: reflection.id,
    date: reflection.date,
    timing: reflection.timing,
    title: isReadable(reflection) ? reflection.title : '',
    tags: reflection.tags,
    loopId: reflection.loop?.id ?? null,
    emotions: reflection.emotions.flatMap(({ emotionId }) => {
      const emotion = catalogue.get(emotionId);
      return emotion ? [emotion] : [];
    }),
  };
}

/** The client's loops and the tracker's suggestions, worked out once the reflections are here. */
export const $loops = combine(
  loopsQuery.$data,
  $emotionCatalogue,
  $dismissed,
  $activeClientId,
  $language,
  (records, catalogue, dismissed, clientId, language) => {
    if (!records) return null;
    const emotions = new Map(catalogue.map((emotion) => [emotion.id, emotion]));
    const byId = new Map(records.reflections.map((reflection) => [reflection.id, reflection]));
    const all = records.reflections.map((reflection) => toLoopReflection(reflection, emotions));
    const loops: TrackedLoop[] = summarizeLoops(all, records.range).map((summary) => {
      const first = byId.get(summary.reflections[0]?.id ?? '');
      return {
        ...summary,
        title: first?.loop?.title || null,
        color: first?.loop?.color ?? null,
        note: records.notes[summary.loopId] ?? null,
      };
    });
    // Only reflections this reader can read and write may be gathered into a loop: linking a sealed one
    // would leave it sealed by someone other than its last writer.
    const since = records.range.to.getTime() - SUGGESTION_DAYS * 86_400_000;
    const candidates = all.filter((reflection) => {
      const source = byId.get(reflection.id);
      return source !== undefined && isReadable(source) && Date.parse(reflection.date) >= since;
    });
    const suggestions: SuggestedLoop[] = suggestLoops(candidates, {
      locale: language,
      dismissed: new Set(dismissed[clientId ?? ''] ?? []),
    })
      .slice(0, SUGGESTION_LIMIT)
      .map((suggestion) => ({
        ...suggestion,
        reflections: suggestion.reflectionIds.map((id) => ({
          id,
          title: byId.get(id)?.title ?? '',
          date: byId.get(id)?.date ?? '',
        })),
      }));
    return { loops, suggestions };
  },
);

export const $loopsState = combine(
  { loops: $loops, pending: loopsQuery.$pending, failed: loopsQuery.$failed },
  ({ loops, pending, failed }) => {
    if (failed && !pending) return 'error' as const;
    if (loops === null) return 'loading' as const;
    return 'ready' as const;
  },
);

/** The period's tags against how its days felt (counts, not causes); null until both loads are here. */
export const $tagDays = combine(
  loopsQuery.$data,
  $report,
  $period,
  $access,
  $language,
  (records, report, period, access, language) => {
    if (!records || !report) return null;
    const { current } = reportRanges(period, access.unlimitedHistory, new Date());
    const from = current.from.getTime();
    const to = current.to.getTime();
    const first = isoDay(current.from);
    const last = isoDay(new Date(to - 1));
    const tagged = records.reflections.filter((reflection) => {
      const time = Date.parse(reflection.date);
      return time >= from && time < to && reflection.tags.length > 0;
    });
    const days = report.days.filter((day) => day.day >= first && day.day <= last);
    return tagsByDayMood(tagged, days, language);
  },
);
