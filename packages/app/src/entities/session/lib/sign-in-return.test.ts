import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetSignInReturn,
  readSignInReturn,
  rememberSignInReturn,
  SIGN_IN_RETURN_KEY,
} from './sign-in-return.ts';

/** This tab's session storage, as the browser keeps it (Node has none). */
function memoryStorage(setItem?: Storage['setItem']): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: setItem ?? ((key, value) => void items.set(key, value)),
  };
}

describe('the return of a social sign-in', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps where the person was going until it is used', () => {
    rememberSignInReturn('/tr/app/groups/join-confirmation?code=abc');
    expect(readSignInReturn()).toBe('/tr/app/groups/join-confirmation?code=abc');
    expect(readSignInReturn()).toBe('/tr/app/groups/join-confirmation?code=abc');
    forgetSignInReturn();
    expect(readSignInReturn()).toBeUndefined();
  });

  it('a sign-in with nowhere to go forgets what an earlier, abandoned one kept', () => {
    rememberSignInReturn('/app/report');
    rememberSignInReturn(undefined);
    expect(readSignInReturn()).toBeUndefined();
  });

  it('never keeps, nor follows, a path to another site', () => {
    for (const path of ['https://evil.example/app', '//evil.example/app', '/\\evil.example', 'app/report']) {
      rememberSignInReturn(path);
      expect(readSignInReturn()).toBeUndefined();
    }
    // Written there by something else: still not followed.
    sessionStorage.setItem(SIGN_IN_RETURN_KEY, '//evil.example/app');
    expect(readSignInReturn()).toBeUndefined();
  });

  it('without storage (a privacy mode refusing it) the sign-in simply ends on the dashboard', () => {
    vi.stubGlobal(
      'sessionStorage',
      memoryStorage(() => {
        throw new DOMException('refused', 'QuotaExceededError');
      }),
    );
    expect(() => rememberSignInReturn('/app/report')).not.toThrow();
    expect(readSignInReturn()).toBeUndefined();
  });
});
