import { where, type AuthData, type VegClient } from '@emotion-guru/platform-sdk';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { $activeClient, $clients } from '@/entities/client';
import { $session } from '@/entities/session';
import { getPlatform } from '@/shared/api';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import { localDayOf } from '../lib/generate.ts';
import {
  $chosenClientId,
  $formErrors,
  $tenantClients,
  $tenantClientsStatus,
  clientChosen,
  daysChanged,
  dummyDataOpened,
  generateSubmitted,
  languageChosen,
} from './form.ts';
import {
  $generationFailure,
  $progress,
  $reportAccess,
  $summary,
  deleteRecordsFx,
  generationCancelled,
  generationRetried,
  saveRecordsFx,
  writeGenerationFx,
  type GenerationProgress,
} from './generate.ts';
import { $generatedCounts, $removal, removeConfirmed } from './remove.ts';

// The SDK talks to the emulator (in this process, through MSW).
const { signInAs } = emulatorForModelTests();

const KINDS = {
  checkIns: 'VegEmotionRecord',
  reflections: 'VegReflection',
  loops: 'VegLoop',
  journal: 'VegJournal',
} as const;
type Kind = keyof typeof KINDS;

async function clientOf(email: string): Promise<VegClient> {
  const { entities } = await getPlatform().entity.query<VegClient>({
    entityName: 'VegClient',
    filters: [where.eq('email', email)],
  });
  const client = entities[0];
  if (!client) throw new Error(`no client for ${email}`);
  return client;
}

/** The client's records of each kind on the platform: all of them, or only the generated ones. */
async function countsOf(clientId: string, generated?: boolean): Promise<Record<Kind, number>> {
  const counts = {} as Record<Kind, number>;
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const { totalCount } = await getPlatform().entity.query({
      entityName: KINDS[kind],
      filters: [
        where.eq('client_id', clientId),
        ...(generated === undefined ? [] : [where.eq('generated', generated)]),
      ],
      selectCols: ['id'],
      count: 1,
      calcTotalCount: true,
    });
    counts[kind] = totalCount ?? 0;
  }
  return counts;
}

type SaveWrite = { entityName: string; records: readonly object[] };
/** Replacements for the run's writes (a failure or a cancel at a chosen call). */
type Handler =
  | [typeof saveRecordsFx, (write: SaveWrite) => Promise<string[]>]
  | [typeof deleteRecordsFx, (taken: { entityName: string; ids: string[] }) => Promise<void>];

/** Saves as the real effect does (for replacements that let most calls through). */
async function saveForReal({ entityName, records }: SaveWrite): Promise<string[]> {
  const { entities } = await getPlatform().entity.saveMulti({ entityName, entities: [...records] });
  return entities.map((record) => record.id);
}

/** An admin's page: their own client active and theirs, the tenant's clients loaded. */
async function adminPage(handlers: Handler[] = []) {
  const auth = signInAs('admin@example.com');
  const own = await clientOf('admin@example.com');
  const scope = fork({
    handlers,
    values: [
      [$session, auth],
      [$clients, [{ id: own.id, name: own.name ?? '', isActive: true, user_id: auth.userId }]],
      [$activeClient, { id: own.id, name: own.name ?? '', isActive: true }],
    ],
  });
  await allSettled(dummyDataOpened, { scope });
  return { scope, own, auth };
}

function progressOf(scope: Scope): GenerationProgress[] {
  const seen: GenerationProgress[] = [];
  createWatch({ unit: $progress, scope, fn: (progress) => (progress ? seen.push(progress) : undefined) });
  return seen;
}

async function generate(scope: Scope, clientId: string, days: string) {
  await allSettled(clientChosen, { scope, params: clientId });
  await allSettled(daysChanged, { scope, params: days });
  await allSettled(generateSubmitted, { scope });
}

describe('generating demo data', () => {
  it('writes 40 days for a client, with progress to the end, and removes only what it wrote', async () => {
    const { scope, own } = await adminPage();
    expect(scope.getState($tenantClients).length).toBeGreaterThan(5);
    // The admin's own client is chosen to start with.
    expect(scope.getState($chosenClientId)).toBe(own.id);

    const james = await clientOf('premium@example.com');
    const handWritten = await getPlatform().entity.save({
      entityName: 'VegEmotionRecord',
      entity: { client_id: james.id, emotion_id: await calmId(), level: 2, date: new Date().toISOString() },
    });
    const before = await countsOf(james.id);
    expect(before.checkIns).toBeGreaterThan(1);

    const progress = progressOf(scope);
    await generate(scope, james.id, '40');

    expect(scope.getState($generationFailure)).toBeNull();
    const summary = scope.getState($summary);
    expect(summary).toMatchObject({ clientId: james.id, clientName: 'James Carter', days: 40 });
    expect(progress).toEqual([
      { done: 0, total: 40 },
      { done: 30, total: 40 },
      { done: 40, total: 40 },
    ]);
    const generated = await countsOf(james.id, true);
    expect(generated).toEqual({
      checkIns: summary?.checkIns,
      reflections: summary?.reflections,
      loops: summary?.loops,
      journal: summary?.journal,
    });
    expect(generated.checkIns).toBeGreaterThanOrEqual(40);
    expect(generated.reflections).toBeGreaterThanOrEqual(10);
    expect(generated.loops).toBeGreaterThanOrEqual(1);
    expect(generated.journal).toBeGreaterThanOrEqual(6);
    expect(await countsOf(james.id)).toEqual({
      checkIns: before.checkIns + generated.checkIns,
      reflections: before.reflections + generated.reflections,
      loops: before.loops + generated.loops,
      journal: before.journal + generated.journal,
    });
    // The page counts them too; and James's report is not the admin's to open.
    expect(scope.getState($generatedCounts)).toEqual(generated);
    expect(scope.getState($reportAccess)).toBe('none');

    // Every check-in is dated within the 40 days ending today.
    const { entities: checkIns } = await getPlatform().entity.query<{ date: string }>({
      entityName: 'VegEmotionRecord',
      filters: [where.eq('client_id', james.id), where.eq('generated', true)],
      count: 1000,
    });
    const days = new Set(checkIns.map((checkIn) => localDayOf(new Date(checkIn.date))));
    expect(days.size).toBe(40);
    expect([...days].sort().at(-1)).toBe(localDayOf(new Date()));
    expect(summary?.to).toBe(localDayOf(new Date()));

    await allSettled(removeConfirmed, { scope });
    expect(scope.getState($removal)).toEqual({ clientId: james.id, ...generated, keptLoops: 0 });
    expect(await countsOf(james.id, true)).toEqual({ checkIns: 0, reflections: 0, loops: 0, journal: 0 });
    expect(await countsOf(james.id)).toEqual(before);
    expect(scope.getState($generatedCounts)).toEqual({ checkIns: 0, reflections: 0, loops: 0, journal: 0 });
    const kept = await getPlatform().entity.get({ entityName: 'VegEmotionRecord', entityId: handWritten.id });
    expect(kept.entity).toMatchObject({ id: handWritten.id });
  });

  it('in Turkish, for the admin’s own client: the report can show it at once', async () => {
    const { scope, own } = await adminPage();
    await allSettled(languageChosen, { scope, params: 'tr-TR' });
    await generate(scope, own.id, '3');
    expect(scope.getState($summary)).toMatchObject({ clientId: own.id, language: 'tr-TR', days: 3 });
    expect(scope.getState($reportAccess)).toBe('active');
    const { entities } = await getPlatform().entity.query<{ title: string }>({
      entityName: 'VegJournal',
      filters: [where.eq('client_id', own.id), where.eq('generated', true)],
      count: 10,
    });
    const loops = await getPlatform().entity.query<{ title: string }>({
      entityName: 'VegLoop',
      filters: [where.eq('client_id', own.id), where.eq('generated', true)],
      count: 10,
    });
    const titles = [...entities, ...loops.entities].map((record) => record.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.join(' ')).toMatch(/[çğıİöşü]/);
  });

  it('keeps a generated loop a reflection of the person’s own was linked to', async () => {
    const { scope, own } = await adminPage();
    await generate(scope, own.id, '30');
    const { entities: loops } = await getPlatform().entity.query<{ id: string }>({
      entityName: 'VegLoop',
      filters: [where.eq('client_id', own.id), where.eq('generated', true)],
    });
    const loop = loops[0];
    expect(loop).toBeDefined();
    const mine = await getPlatform().entity.save({
      entityName: 'VegReflection',
      entity: { client_id: own.id, title: 'Mine', loop_id: loop?.id, date: new Date().toISOString() },
    });

    await allSettled(removeConfirmed, { scope });
    expect(scope.getState($removal)).toMatchObject({ keptLoops: 1, loops: loops.length - 1 });
    const left = await getPlatform().entity.get<{ loop_id?: string }>({
      entityName: 'VegReflection',
      entityId: mine.id,
    });
    expect(left.entity?.loop_id).toBe(loop?.id);
    expect(await countsOf(own.id, true)).toEqual({ checkIns: 0, reflections: 0, loops: 1, journal: 0 });
  });

  it('refuses days outside 1 to 730 and writes nothing, keeping what was typed', async () => {
    const { scope, own } = await adminPage();
    const before = await countsOf(own.id);
    await generate(scope, own.id, '731');
    expect(scope.getState($formErrors)).toEqual({ days: 'invalid' });
    expect(scope.getState($summary)).toBeNull();
    expect(await countsOf(own.id)).toEqual(before);
    await allSettled(daysChanged, { scope, params: '12' });
    expect(scope.getState($formErrors)).toEqual({});
  });

  it('takes back everything when a later write fails, and writes it all on Try again', async () => {
    let calls = 0;
    let failing = true;
    const { scope, own } = await adminPage([
      [
        saveRecordsFx,
        (write: SaveWrite) => {
          calls += 1;
          // The second month's reflections (the last write): loops and everything else were written before.
          if (failing && calls === 7) return Promise.reject(new Error('Emulated server failure'));
          return saveForReal(write);
        },
      ],
    ]);
    const before = await countsOf(own.id);
    await generate(scope, own.id, '60');
    expect(calls).toBe(7);
    expect(scope.getState($generationFailure)).toBe('failed');
    expect(scope.getState($summary)).toBeNull();
    expect(await countsOf(own.id, true)).toEqual({ checkIns: 0, reflections: 0, loops: 0, journal: 0 });
    expect(await countsOf(own.id)).toEqual(before);

    failing = false;
    await allSettled(generationRetried, { scope });
    expect(scope.getState($generationFailure)).toBeNull();
    expect(scope.getState($summary)?.days).toBe(60);
    expect((await countsOf(own.id, true)).checkIns).toBeGreaterThanOrEqual(60);
  });

  it('stops when cancelled and takes back what it wrote', async () => {
    const running: { scope?: Scope } = {};
    let calls = 0;
    const page = await adminPage([
      [
        saveRecordsFx,
        (write: SaveWrite) => {
          calls += 1;
          // Cancelled while the first month's check-ins are being written.
          if (calls === 2 && running.scope) void allSettled(generationCancelled, { scope: running.scope });
          return saveForReal(write);
        },
      ],
    ]);
    const { scope } = page;
    running.scope = scope;
    await generate(scope, page.own.id, '365');
    expect(scope.getState($generationFailure)).toBe('cancelled');
    expect(calls).toBe(2);
    // Nothing was kept, so no progress is shown either.
    expect(scope.getState($progress)).toBeNull();
    expect(await countsOf(page.own.id, true)).toEqual({ checkIns: 0, reflections: 0, loops: 0, journal: 0 });
  });

  it('says so when what it wrote could not be taken back; Remove clears it', async () => {
    let calls = 0;
    const { scope, own } = await adminPage([
      [
        saveRecordsFx,
        (write: SaveWrite) => {
          calls += 1;
          if (calls === 3) return Promise.reject(new Error('Emulated server failure'));
          return saveForReal(write);
        },
      ],
      [deleteRecordsFx, () => Promise.reject(new Error('offline'))],
    ]);
    await generate(scope, own.id, '20');
    expect(scope.getState($generationFailure)).toBe('leftovers');
    const left = await countsOf(own.id, true);
    expect(left.checkIns).toBeGreaterThan(0);
    expect(scope.getState($generatedCounts)).toEqual(left);
    await allSettled(removeConfirmed, { scope });
    expect(await countsOf(own.id, true)).toEqual({ checkIns: 0, reflections: 0, loops: 0, journal: 0 });
  });
});

describe('the way to the report', () => {
  it('is open for the active client, a switch for another client the admin looks after, else closed', () => {
    const summary = {
      clientId: 'c-2',
      clientName: 'Aylin',
      days: 3,
      language: 'en-US' as const,
      from: '2026-01-01',
      to: '2026-01-03',
      checkIns: 5,
      reflections: 1,
      loops: 1,
      journal: 0,
    };
    const mine = (id: string, isActive = true) => ({ id, name: id, isActive });
    const accessWith = (clients: ReturnType<typeof mine>[], activeId: string) =>
      fork({
        values: [
          [$summary, summary],
          [$clients, clients],
          [$activeClient, mine(activeId)],
        ],
      }).getState($reportAccess);
    expect(accessWith([mine('c-1'), mine('c-2')], 'c-2')).toBe('active');
    expect(accessWith([mine('c-1'), mine('c-2')], 'c-1')).toBe('switch');
    expect(accessWith([mine('c-1'), mine('c-2', false)], 'c-1')).toBe('none');
    expect(accessWith([mine('c-1')], 'c-1')).toBe('none');
  });
});

describe('anyone but an admin', () => {
  it('gets no client list, cannot choose a client, and the platform refuses a run for someone else’s', async () => {
    signInAs('admin@example.com');
    const target = await clientOf('admin@example.com');
    const auth: AuthData = signInAs('premium@example.com');
    const scope = fork({ values: [[$session, auth]] });
    await allSettled(dummyDataOpened, { scope });
    expect(scope.getState($tenantClientsStatus)).toBe('initial');
    await allSettled(clientChosen, { scope, params: target.id });
    expect(scope.getState($chosenClientId)).toBeNull();
    await allSettled(generateSubmitted, { scope });
    expect(scope.getState($formErrors)).toEqual({ client: 'missing' });
    expect(scope.getState($summary)).toBeNull();

    // Even a run started by hand: the platform refuses the writes, and nothing stays behind.
    const run = {
      request: { clientId: target.id, clientName: 'Ada Admin', days: 5, language: 'en-US' as const },
      controller: new AbortController(),
    };
    const outcome = await allSettled(writeGenerationFx, { scope, params: run });
    expect(outcome.status).toBe('fail');
    expect(outcome.value).toMatchObject({ kind: 'failed' });
    signInAs('admin@example.com');
    expect(await countsOf(target.id, true)).toEqual({ checkIns: 0, reflections: 0, loops: 0, journal: 0 });
  });
});

async function calmId(): Promise<string> {
  const { entities } = await getPlatform().entity.query<{ id: string }>({
    entityName: 'VegEmotion',
    filters: [where.eq('slug', 'calm')],
  });
  return entities[0]?.id ?? '';
}
