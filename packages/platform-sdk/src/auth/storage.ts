import type { AuthData, TokenStorage } from './types.ts';

/** An in-memory {@link TokenStorage} (the default; the session ends with the page). */
export function memoryTokenStorage(initial: AuthData | null = null): TokenStorage {
  let current = initial;
  return {
    get: () => current,
    set: (auth) => {
      current = auth;
    },
    clear: () => {
      current = null;
    },
  };
}

/** The subset of the Web Storage API the SDK needs (localStorage, sessionStorage, or a fake). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Default key of {@link webTokenStorage}. */
export const DEFAULT_TOKEN_STORAGE_KEY = 'gsb_auth';

/**
 * A {@link TokenStorage} over a Web Storage object the caller passes (e.g. `window.localStorage`), so the
 * SDK itself never touches DOM globals. Unreadable or malformed entries count as signed out.
 */
export function webTokenStorage(storage: KeyValueStorage, key = DEFAULT_TOKEN_STORAGE_KEY): TokenStorage {
  return {
    get: () => {
      try {
        const raw = storage.getItem(key);
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        return typeof parsed === 'object' && parsed !== null && typeof (parsed as AuthData).token === 'string'
          ? (parsed as AuthData)
          : null;
      } catch {
        return null;
      }
    },
    set: (auth) => {
      storage.setItem(key, JSON.stringify(auth));
    },
    clear: () => {
      storage.removeItem(key);
    },
  };
}
