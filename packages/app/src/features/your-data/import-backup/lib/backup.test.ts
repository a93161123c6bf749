import { describe, expect, it } from 'vitest';
import {
  backupOfClient,
  defaultSourceClient,
  planImport,
  readBackup,
  recordsBefore,
  wordsOf,
  type Backup,
} from './backup.ts';

const file = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'emotion-guru-export',
    version: 1,
    exportedAt: '2026-11-27T10:00:00.000Z',
    profile: { email: 'ayse@example.com' },
    checkIns: [
      { id: 'r-1', emotion_id: 'e-joy', level: 4, date: '2026-11-20T09:00:00.000Z', protection: 'plain' },
    ],
    journal: [],
    reflections: [],
    loops: [],
    chats: [{ id: 'ch-1' }],
    ...overrides,
  });

function backupOf(text: string): Backup {
  const read = readBackup(text);
  if (!read.ok) throw new Error(JSON.stringify(read.problem));
  return read.backup;
}

describe('readBackup', () => {
  it('reads an export of this app', () => {
    expect(backupOf(file())).toEqual({
      exportedAt: '2026-11-27T10:00:00.000Z',
      email: 'ayse@example.com',
      clients: [],
      records: {
        loops: [],
        checkIns: [
          { id: 'r-1', emotion_id: 'e-joy', level: 4, date: '2026-11-20T09:00:00.000Z', protection: 'plain' },
        ],
        journal: [],
        reflections: [],
      },
      chats: 1,
    });
  });

  it('says where the JSON breaks, by line and column', () => {
    const broken = '{\n  "format": "emotion-guru-export",\n  "version": 1,,\n}';
    expect(readBackup(broken)).toEqual({ ok: false, problem: { kind: 'notJson', line: 3, column: 16 } });
  });

  it("refuses another app's JSON, a newer version, and a record without its fields", () => {
    expect(readBackup('{"entries": []}')).toEqual({ ok: false, problem: { kind: 'notExport' } });
    expect(readBackup(file({ version: 2 }))).toEqual({
      ok: false,
      problem: { kind: 'newerVersion', version: 2 },
    });
    expect(readBackup(file({ journal: [{ id: 'j-1', date: '2026-01-01' }, { id: 'j-2' }] }))).toEqual({
      ok: false,
      problem: { kind: 'badRecord', collection: 'journal', index: 2, field: 'date' },
    });
    expect(readBackup(file({ loops: ['x'] }))).toEqual({
      ok: false,
      problem: { kind: 'badRecord', collection: 'loops', index: 1, field: 'id' },
    });
  });
});

describe('planImport', () => {
  const backup = backupOf(
    file({
      checkIns: [
        { id: 'r-1', emotion_id: 'e-joy', level: 4, date: '2026-11-20T09:00:00.000Z' },
        { id: 'r-2', emotion_id: 'e-own', level: 2, date: '2026-11-21T09:00:00.000Z' },
        {
          id: 'r-3',
          emotion_id: 'e-calm',
          date: '2026-11-22T09:00:00.000Z',
          note: 'x',
          protection: 'locked',
        },
        { id: 'r-4', emotion_id: 'e-calm', date: '2026-11-23T09:00:00.000Z' },
        { id: 'r-5', emotion_id: 'e-calm', date: '2026-11-23T09:00:00.000Z' },
      ],
      loops: [
        { id: 'l-1', title: 'Sunday evenings' },
        { id: 'l-2', title: 'Work calls' },
      ],
      reflections: [
        {
          id: 'f-1',
          date: '2026-11-20T10:00:00.000Z',
          title: 'A call',
          loop_id: 'l-2',
          emotions: [{ emotion_id: 'e-joy' }, { emotion_id: 'e-own' }],
        },
      ],
    }),
  );

  it('skips what is already here, what is still sealed, and check-ins with a word this account lacks', () => {
    const plan = planImport(
      backup,
      {
        loops: [{ id: 'here-1', title: 'Sunday evenings' }],
        checkIns: [{ id: 'x', emotion_id: 'e-joy', level: 4, date: '2026-11-20T09:00:00.000Z' }],
        journal: [],
        reflections: [],
      },
      new Set(['e-joy', 'e-calm']),
    );
    expect(plan.records.checkIns.map((record) => record.id)).toEqual(['r-4']);
    expect(plan.records.loops.map((record) => record.id)).toEqual(['l-2']);
    expect(plan.loopIds).toEqual({ 'l-1': 'here-1' });
    expect(plan.records.reflections).toEqual([
      expect.objectContaining({ id: 'f-1', emotions: [{ emotion_id: 'e-joy' }] }),
    ]);
    // r-1 and l-1 are here; r-5 repeats r-4 in the same file.
    expect(plan.skipped).toEqual({ duplicates: 3, sealed: 1, unknownWords: 1 });
  });

  it('lists the words a file uses', () => {
    expect(wordsOf(backup).sort()).toEqual(['e-calm', 'e-joy', 'e-own']);
  });
});

describe('recordsBefore', () => {
  it('counts the dated records (check-ins, entries, reflections) from before a moment; loops have no date', () => {
    const plan = planImport(
      backupOf(
        file({
          checkIns: [
            { id: 'c-1', emotion_id: 'e-joy', date: '2026-11-01T09:00:00.000Z' },
            { id: 'c-2', emotion_id: 'e-joy', date: '2026-11-25T09:00:00.000Z' },
          ],
          journal: [{ id: 'j-1', title: 'Old', date: '2026-10-01T09:00:00.000Z' }],
          reflections: [{ id: 'r-1', title: 'New', date: '2026-11-26T09:00:00.000Z' }],
          loops: [{ id: 'l-1', title: 'Mondays' }],
        }),
      ),
      { loops: [], checkIns: [], journal: [], reflections: [] },
      new Set(['e-joy']),
    );
    expect(recordsBefore(plan, new Date('2026-11-20T00:00:00.000Z'))).toBe(2);
    expect(recordsBefore(plan, new Date('2026-01-01T00:00:00.000Z'))).toBe(0);
    expect(recordsBefore(plan, new Date('2027-01-01T00:00:00.000Z'))).toBe(4);
  });
});

describe("a caretaker's file: several clients", () => {
  const caretakers = backupOf(
    file({
      profile: { userId: 'u-1', email: 'ayse@example.com' },
      clients: [
        { id: 'c-own', name: 'Ayşe', user_id: 'u-1' },
        { id: 'c-deniz', name: 'Deniz Kaya', email: 'deniz@example.com' },
        { id: 'c-mert', name: '', email: 'mert@example.com' },
        { name: 'no id: left out' },
      ],
      checkIns: [
        { id: 'r-1', emotion_id: 'e-joy', date: '2026-11-20T09:00:00.000Z', client_id: 'c-own' },
        { id: 'r-2', emotion_id: 'e-joy', date: '2026-11-21T09:00:00.000Z', client_id: 'c-deniz' },
        { id: 'r-3', emotion_id: 'e-joy', date: '2026-11-22T09:00:00.000Z', client_id: 'c-deniz' },
      ],
      journal: [{ id: 'j-1', title: 'Session notes', date: '2026-11-21T10:00:00.000Z', client_id: 'c-mert' }],
    }),
  );

  it('reads the clients, which is the downloader’s own, and a name from the email when there is none', () => {
    expect(caretakers.clients).toEqual([
      { id: 'c-own', name: 'Ayşe', email: '', own: true },
      { id: 'c-deniz', name: 'Deniz Kaya', email: 'deniz@example.com', own: false },
      { id: 'c-mert', name: 'mert@example.com', email: 'mert@example.com', own: false },
    ]);
  });

  it('picks the client shown here by email, then by name, else the own profile', () => {
    expect(defaultSourceClient(caretakers, { name: 'Someone', email: 'DENIZ@example.com' })).toBe('c-deniz');
    expect(defaultSourceClient(caretakers, { name: 'deniz kaya', email: null })).toBe('c-deniz');
    expect(defaultSourceClient(caretakers, { name: 'Zeynep', email: 'zeynep@example.com' })).toBe('c-own');
    expect(defaultSourceClient(caretakers, null)).toBe('c-own');
    expect(defaultSourceClient(backupOf(file()), { name: 'Ayşe' })).toBeNull();
  });

  it("imports one client's records only: another client's never land in the one shown here", () => {
    expect(backupOfClient(caretakers, 'c-deniz').records.checkIns.map((record) => record.id)).toEqual([
      'r-2',
      'r-3',
    ]);
    expect(backupOfClient(caretakers, 'c-deniz').records.journal).toEqual([]);
    expect(backupOfClient(caretakers, 'c-mert').records.journal.map((record) => record.id)).toEqual(['j-1']);
    // A file that names no client keeps every record.
    expect(backupOfClient(caretakers, null)).toBe(caretakers);
  });
});
