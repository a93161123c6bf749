import { JournalStatus, JournalTiming } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $activeClientId } from '@/entities/client';
import { checkInsChanged } from '@/entities/emotion';
import { ensureTagIds, historyCutoff, journalChanged, plainToRichText, sealFields } from '@/entities/journal';
import { $dataKey, gateSaveOnEncryption, type SaveBlock } from '@/entities/keyring';
import { $currentUser, logoutFx } from '@/entities/session';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import {
  catalogueIds,
  deleteCheckIns,
  saveCheckIns,
  saveEntries,
  type ImportedEntry,
} from '../api/import-api.ts';
import {
  DAYLIO_MOODS,
  MOOD_WORDS,
  hasEntry,
  moodOf,
  ownMoodsOf,
  parseDaylio,
  summarizeDaylio,
  type DaylioMood,
  type DaylioProblem,
  type DaylioRow,
  type MoodMapping,
} from '../lib/daylio.ts';

/** Larger than ten years of Daylio entries with long notes: anything bigger is not Daylio's export. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Why a chosen file is not imported: the file itself, or what is in it (with its line and column). */
export type ImportProblem =
  DaylioProblem | { kind: 'notCsv' } | { kind: 'tooLarge' } | { kind: 'unreadable' };

/** What an import wrote. */
export interface ImportResult {
  checkIns: number;
  entries: number;
}

/** A row whose mood is one of Daylio's five (its own mood, or what the person mapped theirs to). */
export type MappedRow = Omit<DaylioRow, 'mood'> & { mood: DaylioMood };

export const fileChosen = createEvent<File>();
/** The person says what one of their own moods counts as. */
export const ownMoodMapped = createEvent<{ label: string; mood: DaylioMood }>();
export const importConfirmed = createEvent();
/** Back to choosing a file: after an import, or to drop a file read but not imported. */
export const startedOver = createEvent();

type ReadOutcome = { ok: true; rows: DaylioRow[] } | { ok: false; problem: ImportProblem };

/** Checks the file before reading it (type, size), then reads and checks every row. */
export const readFileFx = createEffect(async (file: File): Promise<ReadOutcome> => {
  const csv = file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
  if (!csv) return { ok: false, problem: { kind: 'notCsv' } };
  if (file.size > MAX_FILE_BYTES) return { ok: false, problem: { kind: 'tooLarge' } };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: { kind: 'unreadable' } };
  }
  return parseDaylio(text);
});

export const $fileName = createStore<string | null>(null)
  .on(fileChosen, (_, file) => file.name)
  .reset(startedOver, logoutFx.finally);
export const $reading = readFileFx.pending;
/** The rows of the file chosen last, once every one of them passed. */
export const $rows = createStore<DaylioRow[] | null>(null)
  .on(readFileFx.doneData, (_, outcome) => (outcome.ok ? outcome.rows : null))
  .reset(fileChosen, startedOver, logoutFx.finally);
export const $problem = createStore<ImportProblem | null>(null)
  .on(readFileFx.doneData, (_, outcome) => (outcome.ok ? null : outcome.problem))
  .on(readFileFx.fail, () => ({ kind: 'unreadable' }))
  .reset(fileChosen, startedOver, logoutFx.finally);
/** The file's moods that are not Daylio's five (renamed or added in Daylio, or in another language). */
export const $ownMoods = $rows.map((rows) => (rows ? ownMoodsOf(rows) : []));
/** What each of those counts as, as the person chose; the import waits until every one is chosen. */
export const $moodMapping = createStore<MoodMapping>({})
  .on(ownMoodMapped, (mapping, { label, mood }) => ({ ...mapping, [label]: mood }))
  .reset(fileChosen, startedOver, logoutFx.finally);
export const $preview = combine($rows, $moodMapping, (rows, mapping) =>
  rows ? summarizeDaylio(rows, mapping) : null,
);

sample({ clock: fileChosen, target: readFileFx });

/**
 * Days of the file that the user's plan will not show (the free plan shows the last FREE_HISTORY_DAYS
 * days): imported and kept all the same, and shown after an upgrade. The preview says so beforehand.
 */
export const $daysBeyondPlan = combine($rows, $currentUser, (rows, user) => {
  const since = rows && user ? historyCutoff(user.subscription, Date.now()) : null;
  return rows && since ? rows.filter((row) => row.date < since).length : 0;
});

/**
 * Writes the rows for the active client: every check-in in one all-or-nothing call, then the journal
 * entries (days with a note or activities, their activities as tags) in another. When the entries fail,
 * the check-ins are taken back, so nothing is half-imported. Notes are sealed when encryption is on.
 */
export const importDaylioFx = attach({
  source: { clientId: $activeClientId, key: $dataKey },
  effect: async ({ clientId, key }, rows: MappedRow[]): Promise<ImportResult> => {
    if (!clientId) throw new Error('No active client to import for');
    const slugs = [...new Set(DAYLIO_MOODS.map((mood) => MOOD_WORDS[mood].slug))];
    const ids = await catalogueIds(slugs);
    const wordFor = (row: MappedRow) => {
      const id = ids.get(MOOD_WORDS[row.mood].slug);
      if (!id) throw new Error(`The catalogue has no word "${MOOD_WORDS[row.mood].slug}"`);
      return id;
    };
    const checkIns = rows.map((row) => ({
      client_id: clientId,
      emotion_id: wordFor(row),
      level: MOOD_WORDS[row.mood].level,
      timing: JournalTiming.During,
      date: row.date.toISOString(),
    }));
    const saved = await saveCheckIns(checkIns);
    try {
      const withEntries = rows.filter(hasEntry);
      const tagNames = [...new Set(withEntries.flatMap((row) => row.activities))];
      const tagIds = new Map(
        (await ensureTagIds(tagNames)).map((id, at) => [tagNames[at] ?? '', id] as const),
      );
      const entries = await Promise.all(
        withEntries.map(async (row): Promise<ImportedEntry> => {
          const sealed = await sealFields(key, { title: titleOf(row), content: plainToRichText(row.note) });
          return {
            client_id: clientId,
            ...sealed,
            tags: row.activities.flatMap((activity) => tagIds.get(activity) ?? []),
            date: row.date.toISOString(),
            timing: JournalTiming.During,
            status: JournalStatus.Saved,
          };
        }),
      );
      const entryIds = await saveEntries(entries);
      return { checkIns: saved.length, entries: entryIds.length };
    } catch (error) {
      await deleteCheckIns(saved);
      throw error;
    }
  },
});

/** An entry's title: Daylio's note title, else the note's first line, else the day's activities. */
function titleOf(row: MappedRow): string {
  const firstLine = row.note.split('\n').find((line) => line.trim() !== '') ?? '';
  const title = row.noteTitle || firstLine.trim() || row.activities.join(', ');
  return title.length > 120 ? `${title.slice(0, 119)}…` : title;
}

export const importMutation = createMutation({ name: 'yourData/importDaylio', effect: importDaylioFx });
export const $importing = importMutation.$pending;

/** Why the import waits: local encryption is on but locked here (notes would be stored readable). */
export const $blocked = createStore<SaveBlock>(null).reset(
  fileChosen,
  startedOver,
  $dataKey,
  logoutFx.finally,
);
const importApproved = createEvent<DaylioRow[] | null>();
gateSaveOnEncryption({
  clock: importConfirmed,
  source: $rows,
  open: $rows.map((rows) => rows !== null),
  blocked: $blocked,
  target: importApproved,
});
/** Every row with the mood it counts as; null while one of the person's own moods is not mapped. */
function mappedRows(rows: readonly DaylioRow[], mapping: MoodMapping): MappedRow[] | null {
  const mapped: MappedRow[] = [];
  for (const row of rows) {
    const mood = moodOf(row, mapping);
    if (!mood) return null;
    mapped.push({ ...row, mood });
  }
  return mapped;
}
const importable = sample({
  clock: importApproved,
  source: { importing: $importing, mapping: $moodMapping },
  fn: ({ importing, mapping }, rows) => (importing || !rows ? null : mappedRows(rows, mapping)),
});
sample({
  clock: importable,
  filter: (rows): rows is MappedRow[] => rows !== null && rows.length > 0,
  target: importMutation.start,
});

export const $result = createStore<ImportResult | null>(null)
  .on(importMutation.finished.success, (_, { result }) => result)
  .reset(fileChosen, startedOver, logoutFx.finally);
/** The last import failed: nothing was written, and the file is still there for another try. */
export const $failed = createStore(false)
  .on(importMutation.finished.failure, () => true)
  .reset(importConfirmed, fileChosen, startedOver, importMutation.finished.success, logoutFx.finally);
// Imported: the rows are done with (a second click must not import them twice); the lists load again.
$rows.reset(importMutation.finished.success);
sample({ clock: importMutation.finished.success, target: [checkInsChanged, journalChanged] });
sample({
  clock: importMutation.finished.success,
  fn: () => ({
    type: 'success' as const,
    ns: 'app_content' as const,
    title: 'yourData.daylio.toasts.imported',
  }),
  target: notifyTranslatedFx,
});
