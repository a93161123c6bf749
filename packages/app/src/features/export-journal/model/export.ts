import { createQuery } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import {
  $filters,
  $journalSource,
  readMatchingEntries,
  type JournalEntry,
  type JournalFilters,
  type JournalSource,
  type ReadProgress,
} from '@/entities/journal';
import { $access } from '@/entities/session';
import { downloadFile } from '@/shared/files';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { exportFileName, toCsv, toJson } from '../lib/export-rows.ts';

export type ExportFormat = 'json' | 'csv';

/** The user asked for a file of every entry that matches the journal's filters (not just the page shown). */
export const exportRequested = createEvent<ExportFormat>();
const pageRead = createEvent<ReadProgress>();

interface ExportParams {
  source: JournalSource;
  filters: JournalFilters;
  format: ExportFormat;
}

/** Reads every matching entry, page by page, telling how far it has come. */
export const exportEntriesQuery = createQuery({
  name: 'journal/export',
  effect: createEffect(async ({ source, filters, format }: ExportParams) => {
    const reportPage = scopeBind(pageRead, { safe: true });
    const entries = await readMatchingEntries(source, filters, reportPage);
    return { format, entries };
  }),
});

/** Hands the browser a file of these entries. */
export const saveExportFx = createEffect(
  async ({ format, entries }: { format: ExportFormat; entries: JournalEntry[] }) => {
    if (format === 'json') {
      downloadFile(exportFileName('json'), new Blob([toJson(entries)], { type: 'application/json' }));
    } else {
      downloadFile(
        exportFileName('csv'),
        new Blob([await toCsv(entries)], { type: 'text/csv;charset=utf-8' }),
      );
    }
  },
);

/** Entries read so far of how many, while an export runs (null otherwise). */
export const $exportProgress = createStore<ReadProgress | null>(null)
  .on(pageRead, (_, progress) => progress)
  .reset(exportRequested, exportEntriesQuery.finished.finally);
export const $exporting = exportEntriesQuery.$pending;

// Export is a paid feature (export-data): the free tier's requests go nowhere, even if one is sent.
sample({
  clock: exportRequested,
  source: { access: $access, source: $journalSource, filters: $filters, exporting: $exporting },
  filter: ({ access, exporting }) => access.exportData && !exporting,
  fn: ({ source, filters }, format): ExportParams => ({ source, filters, format }),
  target: exportEntriesQuery.start,
});
sample({ clock: exportEntriesQuery.finished.success, fn: ({ result }) => result, target: saveExportFx });
sample({
  clock: [exportEntriesQuery.finished.failure, saveExportFx.fail],
  fn: () => ({ type: 'error' as const, ns: 'app_content' as const, title: 'journal.export.failed' }),
  target: notifyTranslatedFx,
});
