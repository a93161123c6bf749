import { JournalStatus, JournalTiming } from '@emotion-guru/platform-sdk';
import type { JournalEntry } from '@/entities/journal';

/** One exported entry: readable text only; locked or damaged entries say so instead of their text. */
export interface ExportedEntry {
  id: string;
  date: string;
  title: string;
  content: string;
  tags: string;
  timing: string;
  status: string;
  color: string;
  protection: JournalEntry['protection'];
}

const TIMING_NAMES: Record<number, string> = {
  [JournalTiming.Before]: 'Before',
  [JournalTiming.During]: 'During',
  [JournalTiming.After]: 'After',
};
const STATUS_NAMES: Record<number, string> = {
  [JournalStatus.Saved]: 'Saved',
  [JournalStatus.Processed]: 'Processed',
};

export function toExportRows(entries: readonly JournalEntry[]): ExportedEntry[] {
  return entries.map((entry) => ({
    id: entry.id,
    date: entry.date,
    title: entry.title,
    content: entry.content,
    tags: entry.tags.join(', '),
    timing: entry.timing === null ? '' : (TIMING_NAMES[entry.timing] ?? ''),
    status: STATUS_NAMES[entry.status] ?? '',
    color: entry.color ?? '',
    protection: entry.protection,
  }));
}

export function toJson(entries: readonly JournalEntry[]): string {
  return JSON.stringify({ exportedAt: new Date().toISOString(), entries: toExportRows(entries) }, null, 2);
}

/** CSV through papaparse (quoting, embedded newlines and formula-looking cells are its job, not ours). */
export async function toCsv(entries: readonly JournalEntry[]): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse(toExportRows(entries), { escapeFormulae: true, newline: '\r\n' });
}

export function exportFileName(extension: 'json' | 'csv', now = new Date()): string {
  return `emotion-guru-journal-${now.toISOString().slice(0, 10)}.${extension}`;
}
