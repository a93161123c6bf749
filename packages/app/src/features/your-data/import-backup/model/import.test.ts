import { where, type AuthData, type VegClient, type VegReflection } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $activeClient } from '@/entities/client';
import { $dataKey, $encryption } from '@/entities/keyring';
import { $session } from '@/entities/session';
import { getPlatform, readEveryClientRecord } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import { ENTITY_OF, IMPORTED, recordsBefore, type ImportPlan } from '../lib/backup.ts';
import {
  $backupImportFailed,
  $backupProblem,
  $backupResult,
  $plan,
  $recordsBeyondPlan,
  $sourceClientId,
  backupChosen,
  backupImportConfirmed,
  sourceClientChosen,
} from './import.ts';

// The SDK talks to the emulator (in this process, through MSW).
const emulator = emulatorForModelTests();

/** Signs the SDK in as a demo account; its session and own client. */
async function signInAs(email: string): Promise<{ auth: AuthData; clientId: string }> {
  const auth = emulator.signInAs(email);
  const { entities } = await getPlatform().entity.query<VegClient>({
    entityName: 'VegClient',
    filters: [where.eq('user_id', auth.userId ?? '')],
  });
  return { auth, clientId: entities[0]?.id ?? '' };
}

/** The client's records as the data download writes them (Settings → Your data → Download as JSON). */
async function exportOf(clientId: string): Promise<string> {
  const document: Record<string, unknown> = {
    format: 'emotion-guru-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    profile: { email: 'premium@example.com' },
    chats: [],
  };
  for (const collection of IMPORTED) {
    const records = await readEveryClientRecord(ENTITY_OF[collection], [clientId], {
      includes: collection === 'journal' ? ['tags'] : [],
    });
    document[collection] = records.map((record) => ({ ...record, protection: 'plain' }));
  }
  return JSON.stringify(document);
}

async function counts(clientId: string): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const collection of IMPORTED) {
    result[collection] = (await readEveryClientRecord(ENTITY_OF[collection], [clientId])).length;
  }
  return result;
}

function setup(auth: AuthData, clientId: string) {
  const notify = vi.fn();
  const scope = fork({
    values: [
      [$session, auth],
      [$activeClient, { id: clientId, name: 'Me', isActive: true }],
      [$encryption, 'off'],
      [$dataKey, null],
    ],
    handlers: [[notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)]],
  });
  return { scope, notify };
}

const jsonFile = (text: string) => new File([text], 'emotion-guru-data.json', { type: 'application/json' });

describe('importing a data download into another account', () => {
  it('adds every record, loops linked again and tags by name; a second import of the same file adds nothing', async () => {
    const premium = await signInAs('premium@example.com');
    const platform = getPlatform();
    const tag = await platform.entity.save({ entityName: 'GsbTag', entity: { name: 'moved-with-me' } });
    await platform.entity.save({
      entityName: 'VegJournal',
      entity: {
        client_id: premium.clientId,
        title: 'Tagged for the move',
        content: '<p>x</p>',
        tags: [tag.id],
        date: '2026-11-26T09:00:00.000Z',
      },
    });
    const text = await exportOf(premium.clientId);
    const source = await counts(premium.clientId);

    const free = await signInAs('free@example.com');
    const before = await counts(free.clientId);
    const { scope, notify } = setup(free.auth, free.clientId);
    await allSettled(backupChosen, { scope, params: jsonFile(text) });
    expect(scope.getState($backupProblem)).toBeNull();
    const plan = scope.getState($plan);
    expect(plan?.skipped.sealed).toBe(0);
    const planned = Object.fromEntries(
      IMPORTED.map((collection) => [collection, plan?.records[collection].length]),
    );
    expect(planned['checkIns']).toBeGreaterThan(0);
    expect(planned['reflections']).toBeGreaterThan(0);
    // The free plan shows the last 7 days: the preview counts what is older (kept, shown after an upgrade).
    const beyond = scope.getState($recordsBeyondPlan);
    expect(beyond).toBeGreaterThan(0);
    expect(beyond).toBe(plan ? recordsBefore(plan, new Date(Date.now() - 7 * 86_400_000)) : -1);

    await allSettled(backupImportConfirmed, { scope });
    expect(scope.getState($backupResult)).toEqual(planned);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'yourData.backup.toasts.imported' }),
    );
    const after = await counts(free.clientId);
    for (const collection of IMPORTED) {
      expect(after[collection]).toBe((before[collection] ?? 0) + (planned[collection] ?? 0));
    }
    // Everything of the file is here now but what was left out for words this account lacks.
    expect((planned['checkIns'] ?? 0) + (plan?.skipped.unknownWords ?? 0)).toBe(source['checkIns']);

    const journal = await readEveryClientRecord('VegJournal', [free.clientId], { includes: ['tags'] });
    const moved = journal.find((entry) => entry['title'] === 'Tagged for the move');
    expect(moved?.['tags']).toEqual([expect.objectContaining({ name: 'moved-with-me' })]);
    // The reflections point at this account's loops, not the other account's.
    const loops = new Set((await readEveryClientRecord('VegLoop', [free.clientId])).map((loop) => loop.id));
    const reflections = (await readEveryClientRecord('VegReflection', [free.clientId])) as VegReflection[];
    const linked = reflections.filter((reflection) => reflection.loop_id);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((reflection) => loops.has(reflection.loop_id ?? ''))).toBe(true);

    const again = setup(free.auth, free.clientId);
    await allSettled(backupChosen, { scope: again.scope, params: jsonFile(text) });
    const second = again.scope.getState($plan);
    expect(IMPORTED.map((collection) => second?.records[collection].length)).toEqual([0, 0, 0, 0]);
    const imported = IMPORTED.reduce((sum, collection) => sum + (planned[collection] ?? 0), 0);
    expect(second?.skipped.duplicates).toBe(imported);
  });

  it("imports one client of a caretaker's file, the one chosen: the others' records are never mixed in", async () => {
    const team = await signInAs('team@example.com');
    const { entities: clients } = await getPlatform().entity.query<VegClient>({ entityName: 'VegClient' });
    expect(clients.length).toBeGreaterThan(2);
    const document: Record<string, unknown> = {
      format: 'emotion-guru-export',
      version: 1,
      exportedAt: new Date().toISOString(),
      profile: { userId: team.auth.userId, email: 'team@example.com' },
      clients,
      chats: [],
    };
    const perClient = new Map<string, number>(clients.map((client) => [client.id, 0]));
    for (const collection of IMPORTED) {
      const records = await readEveryClientRecord(
        ENTITY_OF[collection],
        clients.map((client) => client.id),
      );
      for (const record of records) {
        const owner = String(record['client_id']);
        perClient.set(owner, (perClient.get(owner) ?? 0) + 1);
      }
      document[collection] = records.map((record) => ({ ...record, protection: 'plain' }));
    }
    const text = JSON.stringify(document);
    const [first, second] = [...perClient.entries()].filter(([, count]) => count > 0);
    expect(second).toBeDefined();

    const free = await signInAs('free@example.com');
    const { scope } = setup(free.auth, free.clientId);
    const everything = (plan: ImportPlan | null) =>
      plan
        ? IMPORTED.reduce((sum, collection) => sum + plan.records[collection].length, 0) +
          plan.skipped.duplicates +
          plan.skipped.sealed +
          plan.skipped.unknownWords
        : -1;
    await allSettled(backupChosen, { scope, params: jsonFile(text) });
    // No client here by that name or email: the caretaker's own profile of the file, else its first client.
    const own = clients.find((client) => client.user_id === team.auth.userId);
    expect(scope.getState($sourceClientId)).toBe((own ?? clients[0])?.id);
    await allSettled(sourceClientChosen, { scope, params: first?.[0] ?? '' });
    expect(everything(scope.getState($plan))).toBe(first?.[1]);
    await allSettled(sourceClientChosen, { scope, params: second?.[0] ?? '' });
    expect(everything(scope.getState($plan))).toBe(second?.[1]);
  });

  it('takes back what it wrote when a later part fails: nothing is half-imported', async () => {
    const premium = await signInAs('premium@example.com');
    const text = await exportOf(premium.clientId);
    const free = await signInAs('free@example.com');
    const before = await counts(free.clientId);
    const { scope } = setup(free.auth, free.clientId);
    await allSettled(backupChosen, { scope, params: jsonFile(text) });

    const entity = getPlatform().entity;
    const saveMulti = entity.saveMulti.bind(entity);
    const spy = vi
      .spyOn(entity, 'saveMulti')
      .mockImplementation((request) =>
        request.entityName === 'VegReflection'
          ? Promise.reject(new Error('platform down'))
          : saveMulti(request),
      );
    try {
      await allSettled(backupImportConfirmed, { scope });
    } finally {
      spy.mockRestore();
    }
    expect(scope.getState($backupImportFailed)).toBe(true);
    expect(await counts(free.clientId)).toEqual(before);
    expect(scope.getState($plan)).not.toBeNull();
  });

  it('refuses broken JSON, naming the line and column, and a file that is not JSON', async () => {
    const free = await signInAs('free@example.com');
    const { scope } = setup(free.auth, free.clientId);
    await allSettled(backupChosen, { scope, params: jsonFile('{\n  "format": "emotion-guru-export",,\n}') });
    expect(scope.getState($backupProblem)).toEqual({ kind: 'notJson', line: 2, column: 35 });
    await allSettled(backupChosen, { scope, params: new File(['x'], 'notes.txt', { type: 'text/plain' }) });
    expect(scope.getState($backupProblem)).toEqual({ kind: 'notJsonFile' });
    expect(scope.getState($plan)).toBeNull();
  });
});
