import type { VegEmotionRecord } from '@emotion-guru/platform-sdk';

export const EXPORT_FORMAT = 'emotion-guru-export';
export const EXPORT_VERSION = 1;

/** A check-in as exported: the fields the app writes, plus the original id for duplicate detection. */
export interface ExportedCheckIn {
  id: string;
  emotion_id: string;
  level: number | null;
  timing: number | null;
  note: string;
  date: string;
}

export interface ExportedClient {
  id: string;
  name: string;
  checkIns: ExportedCheckIn[];
}

/** The versioned export document (version 1). */
export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  clients: ExportedClient[];
}

export function toExportedCheckIn(record: VegEmotionRecord): ExportedCheckIn {
  return {
    id: record.id,
    emotion_id: record.emotion_id ?? '',
    level: record.level ?? null,
    timing: record.timing ?? null,
    note: record.note ?? '',
    date: record.date ?? '',
  };
}

export function buildExportDocument(clients: ExportedClient[], now = new Date()): ExportDocument {
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now.toISOString(), clients };
}

/** Why an export file cannot be imported; line and column are 1-based positions in the file. */
export type ExportFileError =
  | { kind: 'not-json'; line: number; column: number }
  | { kind: 'not-an-export' | 'unsupported-version'; line: 1; column: 1 }
  | { kind: 'bad-field'; line: number; column: number; path: string };

export type ExportFileResult = { ok: true; document: ExportDocument } | { ok: false; error: ExportFileError };

function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** Where a JSON.parse failure happened: engines say "position N" and/or "line L column C". */
function jsonErrorPosition(text: string, message: string): { line: number; column: number } {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(message);
  if (position) return positionOf(text, Number(position[1]));
  return positionOf(text, text.length);
}

/** Locates a field in the file text: the first occurrence of its key after the previous path part. */
function locate(text: string, keys: readonly string[]): { line: number; column: number } {
  let offset = 0;
  for (const key of keys) {
    const found = text.indexOf(`"${key}"`, offset);
    if (found === -1) break;
    offset = found;
  }
  return positionOf(text, offset);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads and checks a whole export file before anything is written. A field of the wrong type names its
 * path (clients[0].checkIns[3].date) and the line and column of the client's or check-in's first key.
 */
export function readExportFile(text: string): ExportFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return { ok: false, error: { kind: 'not-json', ...jsonErrorPosition(text, message) } };
  }
  if (!isRecord(parsed) || parsed.format !== EXPORT_FORMAT) {
    return { ok: false, error: { kind: 'not-an-export', line: 1, column: 1 } };
  }
  if (parsed.version !== EXPORT_VERSION) {
    return { ok: false, error: { kind: 'unsupported-version', line: 1, column: 1 } };
  }
  const bad = (path: string, keys: string[]): ExportFileResult => ({
    ok: false,
    error: { kind: 'bad-field', path, ...locate(text, keys) },
  });
  if (!Array.isArray(parsed.clients)) return bad('clients', ['clients']);
  const clients: ExportedClient[] = [];
  for (const [clientIndex, client] of (parsed.clients as unknown[]).entries()) {
    const clientPath = `clients[${String(clientIndex)}]`;
    if (!isRecord(client) || typeof client.id !== 'string' || typeof client.name !== 'string') {
      return bad(clientPath, ['clients']);
    }
    if (!Array.isArray(client.checkIns)) return bad(`${clientPath}.checkIns`, ['clients', client.id]);
    const checkIns: ExportedCheckIn[] = [];
    for (const [index, checkIn] of (client.checkIns as unknown[]).entries()) {
      const path = `${clientPath}.checkIns[${String(index)}]`;
      if (!isRecord(checkIn) || typeof checkIn.id !== 'string')
        return bad(path, ['clients', client.id, 'checkIns']);
      const keys = ['clients', client.id, 'checkIns', checkIn.id];
      if (typeof checkIn.emotion_id !== 'string' || checkIn.emotion_id === '')
        return bad(`${path}.emotion_id`, keys);
      if (typeof checkIn.date !== 'string' || Number.isNaN(Date.parse(checkIn.date))) {
        return bad(`${path}.date`, [...keys, 'date']);
      }
      if (typeof checkIn.note !== 'string') return bad(`${path}.note`, [...keys, 'note']);
      const level = checkIn.level ?? null;
      const timing = checkIn.timing ?? null;
      if (level !== null && typeof level !== 'number') return bad(`${path}.level`, [...keys, 'level']);
      if (timing !== null && typeof timing !== 'number') return bad(`${path}.timing`, [...keys, 'timing']);
      checkIns.push({
        id: checkIn.id,
        emotion_id: checkIn.emotion_id,
        level,
        timing,
        note: checkIn.note,
        date: checkIn.date,
      });
    }
    clients.push({ id: client.id, name: client.name, checkIns });
  }
  return {
    ok: true,
    document: {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: typeof parsed.exportedAt === 'string' ? parsed.exportedAt : '',
      clients,
    },
  };
}

/**
 * A check-in's identity across accounts: the same moment, the same word and the same note. Ids cannot be
 * compared (an import on another account gives new ids), so two check-ins with these equal are one.
 */
export function checkInIdentity(checkIn: Pick<ExportedCheckIn, 'date' | 'emotion_id' | 'note'>): string {
  return `${new Date(checkIn.date).toISOString()}|${checkIn.emotion_id}|${checkIn.note}`;
}

export interface CheckInImportPlan {
  toAdd: ExportedCheckIn[];
  skipped: number;
}

/** Which check-ins of the file to add to a client that already has `existing` ones (duplicates in the file count once). */
export function planCheckInImport(
  incoming: readonly ExportedCheckIn[],
  existing: readonly Pick<ExportedCheckIn, 'date' | 'emotion_id' | 'note'>[],
): CheckInImportPlan {
  const seen = new Set(existing.map(checkInIdentity));
  const toAdd: ExportedCheckIn[] = [];
  let skipped = 0;
  for (const checkIn of incoming) {
    const identity = checkInIdentity(checkIn);
    if (seen.has(identity)) {
      skipped += 1;
      continue;
    }
    seen.add(identity);
    toAdd.push(checkIn);
  }
  return { toAdd, skipped };
}
