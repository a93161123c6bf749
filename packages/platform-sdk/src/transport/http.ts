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

/** Upload progress and cancellation of a multipart call ({@link HttpClient.postForm}). */
export interface FormCallOptions {
  /**
   * Bytes of the request body sent so far and in all (`total` 0 when the browser cannot tell). Needs
   * `XMLHttpRequest` (fetch reports no upload progress); without one the call goes through fetch and
   * reports nothing.
   */
  onProgress?: (loaded: number, total: number) => void;
  /** Aborts the upload: the call rejects with the signal's reason (an `AbortError`), as fetch does. */
  signal?: AbortSignal;
}

/** The part of `XMLHttpRequest` an upload with progress uses (so tests can pass a small fake). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  getAllResponseHeaders(): string;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
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
  /**
   * Makes the request of an upload with progress. Default: `new XMLHttpRequest()` when the global
   * exists (looked up per upload), else none and uploads go through fetch.
   */
  xhr?: () => XhrLike;
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

  /**
   * Sends a multipart body (file upload): bearer and `variation` (a JSON form field), no JSON content
   * type. With `onProgress` and an `XMLHttpRequest` it goes through XHR, which reports the bytes sent;
   * either way the answer, the errors (`PlatformHttpError`) and the 401 refresh-and-retry are the same.
   */
  async postForm<T>(path: string, form: FormData, options: FormCallOptions = {}): Promise<T> {
    form.set('variation', JSON.stringify(this.variation()));
    const url = this.url(path);
    const xhr = options.onProgress === undefined ? undefined : this.xhrFactory();
    return this.request<T>(false, (token) =>
      xhr === undefined
        ? this.fetchImpl()(url, {
            method: 'POST',
            headers: bearer(token),
            body: form,
            ...(options.signal ? { signal: options.signal } : {}),
          })
        : sendWithXhr(xhr(), url, bearer(token), form, options),
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

  /** True when uploads can report progress (an XHR factory was given, or the global exists). */
  canReportUploadProgress(): boolean {
    return this.xhrFactory() !== undefined;
  }

  private xhrFactory(): (() => XhrLike) | undefined {
    if (this.options.xhr) return this.options.xhr;
    const Xhr = (globalThis as { XMLHttpRequest?: new () => XhrLike }).XMLHttpRequest;
    return Xhr === undefined ? undefined : () => new Xhr();
  }

  private fetchImpl(): FetchLike {
    // Looked up per call: a global fetch patched after the client was built (tests, polyfills) still applies.
    return this.options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }
}

/** Statuses whose Response may carry no body. */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/** What an aborted call rejects with: the signal's reason when it is an error, else an `AbortError`. */
function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason : new DOMException('The operation was aborted.', 'AbortError');
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header the Headers class refuses is of no use to the SDK.
    }
  }
  return headers;
}

/**
 * One POST through an XHR, answered as the `Response` fetch would give: a network failure rejects with a
 * `TypeError`, an abort with the signal's reason, like fetch, so the caller handles both paths alike.
 */
function sendWithXhr(
  xhr: XhrLike,
  url: string,
  headers: Record<string, string>,
  body: FormData,
  options: FormCallOptions,
): Promise<Response> {
  const { signal, onProgress } = options;
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = (): void => xhr.abort();
    const settle = (): void => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      settle();
      const status = xhr.status;
      // Status 0 is how an XHR reports a request that got no answer (CORS, a dropped connection).
      if (status < 200 || status > 599) {
        reject(new TypeError('Network request failed'));
        return;
      }
      resolve(
        new Response(NULL_BODY_STATUSES.has(status) ? null : xhr.responseText, {
          status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(abortReason(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
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
