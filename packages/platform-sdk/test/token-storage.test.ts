import { describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_STORAGE_KEY, webTokenStorage, type KeyValueStorage } from '../src/index.ts';

function fakeStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a fake of Storage.removeItem
      delete data[key];
    },
  };
}

describe('webTokenStorage', () => {
  const auth = { token: 't', expireDate: '2099-01-01T00:00:00Z', roles: ['r'], groups: [] };

  it('round-trips the session as JSON under its key', () => {
    const storage = fakeStorage();
    const tokens = webTokenStorage(storage);
    expect(tokens.get()).toBeNull();
    tokens.set(auth);
    expect(JSON.parse(storage.data[DEFAULT_TOKEN_STORAGE_KEY] ?? '')).toEqual(auth);
    expect(tokens.get()).toEqual(auth);
    tokens.clear();
    expect(storage.data).toEqual({});
  });

  it('treats malformed or foreign entries as signed out', () => {
    expect(webTokenStorage(fakeStorage({ k: '{oops' }), 'k').get()).toBeNull();
    expect(webTokenStorage(fakeStorage({ k: '{"token":1}' }), 'k').get()).toBeNull();
    expect(webTokenStorage(fakeStorage({ k: 'null' }), 'k').get()).toBeNull();
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(webTokenStorage(throwing).get()).toBeNull();
  });
});
