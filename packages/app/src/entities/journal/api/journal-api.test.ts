import { where, type VegClient } from '@emotion-guru/platform-sdk';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPlatform } from '@/shared/api';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import { EMPTY_FILTERS } from '../model/types.ts';
import { readMatchingEntries } from '../model/matching.ts';
import { fetchClientTags } from './journal-api.ts';

// The SDK talks to the emulator (in this process, through MSW) as the team caretaker.
/** The emulator's clock: each save a millisecond later, so "last updated" orders them for sure. */
let clock = Date.parse('2026-11-23T09:00:00.000Z');
const { signInAs } = emulatorForModelTests({ now: () => (clock += 1) });

/** Every platform call's request body and the size of its answer. */
const calls: { body: Record<string, unknown>; answerBytes: number }[] = [];
function recordCalls() {
  const fetchThroughEmulator = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = (await request.clone().json()) as Record<string, unknown>;
    const response = await fetchThroughEmulator(request);
    calls.push({ body, answerBytes: (await response.clone().text()).length });
    return response;
  });
}

/** Saves entries of a client with these tag names (tags created as the editor does: by name). */
async function writeTagged(clientId: string, tagLists: string[][]): Promise<void> {
  const platform = getPlatform();
  const ids = new Map<string, string>();
  for (const name of new Set(tagLists.flat())) {
    ids.set(name, (await platform.entity.save({ entityName: 'GsbTag', entity: { name } })).id);
  }
  await platform.entity.saveMulti({
    entityName: 'VegJournal',
    entities: tagLists.map((names, index) => ({
      client_id: clientId,
      title: `Entry ${String(index)}`,
      content: 'A paragraph long enough to be worth not downloading for a tag list. '.repeat(4),
      date: '2026-11-20T09:00:00.000Z',
      tags: names.map((name) => ids.get(name) ?? ''),
    })),
  });
}

async function clientNamed(name: string): Promise<string> {
  const { entities } = await getPlatform().entity.query<VegClient>({
    entityName: 'VegClient',
    filters: [where.eq('name', name)],
  });
  const id = entities[0]?.id;
  if (!id) throw new Error(`no client ${name}`);
  return id;
}

beforeAll(() => recordCalls());
beforeEach(() => {
  signInAs('team@example.com');
  calls.length = 0;
});

describe('the tag filter query', () => {
  it("reads only the names of the tags on this client's entries", async () => {
    const clientId = await clientNamed('Michael Brown');
    const otherClientId = await clientNamed('Aylin Koç');
    await writeTagged(clientId, [['calm', 'sea'], ['calm'], ['work'], []]);
    await writeTagged(otherClientId, [['someone-else']]);
    calls.length = 0;

    const tags = await fetchClientTags(clientId);

    expect(tags).toEqual(['calm', 'sea', 'work']);
    expect(calls.map((call) => call.body.entityName)).toEqual(['VegJournal']);
    // Each row carries the entry id and its tags' ids and names: no text, no audit fields.
    expect((calls[0]?.answerBytes ?? 0) / 3).toBeLessThan(160);
    expect(calls[0]?.body.selectCols).toEqual(['tags.name']);
  });

  it('finds a tag used only on the oldest entry behind a thousand newer tagged ones', async () => {
    const clientId = await clientNamed('Michael Brown');
    await writeTagged(clientId, [['rare-tag']]);
    await writeTagged(
      clientId,
      Array.from({ length: 1000 }, () => ['common-tag']),
    );

    const tags = await fetchClientTags(clientId);

    expect(tags).toEqual(['common-tag', 'rare-tag']);
  });
});

describe('every entry that matches the filters', () => {
  it('reads all pages, not only the one shown, and tells how far it has come', async () => {
    const clientId = await clientNamed('Michael Brown');
    await writeTagged(
      clientId,
      Array.from({ length: 90 }, () => ['export-me']),
    );
    const progress: { read: number; total: number }[] = [];

    const entries = await readMatchingEntries(
      { clientId, reader: { reader: { userId: 'nobody', dataKey: null }, subscription: 8 } },
      { ...EMPTY_FILTERS, tag: 'export-me', page: 3 },
      (step) => progress.push(step),
    );

    expect(entries).toHaveLength(90);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(90);
    expect(entries.every((entry) => entry.tags.includes('export-me'))).toBe(true);
    expect(progress).toEqual([
      { read: 50, total: 90 },
      { read: 90, total: 90 },
    ]);
  });
});
