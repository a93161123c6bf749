import { createMutation } from '@farfetched/core';
import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { $clients } from '@/entities/client';
import { $keyReader } from '@/entities/keyring';
import { $currentUser, logoutFx } from '@/entities/session';
import { $language } from '@/shared/i18n';
import { downloadFile } from '@/shared/files';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { EXPORTED_ENTITIES, readClientRecords, type ExportedCollection } from '../api/export-api.ts';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  toCsvFiles,
  zipCsvFiles,
  type ExportDocument,
} from '../lib/document.ts';
import { openRecord } from '@/shared/lib/local-encryption';

/** One JSON file (what an import reads back), or CSV files in a ZIP archive (for a spreadsheet). */
export type ExportFormat = 'json' | 'zip';

/** How far an export has come: the kind of record being read, and how many of it so far. */
export interface ExportProgress {
  collection: ExportedCollection;
  read: number;
}

export const exportRequested = createEvent<ExportFormat>();
const progressed = createEvent<ExportProgress>();

const COLLECTIONS = Object.keys(EXPORTED_ENTITIES) as ExportedCollection[];

/**
 * Reads everything of the signed-in person (and, for a caretaker, of the clients they see): profile,
 * clients, check-ins, journal, reflections, loops and conversations. Text sealed with this device's key is
 * opened; text it cannot open stays sealed and says so.
 */
export const readEverythingFx = attach({
  source: { user: $currentUser, clients: $clients, reader: $keyReader, language: $language },
  effect: async ({ user, clients, reader, language }): Promise<ExportDocument> => {
    if (!user) throw new Error('Not signed in');
    const report = scopeBind(progressed, { safe: true });
    const clientIds = clients.map((client) => client.id);
    const collections = {} as Record<ExportedCollection, ExportDocument[ExportedCollection]>;
    for (const collection of COLLECTIONS) {
      const records = await readClientRecords(collection, clientIds, (read) => report({ collection, read }));
      collections[collection] = await Promise.all(
        records.map((record) => openRecord(EXPORTED_ENTITIES[collection], record, reader)),
      );
    }
    return {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      profile: { userId: user.userId, name: user.name, email: user.email, language },
      clients: clients.map((client) => ({ ...client })),
      ...collections,
    };
  },
});

/** The file's name: the product, what it is, and the day. */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  return `emotion-guru-data-${now.toISOString().slice(0, 10)}.${format}`;
}

export const saveExportFx = createEffect(
  ({ format, document }: { format: ExportFormat; document: ExportDocument }) => {
    const file =
      format === 'json'
        ? new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' })
        : new Blob([zipCsvFiles(toCsvFiles(document))], { type: 'application/zip' });
    downloadFile(exportFileName(format), file);
  },
);

const exportMutation = createMutation({
  name: 'yourData/export',
  effect: createEffect(async (format: ExportFormat) => ({ format, document: await readEverythingFx() })),
});
export const $exporting = exportMutation.$pending;
export const $progress = createStore<ExportProgress | null>(null)
  .on(progressed, (_, progress) => progress)
  .reset(exportRequested, exportMutation.finished.finally, logoutFx.finally);

sample({
  clock: exportRequested,
  filter: $exporting.map((exporting) => !exporting),
  target: exportMutation.start,
});
sample({ clock: exportMutation.finished.success, fn: ({ result }) => result, target: saveExportFx });
sample({
  clock: [exportMutation.finished.failure, saveExportFx.fail],
  fn: () => ({ type: 'error' as const, ns: 'app_content' as const, title: 'yourData.export.failed' }),
  target: notifyTranslatedFx,
});
