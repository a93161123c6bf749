import type { AuthData, TokenStorage } from '@emotion-guru/platform-sdk';
import { SESSION_STORAGE_KEY } from '../config/index.ts';
import { localStorageOrUndefined } from '../lib/browser/index.ts';

export { SESSION_STORAGE_KEY };

function isAuthData(value: unknown): value is AuthData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['token'] === 'string' &&
    typeof record['expireDate'] === 'string' &&
    Array.isArray(record['roles'])
  );
}

/**
 * Keeps the session in localStorage so that it survives a reload. A corrupt or expired entry counts
 * as no session. Read lazily, so nothing touches storage at import time.
 */
export function localTokenStorage(key = SESSION_STORAGE_KEY, now: () => number = Date.now): TokenStorage {
  return {
    get() {
      const raw = localStorageOrUndefined()?.getItem(key);
      if (!raw) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (!isAuthData(parsed) || Date.parse(parsed.expireDate) <= now()) return null;
        return parsed;
      } catch {
        return null;
      }
    },
    set(auth) {
      localStorageOrUndefined()?.setItem(key, JSON.stringify(auth));
    },
    clear() {
      localStorageOrUndefined()?.removeItem(key);
    },
  };
}
