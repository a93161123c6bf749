import type { EntityBase } from '@emotion-guru/platform-sdk';
import { strToU8, zipSync } from 'fflate';
import Papa from 'papaparse';
import type { OpenedRecord } from '@/shared/lib/local-encryption';

/** The export's format name and version: an import reads only what it knows. */
export const EXPORT_FORMAT = 'emotion-guru-export';
export const EXPORT_VERSION = 1;

export interface ExportProfile {
  userId: string;
  name: string;
  email: string;
  language: string;
}

/** A platform record as read: its id and audit fields, and whatever else its entity has. */
export type ExportRecord = EntityBase & Record<string, unknown>;

/** Everything a person's account holds, as one JSON document. */
export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  profile: ExportProfile;
  clients: ExportRecord[];
  checkIns: OpenedRecord[];
  journal: OpenedRecord[];
  reflections: OpenedRecord[];
  loops: OpenedRecord[];
  chats: OpenedRecord[];
}

/** What a record's audit and relation fields are called on the platform: not the person's data. */
const PLATFORM_FIELDS = new Set(['createdBy', 'lastUpdatedBy', 'client', 'emotion', 'loop', 'chat']);

/** A record without the platform's nested objects (the ids stay); the tags keep only their names. */
export function plainRecord(record: ExportRecord): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    if (PLATFORM_FIELDS.has(field)) continue;
    if (field === 'tags' && Array.isArray(value)) {
      plain[field] = value.map((tag: { name?: string }) => tag.name ?? '').filter(Boolean);
    } else plain[field] = value;
  }
  return plain;
}

/** A value in one CSV cell: lists of names joined, anything else structured as JSON. */
function cell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

/** Rows with every column any of them has, in first-seen order. */
function csv(rows: readonly Record<string, unknown>[]): string {
  const columns: string[] = [];
  for (const row of rows)
    for (const column of Object.keys(row)) if (!columns.includes(column)) columns.push(column);
  return Papa.unparse({
    fields: columns,
    data: rows.map((row) => columns.map((column) => cell(row[column]))),
  });
}

/**
 * The same data as CSV files, one per kind of record (a conversation's messages in their own file, each
 * with its conversation's id), for a spreadsheet. UTF-8 with a byte-order mark, which spreadsheet apps need
 * to read Turkish letters right.
 */
export function toCsvFiles(document: ExportDocument): Record<string, string> {
  const messages = document.chats.flatMap((chat) =>
    (Array.isArray(chat['messages']) ? (chat['messages'] as ExportRecord[]) : []).map((message) => ({
      ...plainRecord(message),
      chat_id: chat.id,
    })),
  );
  const files: Record<string, readonly Record<string, unknown>[]> = {
    'profile.csv': [{ ...document.profile }],
    'clients.csv': document.clients.map(plainRecord),
    'check-ins.csv': document.checkIns.map(plainRecord),
    'journal.csv': document.journal.map(plainRecord),
    'reflections.csv': document.reflections.map(plainRecord),
    'loops.csv': document.loops.map(plainRecord),
    'chats.csv': document.chats.map((chat) => {
      const row = plainRecord(chat);
      delete row['messages'];
      return row;
    }),
    'chat-messages.csv': messages,
  };
  return Object.fromEntries(Object.entries(files).map(([name, rows]) => [name, `\uFEFF${csv(rows)}`]));
}

/** The CSV files in one ZIP archive. */
export function zipCsvFiles(files: Record<string, string>): Uint8Array<ArrayBuffer> {
  // Copied into a plain ArrayBuffer, which is what a Blob takes.
  return new Uint8Array(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  );
}
