import { allSettled, createWatch, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { journalChanged } from '@/entities/journal';
import { $session } from '@/entities/session';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import { clearIdbInMemory } from '@/shared/lib/test-session';
import { queueWrite } from '@/shared/lib/network';
import {
  $needsDecision,
  $waitingCount,
  $writes,
  discardRequested,
  keepMineRequested,
  queueWatched,
  readWritesFx,
} from './offline-writes.ts';

vi.mock('idb-keyval', async () => (await import('@/shared/lib/test-session')).idbKeyvalInMemory);

const { emulator, signInAs } = emulatorForModelTests();
const tenant = () => emulator.db.tenant('emotion');
type Row = Record<string, unknown> & { id: string };
const rows = (entity: string) => emulator.db.rows(tenant(), entity) as Row[];

beforeEach(() => {
  clearIdbInMemory();
});

function setup() {
  const auth = signInAs('premium@example.com');
  const notify = vi.fn();
  const changed = vi.fn();
  const scope = fork({
    values: [[$session, auth]],
    handlers: [[notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)]],
  });
  createWatch({ unit: journalChanged, fn: changed, scope });
  const client = rows('VegClient').find((row) => row.user_id === auth.userId);
  if (!client) throw new Error('premium has no client');
  return { scope, notify, changed, userId: auth.userId ?? '', clientId: client.id };
}

describe('writes made offline', () => {
  it('are sent in the order they were made once the app runs online, then leave the queue and show', async () => {
    const { scope, notify, changed, userId, clientId } = setup();
    const emotion = rows('VegEmotion')[0];
    await queueWrite({
      owner: userId,
      kind: 'journal-entry',
      label: 'On the train',
      payload: {
        record: {
          client_id: clientId,
          title: 'On the train',
          content: '<p>No signal here.</p>',
          status: 1,
          date: '2026-11-28T08:00:00.000Z',
        },
        tagNames: ['commute'],
        base: null,
      },
    });
    await queueWrite({
      owner: userId,
      kind: 'check-in',
      label: '',
      payload: { client_id: clientId, emotion_id: emotion?.id, timing: 2, date: '2026-11-28T08:05:00.000Z' },
    });
    await allSettled(readWritesFx, { scope });
    expect(scope.getState($waitingCount)).toBe(2);

    await allSettled(queueWatched, { scope });

    const entry = rows('VegJournal').find((row) => row.title === 'On the train');
    expect(entry).toMatchObject({ client_id: clientId, content: '<p>No signal here.</p>' });
    const tag = rows('GsbTag').find((row) => row.name === 'commute');
    expect(tag).toBeDefined();
    const checkIn = rows('VegEmotionRecord').find((row) => row.date === '2026-11-28T08:05:00.000Z');
    expect(checkIn).toMatchObject({ client_id: clientId, emotion_id: emotion?.id });
    // In order: the entry was created before the check-in.
    expect(String(entry?.createDate) <= String(checkIn?.createDate)).toBe(true);
    expect(scope.getState($writes)).toEqual([]);
    expect(changed).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'offlineQueue.toasts.sent', values: { count: 2 } }),
    );
  });

  it('does not save an edit over a change made meanwhile: it waits for the person, who may keep theirs', async () => {
    const { scope, notify, userId, clientId } = setup();
    const entry = rows('VegJournal').find((row) => row.client_id === clientId);
    if (!entry) throw new Error('premium has no journal entry');
    const before = { ...entry };
    await queueWrite({
      owner: userId,
      kind: 'journal-entry',
      label: 'Edited offline',
      payload: {
        record: {
          id: entry.id,
          client_id: clientId,
          title: 'Edited offline',
          content: '<p>Mine</p>',
          status: 1,
        },
        tagNames: [],
        base: '2000-01-01T00:00:00.000Z',
      },
    });

    await allSettled(queueWatched, { scope });
    expect(rows('VegJournal').find((row) => row.id === entry.id)).toMatchObject({ title: before.title });
    expect(scope.getState($needsDecision)).toEqual([
      expect.objectContaining({ label: 'Edited offline', state: 'conflict', problem: 'changed' }),
    ]);
    expect(scope.getState($waitingCount)).toBe(0);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'offlineQueue.toasts.notSent', values: { count: 1 } }),
    );

    const [conflict] = scope.getState($needsDecision);
    await allSettled(keepMineRequested, { scope, params: conflict?.id ?? '' });
    expect(rows('VegJournal').find((row) => row.id === entry.id)).toMatchObject({ title: 'Edited offline' });
    expect(scope.getState($writes)).toEqual([]);
  });

  it('reports an edit of an entry deleted meanwhile, and drops it when the person says so', async () => {
    const { scope, userId, clientId } = setup();
    await queueWrite({
      owner: userId,
      kind: 'journal-entry',
      label: 'Gone',
      payload: {
        record: { id: 'no-such-entry', client_id: clientId, title: 'Gone', content: '', status: 1 },
        tagNames: [],
        base: null,
      },
    });
    await allSettled(queueWatched, { scope });
    expect(scope.getState($needsDecision)).toEqual([
      expect.objectContaining({ state: 'conflict', problem: 'deleted' }),
    ]);

    await allSettled(discardRequested, { scope, params: scope.getState($needsDecision)[0]?.id ?? '' });
    expect(scope.getState($writes)).toEqual([]);
  });

  it('keeps an edit of an entry deleted meanwhile as a new entry when the person keeps theirs', async () => {
    const { scope, userId, clientId } = setup();
    await queueWrite({
      owner: userId,
      kind: 'journal-entry',
      label: 'Still mine',
      payload: {
        record: {
          id: 'no-such-entry',
          client_id: clientId,
          title: 'Still mine',
          content: '<p>Kept</p>',
          status: 1,
        },
        tagNames: [],
        base: null,
      },
    });
    await allSettled(queueWatched, { scope });
    await allSettled(keepMineRequested, { scope, params: scope.getState($needsDecision)[0]?.id ?? '' });
    const kept = rows('VegJournal').find((row) => row.title === 'Still mine');
    expect(kept?.client_id).toBe(clientId);
    expect(kept?.id).not.toBe('no-such-entry');
    expect(scope.getState($writes)).toEqual([]);
  });

  it('reports a write this version cannot read, and sends nothing for it', async () => {
    const { scope, userId } = setup();
    await queueWrite({ owner: userId, kind: 'check-in', label: '', payload: { broken: true } });
    await allSettled(queueWatched, { scope });
    expect(scope.getState($needsDecision)).toEqual([expect.objectContaining({ state: 'refused' })]);
  });

  it('leaves another user’s writes on the device alone', async () => {
    const { scope } = setup();
    await queueWrite({ owner: 'someone-else', kind: 'check-in', label: '', payload: {} });
    await allSettled(queueWatched, { scope });
    expect(scope.getState($writes)).toEqual([]);
  });
});
