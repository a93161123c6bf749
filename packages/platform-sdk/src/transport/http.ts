import { PlatformError, PlatformHttpError } from '../errors.ts';
import type { Variation } from '../types/wire.ts';

/** The `fetch` signature the SDK needs (a subset of the global one, so fakes stay small). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Per-call settings: `signal` aborts the call (the fetch rejects with an `AbortError`). */
export interface CallOptions {
  signal?: AbortSignal;
  /** This call's `variation.languageCode` instead of the client's (`'*'`: multilingual fields in every language). */
  language?: string;
}

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
  async post<T>(path: string, body: object = {}, options: CallOptions = {}): Promise<T> {
    const variation = this.variation();
    if (options.language !== undefined) variation.languageCode = options.language;
    const json = JSON.stringify({ ...body, variation });
    return this.request<T>(UNAUTHENTICATED_PATHS.has(path), (token) =>
      this.fetchImpl()(this.url(path), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...bearer(token) },
        body: json,
        ...(options.signal ? { signal: options.signal } : {}),
      }),
    );
  }

  /** Sends a multipart body (file upload): bearer and `variation` (a JSON form field), no JSON content type. */
  async postForm<T>(path: string, form: FormData): Promise<T> {
    form.set('variation', JSON.stringify(this.variation()));
    return this.request<T>(false, (token) =>
      this.fetchImpl()(this.url(path), { method: 'POST', headers: bearer(token), body: form }),
    );
  }

  /** One call with the current token; a 401 on an authenticated call waits for a refresh and is retried once. */
  private async request<T>(
    anonymous: boolean,
    send: (token: string | null) => Promise<Response>,
  ): Promise<T> {
    const usedToken = anonymous ? null : this.options.getToken();
    let response = await send(usedToken);
    if (response.status === 401 && !anonymous && this.options.onUnauthorized) {
      const refreshed = await this.options.onUnauthorized(usedToken);
      if (refreshed) response = await send(this.options.getToken());
    }
    if (!response.ok) throw await PlatformHttpError.fromResponse(response);
    return parseJson(await response.text()) as T;
  }

  private fetchImpl(): FetchLike {
    // Looked up per call: a global fetch patched after the client was built (tests, polyfills) still applies.
    return this.options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }
}

function bearer(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
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
