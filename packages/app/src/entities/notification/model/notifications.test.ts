import type { AuthData } from '@emotion-guru/platform-sdk';
import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, logoutFx } from '@/entities/session/@x/notification';
import { storageKey } from '../api/notification-storage.ts';
import type { InAppNotification } from '../lib/notification.ts';
import {
  $notifications,
  $unreadCount,
  notificationChosen,
  notificationReceived,
  notificationsOpened,
  notificationsShown,
} from './notifications.ts';

/** A Storage backed by a Map: Node has no localStorage, and the model must work with the real one. */
class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const session = (userId: string): AuthData => ({
  token: 't',
  expireDate: '2099-01-01T00:00:00.000Z',
  userId,
  name: 'Ada',
  email: `${userId}@example.com`,
  roles: ['user'],
  groups: [],
  subscription: 1,
});

const item = (id: string, timestamp: number, extra: Partial<InAppNotification> = {}): InAppNotification => ({
  id,
  timestamp,
  read: false,
  title: `Title ${id}`,
  ...extra,
});

const stored = (userId: string): unknown => JSON.parse(storage.getItem(storageKey(userId)) ?? 'null');
const ids = (items: readonly InAppNotification[]) => items.map((one) => one.id);

function signedIn(userId = 'u-1') {
  return fork({ values: [[$session, session(userId)]], handlers: [[logoutFx, () => undefined]] });
}

async function receive(scope: Scope, ...items: InAppNotification[]) {
  for (const one of items) await allSettled(notificationReceived, { scope, params: one });
}

describe('notifications', () => {
  it('keeps received ones newest first, and ignores an id it already has', async () => {
    const scope = signedIn();
    await receive(scope, item('a', 1000), item('b', 3000), item('c', 2000));
    expect(ids(scope.getState($notifications))).toEqual(['b', 'c', 'a']);
    await allSettled(notificationChosen, { scope, params: 'b' });
    await receive(scope, item('b', 5000, { title: 'again' }));
    expect(ids(scope.getState($notifications))).toEqual(['b', 'c', 'a']);
    // The repeat neither replaces the first copy nor makes it unread again.
    expect(scope.getState($notifications)[0]).toMatchObject({ title: 'Title b', read: true });
    expect(scope.getState($unreadCount)).toBe(2);
  });

  it('keeps at most 50, dropping the oldest', async () => {
    const scope = signedIn();
    await receive(scope, ...Array.from({ length: 55 }, (_, index) => item(`n${String(index)}`, index)));
    const kept = scope.getState($notifications);
    expect(kept).toHaveLength(50);
    expect(kept[0]?.id).toBe('n54');
    expect(kept.at(-1)?.id).toBe('n5');
    expect(stored('u-1')).toHaveLength(50);
  });

  it('marks all read on opening, and one read when it is chosen', async () => {
    const scope = signedIn();
    await receive(scope, item('a', 1), item('b', 2), item('c', 3));
    expect(scope.getState($unreadCount)).toBe(3);
    await allSettled(notificationChosen, { scope, params: 'b' });
    expect(scope.getState($notifications).map((one) => [one.id, one.read])).toEqual([
      ['c', false],
      ['b', true],
      ['a', false],
    ]);
    expect(scope.getState($unreadCount)).toBe(2);
    await allSettled(notificationsOpened, { scope });
    expect(scope.getState($notifications).every((one) => one.read)).toBe(true);
    expect(scope.getState($unreadCount)).toBe(0);
  });

  it('stores them per user and restores them in a new visit, merged with new arrivals', async () => {
    const first = signedIn('u-1');
    await receive(first, item('a', 1000), item('b', 2000));
    await allSettled(notificationChosen, { scope: first, params: 'a' });
    const other = signedIn('u-2');
    await receive(other, item('x', 1500));
    expect(ids(stored('u-1') as InAppNotification[])).toEqual(['b', 'a']);
    expect(ids(stored('u-2') as InAppNotification[])).toEqual(['x']);

    // A new visit: the session is restored before anything shows the list.
    const again = signedIn('u-1');
    expect(scope(again)).toEqual([]);
    await allSettled(notificationsShown, { scope: again });
    expect(scope(again)).toEqual([
      ['b', false],
      ['a', true],
    ]);

    // One arriving before the list was ever shown is merged with the stored ones, not written over them.
    const arriving = signedIn('u-1');
    await receive(arriving, item('c', 3000));
    expect(scope(arriving)).toEqual([
      ['c', false],
      ['b', false],
      ['a', true],
    ]);
    expect(ids(stored('u-1') as InAppNotification[])).toEqual(['c', 'b', 'a']);

    function scope(forked: Scope) {
      return forked.getState($notifications).map((one) => [one.id, one.read]);
    }
  });

  it('ignores corrupt storage, and keeps the good entries of a partly broken list', async () => {
    storage.setItem(storageKey('u-1'), '{not json');
    const broken = signedIn('u-1');
    await allSettled(notificationsShown, { scope: broken });
    expect(broken.getState($notifications)).toEqual([]);
    await receive(broken, item('a', 1));
    expect(ids(broken.getState($notifications))).toEqual(['a']);

    storage.setItem(
      storageKey('u-2'),
      JSON.stringify([{ id: 'ok', title: 'Fine', timestamp: 5, read: true }, { id: 'no-title' }, 42, null]),
    );
    const partly = signedIn('u-2');
    await allSettled(notificationsShown, { scope: partly });
    expect(partly.getState($notifications)).toEqual([{ id: 'ok', title: 'Fine', timestamp: 5, read: true }]);

    storage.setItem(storageKey('u-3'), JSON.stringify({ id: 'not-a-list', title: 'x' }));
    const wrongShape = signedIn('u-3');
    await allSettled(notificationsShown, { scope: wrongShape });
    expect(wrongShape.getState($notifications)).toEqual([]);
  });

  it('works without any storage at all', async () => {
    vi.stubGlobal('localStorage', undefined);
    const scope = signedIn();
    await receive(scope, item('a', 1));
    expect(ids(scope.getState($notifications))).toEqual(['a']);
  });

  it('clears them from memory on logout but keeps them on the device, and drops arrivals when signed out', async () => {
    const scope = signedIn();
    await receive(scope, item('a', 1));
    await allSettled(logoutFx, { scope, params: undefined });
    expect(scope.getState($session)).toBeNull();
    expect(scope.getState($notifications)).toEqual([]);
    expect(scope.getState($unreadCount)).toBe(0);
    expect(ids(stored('u-1') as InAppNotification[])).toEqual(['a']);

    await receive(scope, item('b', 2));
    expect(scope.getState($notifications)).toEqual([]);
    expect(ids(stored('u-1') as InAppNotification[])).toEqual(['a']);
  });

  it('shows only the signed-in user’s notifications when another user signs in', async () => {
    const scope = signedIn('u-1');
    await receive(scope, item('a', 1));
    storage.setItem(storageKey('u-2'), JSON.stringify([item('z', 9)]));
    await allSettled($session, { scope, params: session('u-2') });
    expect(ids(scope.getState($notifications))).toEqual(['z']);
    expect(ids(stored('u-1') as InAppNotification[])).toEqual(['a']);
  });
});
