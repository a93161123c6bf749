import type { ResourceKey } from 'i18next';

/** What a translation loader needs from the browser, injectable for tests. */
export interface TranslationLoaderDeps {
  fetch: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
  /** Absent where there is none (prerendering): every read then goes over HTTP. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now: () => number;
}

/** What is kept in the browser per language and namespace. */
interface CachedTranslations {
  savedAt: number;
  resources: ResourceKey;
}

/** The browser's localStorage, or undefined where there is none or it is blocked (reading it throws then). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The cache's key for one namespace in one language (`eg_i18n_tr-TR-app_terms`). */
export const translationCacheKey = (language: string, namespace: string) =>
  `eg_i18n_${language}-${namespace}`;

function readCache(deps: TranslationLoaderDeps, key: string): CachedTranslations | undefined {
  try {
    const raw = deps.storage?.getItem(key);
    if (!raw) return undefined;
    // Not trusted: written by an older version, or by hand.
    const parsed = JSON.parse(raw) as { savedAt?: unknown; resources?: unknown };
    return typeof parsed.savedAt === 'number' &&
      typeof parsed.resources === 'object' &&
      parsed.resources !== null
      ? { savedAt: parsed.savedAt, resources: parsed.resources as ResourceKey }
      : undefined;
  } catch {
    // Unreadable (blocked storage, a value from an older format): as if there were none.
    return undefined;
  }
}

/**
 * Loads one namespace of one language for i18next (through `i18next-resources-to-backend`): from the
 * browser's copy while it is younger than `maxAgeMs` (spec section 9: one hour), else from
 * `/locales/{language}/{namespace}.json`, keeping the answer. When that request fails (offline, a server
 * error), an older copy is better than keys on the screen: it is used, however old. With no copy at all
 * the load fails, and i18next falls back to the default language.
 */
export function createTranslationLoader(
  maxAgeMs: number,
  deps: TranslationLoaderDeps,
): (language: string, namespace: string) => Promise<ResourceKey> {
  return async (language, namespace) => {
    const key = translationCacheKey(language, namespace);
    const cached = readCache(deps, key);
    if (cached && deps.now() - cached.savedAt < maxAgeMs) return cached.resources;
    let response: Awaited<ReturnType<TranslationLoaderDeps['fetch']>>;
    try {
      response = await deps.fetch(`/locales/${language}/${namespace}.json`);
    } catch (error) {
      if (cached) return cached.resources;
      throw error;
    }
    if (!response.ok) {
      if (cached) return cached.resources;
      throw new Error(`Translations ${language}/${namespace} answered HTTP ${response.status}`);
    }
    const resources = (await response.json()) as ResourceKey;
    try {
      deps.storage?.setItem(
        key,
        JSON.stringify({ savedAt: deps.now(), resources } satisfies CachedTranslations),
      );
    } catch {
      // A full or blocked storage: the translations still show, they are fetched again next time.
    }
    return resources;
  };
}
