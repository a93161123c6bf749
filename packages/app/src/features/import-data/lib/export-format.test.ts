import { createEmulator } from '@emotion-guru/mocks';
import { createEmulatorServer } from '@emotion-guru/mocks/node';
import { where, type VegClient, type VegEmotion, type VegEmotionRecord } from '@emotion-guru/platform-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPlatform } from '@/shared/api';
import {
  buildExportDocument,
  planCheckInImport,
  readExportFile,
  toExportedCheckIn,
  type ExportedCheckIn,
} from './export-format.ts';

// The SDK talks to the emulator (in this process, through MSW) as the team caretaker.
vi.stubEnv('VITE_PLATFORM_URL', 'http://platform.test');
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
});
const emulator = createEmulator();
const server = createEmulatorServer(emulator);

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await emulator.ready;
});
afterAll(() => server.close());
beforeEach(async () => {
  await emulator.reset();
  const answer = emulator.signIn('team@example.com') as { auth?: unknown };
  stored.set('eg_session', JSON.stringify(answer.auth ?? answer));
});

async function clientNamed(name: string): Promise<VegClient> {
  const { entities } = await getPlatform().entity.query<VegClient>({
    entityName: 'VegClient',
    filters: [where.eq('name', name)],
  });
  const client = entities[0];
  if (!client) throw new Error(`no client ${name}`);
  return client;
}

async function emotionId(slug: string): Promise<string> {
  const { entities } = await getPlatform().entity.query<VegEmotion>({
    entityName: 'VegEmotion',
    filters: [where.eq('slug', slug)],
  });
  const id = entities[0]?.id;
  if (!id) throw new Error(`no emotion ${slug}`);
  return id;
}

async function checkInsOf(clientId: string): Promise<VegEmotionRecord[]> {
  const { entities } = await getPlatform().entity.query<VegEmotionRecord>({
    entityName: 'VegEmotionRecord',
    filters: [where.eq('client_id', clientId)],
    sortCols: [{ field: 'date', dir: 'asc' }],
    count: 1000,
  });
  return entities;
}

const comparable = (checkIns: readonly ExportedCheckIn[]) =>
  checkIns
    .map(({ emotion_id, level, timing, note, date }) => ({ emotion_id, level, timing, note, date }))
    .sort((a, b) => a.date.localeCompare(b.date));

describe('JSON export and import round trip (emulator)', () => {
  it('exports check-ins, and after they are deleted an import brings back the same ones; a second import adds none', async () => {
    const platform = getPlatform();
    const client = await clientNamed('Michael Brown');
    const [content, despair] = [await emotionId('content'), await emotionId('despair')];
    await platform.entity.saveMulti({
      entityName: 'VegEmotionRecord',
      entities: [
        {
          client_id: client.id,
          emotion_id: content,
          level: 2,
          timing: 4,
          note: 'Sahilde, "güzel" bir gün\nikinci satır',
          date: '2026-11-20T17:30:00.000Z',
        },
        { client_id: client.id, emotion_id: despair, level: 4, note: '', date: '2026-11-21T06:05:00.000Z' },
      ],
    });
    const before = (await checkInsOf(client.id)).map(toExportedCheckIn);
    expect(before.length).toBeGreaterThanOrEqual(2);

    const text = JSON.stringify(
      buildExportDocument(
        [{ id: client.id, name: client.name ?? '', checkIns: before }],
        new Date('2026-11-22T00:00:00Z'),
      ),
    );
    await platform.entity.deleteQuery({
      entityName: 'VegEmotionRecord',
      filters: [where.eq('client_id', client.id)],
    });
    expect(await checkInsOf(client.id)).toEqual([]);

    const read = readExportFile(text);
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(read.document).toMatchObject({
      format: 'emotion-guru-export',
      version: 1,
      exportedAt: '2026-11-22T00:00:00.000Z',
    });
    const incoming = read.document.clients[0]?.checkIns ?? [];
    const plan = planCheckInImport(incoming, []);
    expect(plan).toMatchObject({ skipped: 0 });
    await platform.entity.saveMulti({
      entityName: 'VegEmotionRecord',
      entities: plan.toAdd.map(({ emotion_id, note, date, level, timing }) => ({
        emotion_id,
        note,
        date,
        client_id: client.id,
        ...(level === null ? {} : { level }),
        ...(timing === null ? {} : { timing }),
      })),
    });

    const after = (await checkInsOf(client.id)).map(toExportedCheckIn);
    expect(comparable(after)).toEqual(comparable(before));

    const again = planCheckInImport(incoming, after);
    expect(again).toEqual({ toAdd: [], skipped: incoming.length });
  });
});

describe('malformed export files', () => {
  it('names the line and column of a JSON syntax error', () => {
    const text = '{\n  "format": "emotion-guru-export",\n  "version": 1,,\n}';
    expect(readExportFile(text)).toEqual({ ok: false, error: { kind: 'not-json', line: 3, column: 16 } });
  });

  it('refuses another JSON file and an unknown version', () => {
    expect(readExportFile('{"entries": []}')).toMatchObject({ ok: false, error: { kind: 'not-an-export' } });
    expect(readExportFile('{"format": "emotion-guru-export", "version": 2}')).toMatchObject({
      ok: false,
      error: { kind: 'unsupported-version' },
    });
  });

  it('names the field, line and column of a check-in with a bad date', () => {
    const text = JSON.stringify(
      {
        format: 'emotion-guru-export',
        version: 1,
        exportedAt: '',
        clients: [
          {
            id: 'c1',
            name: 'A',
            checkIns: [
              {
                id: 'r1',
                emotion_id: 'e',
                level: null,
                timing: null,
                note: '',
                date: '2026-01-01T00:00:00Z',
              },
              { id: 'r2', emotion_id: 'e', level: null, timing: null, note: '', date: 'not a date' },
            ],
          },
        ],
      },
      null,
      2,
    );
    const lines = text.split('\n');
    const badLine = lines.findIndex((line) => line.includes('"not a date"')) + 1;
    expect(readExportFile(text)).toEqual({
      ok: false,
      error: { kind: 'bad-field', path: 'clients[0].checkIns[1].date', line: badLine, column: 11 },
    });
  });

  it('counts duplicates inside one file once', () => {
    const checkIn: ExportedCheckIn = {
      id: 'a',
      emotion_id: 'e',
      level: null,
      timing: null,
      note: 'x',
      date: '2026-01-01T10:00:00Z',
    };
    expect(planCheckInImport([checkIn, { ...checkIn, id: 'b' }], [])).toEqual({
      toAdd: [checkIn],
      skipped: 1,
    });
  });
});
