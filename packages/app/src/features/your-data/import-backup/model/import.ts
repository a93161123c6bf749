import { createMutation, createQuery } from '@farfetched/core';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $activeClient, $activeClientId } from '@/entities/client';
import { checkInsChanged } from '@/entities/emotion';
import { ensureTagIds, historyCutoff, journalChanged } from '@/entities/journal';
import { $dataKey, $keyReader, gateSaveOnEncryption, type SaveBlock } from '@/entities/keyring';
import { $currentUser, logoutFx } from '@/entities/session';
import { deleteRecords, readEveryClientRecord, saveRecords } from '@/shared/api';
import { openRecord } from '@/shared/lib/local-encryption';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { knownWordIds } from '../api/import-api.ts';
import {
  ENTITY_OF,
  IMPORTED,
  backupOfClient,
  defaultSourceClient,
  planImport,
  readBackup,
  recordsBefore,
  wordsOf,
  type Backup,
  type BackupProblem,
  type ImportPlan,
  type ImportedCollection,
} from '../lib/backup.ts';
import { prepareRecord, tagNames } from '../lib/prepare.ts';

/** Years of a person's records with long entries fit; a larger file is not this app's export. */
export const MAX_BACKUP_BYTES = 20 * 1024 * 1024;

export type BackupFileProblem =
  BackupProblem | { kind: 'notJsonFile' } | { kind: 'tooLarge' } | { kind: 'unreadable' };

/** How many records of each kind an import wrote. */
export type ImportCounts = Record<ImportedCollection, number>;

export const backupChosen = createEvent<File>();
export const backupImportConfirmed = createEvent();
export const backupStartedOver = createEvent();
export const planRetried = createEvent();
/** A caretaker's file holds several clients: which one's records go into the client shown here. */
export const sourceClientChosen = createEvent<string>();

type ReadOutcome =
  { ok: true; backup: Backup; source: string | null } | { ok: false; problem: BackupFileProblem };

export const readBackupFx = attach({
  source: $activeClient,
  effect: async (target, file: File): Promise<ReadOutcome> => {
    const json = file.type === 'application/json' || file.name.toLowerCase().endsWith('.json');
    if (!json) return { ok: false, problem: { kind: 'notJsonFile' } };
    if (file.size > MAX_BACKUP_BYTES) return { ok: false, problem: { kind: 'tooLarge' } };
    try {
      const read = readBackup(await file.text());
      return read.ok ? { ...read, source: defaultSourceClient(read.backup, target) } : read;
    } catch {
      return { ok: false, problem: { kind: 'unreadable' } };
    }
  },
});

export const $backupName = createStore<string | null>(null)
  .on(backupChosen, (_, file) => file.name)
  .reset(backupStartedOver, logoutFx.finally);
export const $backup = createStore<Backup | null>(null, { serialize: 'ignore' })
  .on(readBackupFx.doneData, (_, outcome) => (outcome.ok ? outcome.backup : null))
  .reset(backupChosen, backupStartedOver, logoutFx.finally);
export const $backupProblem = createStore<BackupFileProblem | null>(null)
  .on(readBackupFx.doneData, (_, outcome) => (outcome.ok ? null : outcome.problem))
  .on(readBackupFx.fail, () => ({ kind: 'unreadable' }))
  .reset(backupChosen, backupStartedOver, logoutFx.finally);
export const $readingBackup = readBackupFx.pending;
/** The file's client whose records are imported (null: the file names none, and all of them are). */
export const $sourceClientId = createStore<string | null>(null)
  .on(readBackupFx.doneData, (_, outcome) => (outcome.ok ? outcome.source : null))
  .on(sourceClientChosen, (_, id) => id)
  .reset(backupChosen, backupStartedOver, logoutFx.finally);

sample({ clock: backupChosen, target: readBackupFx });

/**
 * What the file adds to the active client: the client's records are read (their sealed text opened, to
 * compare titles) and the file's words checked against this account's, then merged (lib/backup.ts).
 */
export const planQuery = createQuery({
  name: 'yourData/planImport',
  effect: attach({
    source: { clientId: $activeClientId, reader: $keyReader },
    effect: async ({ clientId, reader }, backup: Backup): Promise<ImportPlan> => {
      if (!clientId) throw new Error('No active client to import for');
      const existing = {} as Record<ImportedCollection, Record<string, unknown>[]>;
      for (const collection of IMPORTED) {
        const records = await readEveryClientRecord(ENTITY_OF[collection], [clientId]);
        existing[collection] = await Promise.all(
          records.map((record) => openRecord(ENTITY_OF[collection], record, reader)),
        );
      }
      return planImport(backup, existing, await knownWordIds(wordsOf(backup)));
    },
  }),
});
// A file read without a problem is planned at once, for the chosen client of the file; "Try again" plans it
// again after a failed read.
sample({
  clock: [readBackupFx.doneData, planRetried, sourceClientChosen],
  source: { backup: $backup, clientId: $sourceClientId },
  filter: ({ backup }) => backup !== null,
  fn: ({ backup, clientId }) => backupOfClient(backup as Backup, clientId),
  target: planQuery.start,
});
sample({ clock: [backupChosen, backupStartedOver, logoutFx.finally], target: planQuery.reset });
export const $plan = planQuery.$data;
/**
 * Records of the plan that the user's plan will not show (the free plan shows the last days only):
 * imported and kept all the same, and shown after an upgrade. The preview says so beforehand.
 */
export const $recordsBeyondPlan = combine($plan, $currentUser, (plan, user) => {
  const since = plan && user ? historyCutoff(user.subscription, Date.now()) : null;
  return plan && since ? recordsBefore(plan, since) : 0;
});
export const $planning = planQuery.$pending;
export const $planFailed = planQuery.$failed;

/**
 * Writes the plan for the active client, one all-or-nothing call per kind of record: loops first (the
 * reflections point at them), then check-ins, journal entries (their tags by name) and reflections. When a
 * later call fails, what the earlier ones wrote is deleted again: nothing is half-imported.
 */
export const writePlanFx = attach({
  source: { clientId: $activeClientId, key: $dataKey },
  effect: async ({ clientId, key }, plan: ImportPlan): Promise<ImportCounts> => {
    if (!clientId) throw new Error('No active client to import for');
    const written: { entityName: string; ids: string[] }[] = [];
    const prepare = (collection: ImportedCollection) =>
      Promise.all(plan.records[collection].map((record) => prepareRecord(collection, record, clientId, key)));
    try {
      const loopIds = { ...plan.loopIds };
      const loops = await saveRecords('VegLoop', await prepare('loops'));
      written.push({ entityName: 'VegLoop', ids: loops });
      plan.records.loops.forEach((record, index) => (loopIds[record.id] = loops[index] ?? ''));

      written.push({
        entityName: 'VegEmotionRecord',
        ids: await saveRecords('VegEmotionRecord', await prepare('checkIns')),
      });

      const names = [...new Set(plan.records.journal.flatMap(tagNames))];
      const tagIds = new Map(
        (await ensureTagIds(names)).map((id, index) => [names[index] ?? '', id] as const),
      );
      const entries = await prepare('journal');
      plan.records.journal.forEach((record, index) => {
        const entry = entries[index];
        if (entry) entry['tags'] = tagNames(record).flatMap((name) => tagIds.get(name) ?? []);
      });
      written.push({ entityName: 'VegJournal', ids: await saveRecords('VegJournal', entries) });

      const reflections = await prepare('reflections');
      plan.records.reflections.forEach((record, index) => {
        const reflection = reflections[index];
        const loopId = typeof record['loop_id'] === 'string' ? loopIds[record['loop_id']] : undefined;
        if (reflection && loopId) reflection['loop_id'] = loopId;
      });
      written.push({ entityName: 'VegReflection', ids: await saveRecords('VegReflection', reflections) });
    } catch (error) {
      for (const { entityName, ids } of written.reverse()) await deleteRecords(entityName, ids);
      throw error;
    }
    return {
      loops: plan.records.loops.length,
      checkIns: plan.records.checkIns.length,
      journal: plan.records.journal.length,
      reflections: plan.records.reflections.length,
    };
  },
});

const importMutation = createMutation({ name: 'yourData/importBackup', effect: writePlanFx });
export const $importingBackup = importMutation.$pending;

/** Why the import waits: local encryption is on but locked here (the text would be stored readable). */
export const $backupBlocked = createStore<SaveBlock>(null).reset(
  backupChosen,
  backupStartedOver,
  $dataKey,
  logoutFx.finally,
);
const importApproved = createEvent<ImportPlan | null>();
gateSaveOnEncryption({
  clock: backupImportConfirmed,
  source: $plan,
  open: $plan.map((plan) => plan !== null),
  blocked: $backupBlocked,
  target: importApproved,
});
sample({
  clock: importApproved,
  source: $importingBackup,
  filter: (importing, plan) => !importing && plan !== null,
  fn: (_, plan) => plan as ImportPlan,
  target: importMutation.start,
});

export const $backupResult = createStore<ImportCounts | null>(null)
  .on(importMutation.finished.success, (_, { result }) => result)
  .reset(backupChosen, backupStartedOver, logoutFx.finally);
export const $backupImportFailed = createStore(false)
  .on(importMutation.finished.failure, () => true)
  .reset(
    backupImportConfirmed,
    backupChosen,
    backupStartedOver,
    importMutation.finished.success,
    logoutFx.finally,
  );
// Imported: the plan is spent (a second click would write it twice); the lists load again.
sample({
  clock: importMutation.finished.success,
  target: [planQuery.reset, checkInsChanged, journalChanged],
});
sample({
  clock: importMutation.finished.success,
  fn: () => ({
    type: 'success' as const,
    ns: 'app_content' as const,
    title: 'yourData.backup.toasts.imported',
  }),
  target: notifyTranslatedFx,
});
