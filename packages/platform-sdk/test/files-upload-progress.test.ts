import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOG_IMAGE_TARGET, memoryTokenStorage, type XhrLike } from '../src/index.ts';
import { makeClient } from './helpers.ts';

/** What the fake XHR answers once `send` is called: a status and body, a network error or nothing (hangs). */
type XhrAnswer = { status: number; body?: string; headers?: string } | 'network-error' | 'hang';

/** A scripted XMLHttpRequest: records what was sent, reports progress in two steps, then answers. */
class FakeXhr implements XhrLike {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  constructor(private readonly answer: XhrAnswer) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  getAllResponseHeaders(): string {
    return this.responseHeaders;
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = this.answer;
    if (answer === 'hang') return;
    queueMicrotask(() => {
      if (this.aborted) return;
      if (answer === 'network-error') {
        this.onerror?.();
        return;
      }
      const progress = (loaded: number, total: number, lengthComputable = true) =>
        this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
      progress(50, 100);
      progress(100, 100);
      progress(100, 0, false);
      this.status = answer.status;
      this.statusText = answer.status === 200 ? 'OK' : 'Error';
      this.responseText = answer.body ?? '';
      this.responseHeaders = answer.headers ?? '';
      this.onload?.();
    });
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }
}

/** A factory answering each new request with the next of `answers`. */
function xhrs(...answers: XhrAnswer[]): () => XhrLike {
  return () => new FakeXhr(answers.shift() ?? { status: 500 });
}

const OK = { status: 200, body: JSON.stringify({ fileDto: { id: 'f1', publicUrl: 'http://cdn/f1' } }) };

function tokenStorage(token = 'tok') {
  return memoryTokenStorage({ token, expireDate: '2099-01-01T00:00:00Z', roles: [], groups: [] });
}

afterEach(() => {
  FakeXhr.sent = [];
  vi.unstubAllGlobals();
});

describe('file upload with progress', () => {
  it('goes through XHR with the bearer, the form and the variation, and reports the bytes sent', async () => {
    const { client, calls } = makeClient(undefined, {
      xhr: xhrs({ ...OK, headers: 'Content-Type: application/json\r\nbroken line\r\n' }),
      tokenStorage: tokenStorage(),
    });
    const progress: [number, number][] = [];
    const file = new File(['cover'], 'cover.png', { type: 'image/png' });
    const saved = await client.files.upload(file, BLOG_IMAGE_TARGET, undefined, {
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(saved).toEqual({ id: 'f1', publicUrl: 'http://cdn/f1' });
    expect(calls).toEqual([]);
    const [request] = FakeXhr.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://platform.test/api/file/upload');
    expect(request?.headers).toEqual({ Authorization: 'Bearer tok' });
    expect((request?.body?.get('file') as File).name).toBe('cover.png');
    expect(JSON.parse(request?.body?.get('entity') as string)).toEqual({
      entityName: 'GsbBlog',
      propName: 'image',
    });
    expect(JSON.parse(request?.body?.get('variation') as string)).toEqual({
      tenantCode: 'emotion',
      languageCode: 'en-US',
    });
    expect(progress).toEqual([
      [50, 100],
      [100, 100],
      [100, 0],
    ]);
  });

  it('on a 401 waits for one refresh and retries with the new token, through a new XHR', async () => {
    const storage = tokenStorage('old');
    const { client, calls } = makeClient(() => ({ auth: { token: 'new' } }), {
      xhr: xhrs({ status: 401, body: '{}' }, OK),
      tokenStorage: storage,
    });
    const saved = await client.files.upload(new Blob(['x']), {}, 'x.txt', { onProgress: () => undefined });
    expect(saved.id).toBe('f1');
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/refreshToken']);
    expect(FakeXhr.sent.map((x) => x.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    client.dispose();
  });

  it('answers a refusal as the same PlatformHttpError as fetch would', async () => {
    const { client } = makeClient(undefined, {
      xhr: xhrs({ status: 403, body: '{"success":false,"message":"You do not have permission"}' }),
    });
    await expect(
      client.files.upload(new Blob(['x']), BLOG_IMAGE_TARGET, 'x.png', { onProgress: () => undefined }),
    ).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 403,
      bodyText: '{"success":false,"message":"You do not have permission"}',
    });
  });

  it('rejects a network failure with a TypeError, like fetch', async () => {
    const { client } = makeClient(undefined, { xhr: xhrs('network-error', { status: 0 }) });
    const upload = () => client.files.upload(new Blob(['x']), {}, 'x', { onProgress: () => undefined });
    await expect(upload()).rejects.toThrow(new TypeError('Network request failed'));
    await expect(upload()).rejects.toThrow(TypeError);
  });

  it('answers an empty 204 as no file', async () => {
    const { client } = makeClient(undefined, { xhr: xhrs({ status: 204, body: 'ignored' }) });
    await expect(
      client.files.upload(new Blob(['x']), {}, 'x', { onProgress: () => undefined }),
    ).rejects.toMatchObject({
      code: 'NO_RESPONSE',
    });
  });

  it('aborts with the signal: a running upload, and one whose signal was already aborted', async () => {
    const { client } = makeClient(undefined, { xhr: xhrs('hang') });
    const controller = new AbortController();
    const running = client.files.upload(new Blob(['x']), {}, 'x', {
      onProgress: () => undefined,
      signal: controller.signal,
    });
    await expect.poll(() => FakeXhr.sent.length).toBe(1);
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.sent[0]?.aborted).toBe(true);

    const early = client.files.upload(new Blob(['x']), {}, 'x', {
      onProgress: () => undefined,
      signal: AbortSignal.abort(new Error('changed my mind')),
    });
    await expect(early).rejects.toThrow('changed my mind');
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('uses the global XMLHttpRequest when none is given', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends FakeXhr {
        constructor() {
          super(OK);
        }
      },
    );
    const { client, calls } = makeClient();
    const progress = vi.fn();
    await client.files.upload(new Blob(['x']), {}, 'x', { onProgress: progress });
    expect(calls).toEqual([]);
    expect(FakeXhr.sent).toHaveLength(1);
    expect(progress).toHaveBeenCalledWith(100, 100);
  });

  it('without XMLHttpRequest goes through fetch (with the signal) and reports the whole file once done', async () => {
    const { client, calls } = makeClient(() => ({ fileDto: { id: 'f2' } }));
    const progress = vi.fn();
    const controller = new AbortController();
    const saved = await client.files.upload(new Blob(['hello']), {}, 'h.txt', {
      onProgress: progress,
      signal: controller.signal,
    });
    expect(saved).toEqual({ id: 'f2' });
    expect(calls.map((c) => c.path)).toEqual(['/api/file/upload']);
    expect(progress.mock.calls).toEqual([[5, 5]]);
  });

  it('passes the signal to fetch, which aborts the upload', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const { client } = makeClient(undefined, {
      fetch: (_input, init) => {
        signals.push(init.signal);
        return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
      },
    });
    const signal = AbortSignal.abort();
    await expect(client.files.upload(new Blob(['x']), {}, 'x', { signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(signals).toEqual([signal]);
  });

  it('without onProgress never uses XHR', async () => {
    const factory = vi.fn(xhrs(OK));
    const { client, calls } = makeClient(() => ({ fileDto: { id: 'f3' } }), { xhr: factory });
    await client.files.upload(new Blob(['x']));
    expect(factory).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });
});
