/** Browser persistence in IndexedDB (fake-indexeddb in Node): a "reload" keeps what the user made. */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../src/emulator.ts';
import { createIndexedDbPersistence } from '../src/persistence/indexeddb.ts';
import { redateTenant } from '../src/persistence/redate.ts';
import type { Persistence } from '../src/persistence/types.ts';
import type { TenantSnapshot } from '../src/db/tenant.ts';
import { configureFromSearch } from '../src/config.ts';

const variation = { tenantCode: 'emotion', languageCode: 'en-US' };

async function post(
  emulator: ReturnType<typeof createEmulator>,
  path: string,
  body: Record<string, unknown>,
  token?: string,
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  const response = await emulator.handle(
    new Request(`http://app.test${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...body, variation }),
    }),
  );
  return (await response?.json()) as Record<string, unknown>;
}

/**
 * IndexedDB persistence that counts its finished saves, so a test waits for the emulator's write
 * itself (it saves a burst of changes shortly after it) instead of for a guessed time.
 */
function countingPersistence(indexedDB: IDBFactory) {
  const inner = createIndexedDbPersistence(indexedDB);
  let saves = 0;
  let waiting: (() => void)[] = [];
  const persistence: Persistence = {
    ...inner,
    async save(...args) {
      await inner.save(...args);
      saves += 1;
      for (const resolve of waiting) resolve();
      waiting = [];
    },
  };
  return {
    persistence,
    saves: () => saves,
    /** Resolves once a save finishes after `before` saves had. */
    savedSince: (before: number) =>
      saves > before ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
  };
}

describe('IndexedDB persistence', () => {
  it('keeps records, sessions and fresh ids across a reload, per tenant, until reset', async () => {
    const indexedDB = new IDBFactory();
    const counted = countingPersistence(indexedDB);
    const first = createEmulator({ persistence: counted.persistence });
    await first.ready;
    const login = await post(first, '/api/auth/getToken', {
      email: 'premium@example.com',
      password: 'Emotion-demo-1',
    });
    const token = (login.auth as { token: string }).token;
    const savesBefore = counted.saves();
    const saved = await post(
      first,
      '/api/entity/save',
      { entityName: 'VegJournal', entity: { title: 'Written before the reload' } },
      token,
    );
    await counted.savedSince(savesBefore);

    const reloaded = createEmulator({ persistence: createIndexedDbPersistence(indexedDB) });
    await reloaded.ready;
    const found = await post(
      reloaded,
      '/api/entity/get',
      { entityName: 'VegJournal', entityId: saved.id },
      token,
    );
    expect((found.entity as { title: string }).title).toBe('Written before the reload');
    const next = await post(
      reloaded,
      '/api/entity/save',
      { entityName: 'VegJournal', entity: { title: 'After' } },
      token,
    );
    expect(next.id).not.toBe(saved.id);

    await reloaded.reset();
    const afterReset = createEmulator({ persistence: createIndexedDbPersistence(indexedDB) });
    await afterReset.ready;
    const gone = await afterReset.handle(
      new Request('http://app.test/api/entity/get', {
        method: 'POST',
        body: JSON.stringify({ entityName: 'VegJournal', entityId: saved.id, variation }),
      }),
    );
    expect(gone?.status).toBe(401);
  });

  it('gives identical seeded data to two emulators with the same seed', async () => {
    const a = createEmulator();
    const b = createEmulator();
    await Promise.all([a.ready, b.ready]);
    const rows = (e: typeof a) => e.db.rows(e.db.tenant('emotion'), 'VegJournal');
    expect(rows(a)).toEqual(rows(b));
    // A month for each of the three team clients, a week for each paying account, four entries per free one.
    expect(rows(a)).toHaveLength(90 + 7 * 4 + 4 * 2);
  });

  it('reads switches from the URL', () => {
    expect(
      configureFromSearch(
        '?emulator.latency=800&emulator.errorRate=0.25&emulator.tokenLifetime=60000&emulator.offline=1&emulator.reset=1',
      ),
    ).toEqual({
      config: { latencyMs: 800, errorRate: 0.25, tokenLifetimeMs: 60_000, offline: true },
      reset: true,
    });
    expect(configureFromSearch('?emulator.latency=abc')).toEqual({ config: {}, reset: false });
  });
  it('moves the seeded history forward when the stored tenants come back on a later day', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    let now = Date.parse('2026-11-02T10:00:00.000Z');
    const indexedDB = new IDBFactory();
    const counted = countingPersistence(indexedDB);
    const first = createEmulator({ persistence: counted.persistence, now: () => now });
    await first.ready;
    const latest = (e: typeof first) =>
      e.db
        .rows(e.db.tenant('emotion'), 'VegJournal')
        .map((row) => String(row.date))
        .sort()
        .at(-1);
    const seededLatest = latest(first);
    const login = await post(first, '/api/auth/getToken', {
      email: 'premium@example.com',
      password: 'Emotion-demo-1',
    });
    const token = (login.auth as { token: string }).token;
    const before = counted.saves();
    const mine = await post(
      first,
      '/api/entity/save',
      { entityName: 'VegJournal', entity: { title: 'Mine', date: '2026-10-01T09:00:00.000Z' } },
      token,
    );
    await counted.savedSince(before);
    await expect(counted.persistence.loadSeedDate()).resolves.toBe('2026-11-02T00:00:00.000Z');

    now += 21 * DAY;
    const later = countingPersistence(indexedDB);
    const reloaded = createEmulator({ persistence: later.persistence, now: () => now });
    await reloaded.ready;
    // The seeded history ends 21 days later, as a fresh seed on that day would; the user's entry is as written.
    expect(Date.parse(latest(reloaded) ?? '') - Date.parse(seededLatest ?? '')).toBe(21 * DAY);
    const own = reloaded.db
      .rows(reloaded.db.tenant('emotion'), 'VegJournal')
      .find((row) => row.id === mine.id);
    expect(own).toMatchObject({ title: 'Mine', date: '2026-10-01T09:00:00.000Z' });
    // The moved tenant is stored again with the new date, so the next load does not move it twice.
    await later.savedSince(0);
    await expect(later.persistence.loadSeedDate()).resolves.toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('redateTenant', () => {
  const tenant = (rows: Record<string, unknown>[]): TenantSnapshot => ({
    code: 'emotion',
    tables: { VegJournal: rows },
    mappings: {},
    blobs: {},
    credentials: [],
    sessions: [],
    resets: [],
  });
  const before = tenant([
    { id: 'a', title: 'Seeded', date: '2026-11-01' },
    { id: 'b', title: 'Deleted by the user', date: '2026-10-30' },
    { id: 'c', title: 'Only in the old seed', date: '2026-10-29' },
  ]);
  const after = tenant([
    { id: 'a', title: 'Seeded', date: '2026-11-22' },
    { id: 'b', title: 'Deleted by the user', date: '2026-11-20' },
    { id: 'd', title: 'Only in the new seed', date: '2026-11-21' },
  ]);

  it('takes the new seed for what the user left alone, and keeps what the user changed or made', () => {
    const stored = tenant([
      { id: 'a', title: 'Renamed', date: '2026-11-01' },
      { id: 'c', title: 'Only in the old seed', date: '2026-10-29' },
      { id: 'u', title: 'Mine', date: '2026-10-31' },
    ]);
    expect(redateTenant(stored, before, after).tables.VegJournal).toEqual([
      { id: 'a', title: 'Renamed', date: '2026-11-22' },
      { id: 'u', title: 'Mine', date: '2026-10-31' },
      { id: 'd', title: 'Only in the new seed', date: '2026-11-21' },
    ]);
  });

  it('keeps an old-seed record the user changed, and leaves a tenant the seed never had as it is', () => {
    const stored = tenant([{ id: 'c', title: 'Kept: I edited it', date: '2026-10-29' }]);
    expect(redateTenant(stored, before, after).tables.VegJournal).toEqual([
      { id: 'c', title: 'Kept: I edited it', date: '2026-10-29' },
      { id: 'd', title: 'Only in the new seed', date: '2026-11-21' },
    ]);
    expect(redateTenant(stored, undefined, undefined)).toBe(stored);
  });
});
