import { PlatformError, PlatformHttpError } from '../errors.ts';
import type { Variation } from '../types/wire.ts';

/** The `fetch` signature the SDK needs (a subset of the global one, so fakes stay small). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Paths that are sent without `Authorization` (they are how a token is obtained). */
export const UNAUTHENTICATED_PATHS: ReadonlySet<string> = new Set([
  '/api/auth/getToken',
  '/api/auth/refreshToken',
]);

/** Settings of the {@link HttpClient} (wired by `createPlatformClient`). */
export interface HttpOptions {
  apiUrl: string;
  tenantCode: string;
  /** Read on every call. */
  language: () => string;
  fetch?: FetchLike;
  /** The current bearer token, or null when signed out. */
  getToken: () => string | null;
  /**
   * Called when an authenticated call is answered 401, with the token that call used. Resolves true when
   * a fresh token is available (the call is then retried once).
   */
  onUnauthorized?: (usedToken: string | null) => Promise<boolean>;
}

/**
 * POST + JSON + bearer. Every body carries `variation: { tenantCode, languageCode }`; a non-OK answer
 * throws {@link PlatformHttpError}; a 401 on an authenticated call waits for one token refresh and is
 * retried once.
 */
export class HttpClient {
  constructor(private readonly options: HttpOptions) {}

  /** The variation object sent with every call (language read now). */
  variation(): Variation {
    return { tenantCode: this.options.tenantCode, languageCode: this.options.language() };
  }

  url(path: string): string {
    return this.options.apiUrl.replace(/\/+$/, '') + path;
  }

  /** Sends `body` (plus `variation`) to `path` and returns the parsed JSON answer (`{}` for an empty body). */
  async post<T>(path: string, body: object = {}): Promise<T> {
    const authenticated = !UNAUTHENTICATED_PATHS.has(path);
    const usedToken = authenticated ? this.options.getToken() : null;
    let response = await this.send(path, body, usedToken);
    if (response.status === 401 && authenticated && this.options.onUnauthorized) {
      const refreshed = await this.options.onUnauthorized(usedToken);
      if (refreshed) response = await this.send(path, body, this.options.getToken());
    }
    if (!response.ok) throw await PlatformHttpError.fromResponse(response);
    return parseJson(await response.text()) as T;
  }

  /** Sends a multipart body (file upload): bearer and variation (as a form field), no JSON content type. */
  async postForm<T>(path: string, form: FormData): Promise<T> {
    form.set('variation', JSON.stringify(this.variation()));
    const headers: Record<string, string> = {};
    const token = this.options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await this.fetchImpl()(this.url(path), { method: 'POST', headers, body: form });
    if (!response.ok) throw await PlatformHttpError.fromResponse(response);
    return parseJson(await response.text()) as T;
  }

  private send(path: string, body: object, token: string | null): Promise<Response> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    return this.fetchImpl()(this.url(path), {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...body, variation: this.variation() }),
    });
  }

  private fetchImpl(): FetchLike {
    // Looked up per call: a global fetch patched after the client was built (tests, polyfills) still applies.
    return this.options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }
}

/** Parses a JSON answer; an empty body is `{}`, a malformed one is a {@link PlatformError} `NO_RESPONSE`. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new PlatformError('NO_RESPONSE', { cause, details: { text: text.slice(0, 200) } });
  }
}
