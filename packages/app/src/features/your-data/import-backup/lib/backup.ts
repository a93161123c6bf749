/** The export this app writes (Settings → Your data → Download as JSON), as an import reads it back. */
export const BACKUP_FORMAT = 'emotion-guru-export';
export const BACKUP_VERSION = 1;

/** What an import writes, in the order it writes them: loops first, so that reflections can point at them. */
export const IMPORTED = ['loops', 'checkIns', 'journal', 'reflections'] as const;
export type ImportedCollection = (typeof IMPORTED)[number];

export const ENTITY_OF: Record<ImportedCollection, string> = {
  loops: 'VegLoop',
  checkIns: 'VegEmotionRecord',
  journal: 'VegJournal',
  reflections: 'VegReflection',
};

export type BackupRecord = Record<string, unknown> & { id: string };

/** A client of the file: a caretaker's download holds every client they look after, each with its records. */
export interface BackupClient {
  id: string;
  name: string;
  email: string;
  /** The downloading person's own profile. */
  own: boolean;
}

export interface Backup {
  exportedAt: string;
  email: string;
  /** The file's clients (a person's own download has one); records name theirs with `client_id`. */
  clients: BackupClient[];
  records: Record<ImportedCollection, BackupRecord[]>;
  /** Conversations are in the file but not imported: only the assistant writes them. */
  chats: number;
}

export type BackupProblem =
  | { kind: 'notJson'; line: number | null; column: number | null }
  | { kind: 'notExport' }
  | { kind: 'newerVersion'; version: number }
  | { kind: 'badRecord'; collection: ImportedCollection; index: number; field: string };

export type BackupRead = { ok: true; backup: Backup } | { ok: false; problem: BackupProblem };

/** The fields each record needs, as strings, to be imported at all. */
const REQUIRED: Record<ImportedCollection, readonly string[]> = {
  loops: ['id'],
  checkIns: ['id', 'emotion_id', 'date'],
  journal: ['id', 'date'],
  reflections: ['id', 'date'],
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Line and column (from 1) of a character offset. */
function place(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Reads an export back: JSON (a syntax error says where, from the offset the engine reports), of this app's
 * format and a version it knows, with every record of the kinds it imports carrying its fields. The first
 * bad record stops the read, so that a damaged file imports nothing.
 */
export function readBackup(text: string): BackupRead {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const offset = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
    const at = offset === undefined ? null : place(text, Number(offset));
    return { ok: false, problem: { kind: 'notJson', line: at?.line ?? null, column: at?.column ?? null } };
  }
  if (!isObject(data) || data['format'] !== BACKUP_FORMAT)
    return { ok: false, problem: { kind: 'notExport' } };
  const version = data['version'];
  if (typeof version !== 'number') return { ok: false, problem: { kind: 'notExport' } };
  if (version > BACKUP_VERSION) return { ok: false, problem: { kind: 'newerVersion', version } };
  const records = {} as Record<ImportedCollection, BackupRecord[]>;
  for (const collection of IMPORTED) {
    const list = data[collection] ?? [];
    if (!Array.isArray(list)) return { ok: false, problem: { kind: 'notExport' } };
    for (const [index, record] of list.entries()) {
      const missing = isObject(record)
        ? REQUIRED[collection].find((field) => typeof record[field] !== 'string' || record[field] === '')
        : 'id';
      if (missing !== undefined) {
        return { ok: false, problem: { kind: 'badRecord', collection, index: index + 1, field: missing } };
      }
    }
    records[collection] = list as BackupRecord[];
  }
  const profile = isObject(data['profile']) ? data['profile'] : {};
  const field = (record: Record<string, unknown>, name: string) =>
    typeof record[name] === 'string' ? record[name] : '';
  const clients = (Array.isArray(data['clients']) ? data['clients'] : [])
    .filter((client): client is Record<string, unknown> => isObject(client) && field(client, 'id') !== '')
    .map((client) => ({
      id: field(client, 'id'),
      name: field(client, 'name') || field(client, 'email'),
      email: field(client, 'email'),
      own: field(client, 'user_id') !== '' && field(client, 'user_id') === field(profile, 'userId'),
    }));
  return {
    ok: true,
    backup: {
      exportedAt: typeof data['exportedAt'] === 'string' ? data['exportedAt'] : '',
      email: typeof profile['email'] === 'string' ? profile['email'] : '',
      clients,
      records,
      chats: Array.isArray(data['chats']) ? data['chats'].length : 0,
    },
  };
}

/**
 * Which of the file's clients is imported into `target` (the client shown here) by default: the one with
 * the same email, else the same name (case aside), else the downloader's own profile, else the first.
 * Null when the file names no client (its records are all imported).
 */
export function defaultSourceClient(
  backup: Backup,
  target: { name: string; email?: string | null } | null,
): string | null {
  const same = (a: string, b: string | null | undefined) =>
    a.trim() !== '' && a.trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  const match =
    (target && backup.clients.find((client) => same(client.email, target.email))) ??
    (target && backup.clients.find((client) => same(client.name, target.name))) ??
    backup.clients.find((client) => client.own) ??
    backup.clients[0];
  return match?.id ?? null;
}

/**
 * The file with only `clientId`'s records, so that one client's records never land in another's. With no
 * client chosen (a file that names none) every record stays.
 */
export function backupOfClient(backup: Backup, clientId: string | null): Backup {
  if (clientId === null) return backup;
  const records = {} as Record<ImportedCollection, BackupRecord[]>;
  for (const collection of IMPORTED)
    records[collection] = backup.records[collection].filter((record) => record['client_id'] === clientId);
  return { ...backup, records };
}

/** What an import will write, and what it leaves out and why. */
export interface ImportPlan {
  records: Record<ImportedCollection, BackupRecord[]>;
  /** Loops of the file already here (by title): their reflections point at the loop that is here. */
  loopIds: Record<string, string>;
  skipped: { duplicates: number; sealed: number; unknownWords: number };
}

/** How a record is recognised as already here: the same day and words (ids differ between accounts). */
function keyOf(collection: ImportedCollection, record: Record<string, unknown>): string {
  const text = (field: string) => {
    const value = record[field];
    return typeof value === 'string' ? value : '';
  };
  const level = typeof record['level'] === 'number' ? String(record['level']) : '';
  switch (collection) {
    case 'loops':
      return text('title');
    case 'checkIns':
      return [text('date'), text('emotion_id'), level, text('note')].join('|');
    case 'journal':
    case 'reflections':
      return [text('date'), text('title')].join('|');
  }
}

const unreadable = (record: Record<string, unknown>) =>
  record['protection'] === 'locked' || record['protection'] === 'damaged';

/**
 * Merges a file into what the client has: records already here are skipped (an import run twice writes
 * nothing the second time), as are records still sealed in the file (another key's text cannot be opened
 * here) and check-ins with a word this account does not have. A reflection's words it lacks are dropped.
 */
export function planImport(
  backup: Backup,
  existing: Record<ImportedCollection, Record<string, unknown>[]>,
  knownWords: ReadonlySet<string>,
): ImportPlan {
  const skipped = { duplicates: 0, sealed: 0, unknownWords: 0 };
  const records = {} as Record<ImportedCollection, BackupRecord[]>;
  const loopIds: Record<string, string> = {};
  for (const collection of IMPORTED) {
    const here = new Map(existing[collection].map((record) => [keyOf(collection, record), record]));
    records[collection] = [];
    for (const record of backup.records[collection]) {
      if (unreadable(record)) {
        skipped.sealed += 1;
        continue;
      }
      const key = keyOf(collection, record);
      const found = here.get(key);
      if (found) {
        skipped.duplicates += 1;
        if (collection === 'loops' && typeof found['id'] === 'string') loopIds[record.id] = found['id'];
        continue;
      }
      if (collection === 'checkIns' && !knownWords.has(String(record['emotion_id']))) {
        skipped.unknownWords += 1;
        continue;
      }
      here.set(key, record);
      records[collection].push(
        collection === 'reflections' && Array.isArray(record['emotions'])
          ? {
              ...record,
              emotions: (record['emotions'] as { emotion_id?: unknown }[]).filter((emotion) =>
                knownWords.has(String(emotion.emotion_id)),
              ),
            }
          : record,
      );
    }
  }
  return { records, loopIds, skipped };
}

/** The words a file's check-ins and reflections use. */
export function wordsOf(backup: Backup): string[] {
  const ids = new Set<string>();
  for (const record of backup.records.checkIns) ids.add(String(record['emotion_id']));
  for (const record of backup.records.reflections) {
    if (!Array.isArray(record['emotions'])) continue;
    for (const emotion of record['emotions'] as { emotion_id?: unknown }[])
      ids.add(String(emotion.emotion_id));
  }
  return [...ids];
}

/** How many dated records (check-ins, journal entries, reflections) of the plan are from before `since`. */
export function recordsBefore(plan: ImportPlan, since: Date): number {
  let count = 0;
  for (const collection of ['checkIns', 'journal', 'reflections'] as const)
    for (const record of plan.records[collection]) {
      const date = typeof record['date'] === 'string' ? Date.parse(record['date']) : Number.NaN;
      if (date < since.getTime()) count++;
    }
  return count;
}
