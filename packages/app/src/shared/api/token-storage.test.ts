import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localTokenStorage } from './token-storage.ts';

const session = { token: 't-1', expireDate: '2030-01-01T00:00:00.000Z', roles: ['user'], groups: [] };

describe('localTokenStorage', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
  });
  afterEach(() => {
    store.clear();
    vi.unstubAllGlobals();
  });

  it('keeps the session across instances (a reload)', () => {
    localTokenStorage('s', () => 0).set(session);
    expect(localTokenStorage('s', () => 0).get()).toEqual(session);
  });

  it('treats an expired, corrupt or foreign entry as no session', () => {
    const storage = localTokenStorage('s', () => Date.parse('2031-01-01'));
    storage.set(session);
    expect(storage.get()).toBeNull();
    store.set('s', '{not json');
    expect(storage.get()).toBeNull();
    store.set('s', JSON.stringify({ token: 1 }));
    expect(storage.get()).toBeNull();
  });

  it('clears', () => {
    const storage = localTokenStorage('s', () => 0);
    storage.set(session);
    storage.clear();
    expect(storage.get()).toBeNull();
  });
});
