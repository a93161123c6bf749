import type { FetchLike, PlatformClientOptions } from '../src/index.ts';
import { createPlatformClient, memoryTokenStorage } from '../src/index.ts';

/** One request the fake fetch saw. */
export interface Recorded {
  url: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  form: FormData | null;
}

export type Answer = Response | object | undefined;
export type Handler = (request: Recorded, index: number) => Answer | Promise<Answer>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that records every request and answers through `handler` (objects become 200 JSON answers). */
export function fakeFetch(handler: Handler = () => ({})): {
  fetch: FetchLike;
  calls: Recorded[];
  paths: () => string[];
} {
  const calls: Recorded[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input);
    const isForm = init.body instanceof FormData;
    const recorded: Recorded = {
      url: input,
      path: url.pathname,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: isForm || typeof init.body !== 'string' ? {} : (JSON.parse(init.body) as Record<string, unknown>),
      form: isForm ? (init.body as FormData) : null,
    };
    calls.push(recorded);
    const answer = await handler(recorded, calls.length - 1);
    return answer instanceof Response ? answer : json(answer ?? {});
  };
  return { fetch, calls, paths: () => calls.map((c) => c.path) };
}

/** Answers a bulk request by running every inner call through `inner`, like the platform does. */
export function bulkAware(inner: (endPoint: string, request: Record<string, unknown>) => unknown): Handler {
  return (request) => {
    if (request.path === '/api/entity/bulk') {
      const calls = request.body.bulkCalls as {
        endPoint: string;
        request: Record<string, unknown>;
        reqId: string;
      }[];
      return {
        results: calls.map((c) => ({
          reqId: c.reqId,
          response: JSON.stringify(inner(c.endPoint, c.request)),
        })),
      };
    }
    return inner(request.path, request.body) as Answer;
  };
}

export function makeClient(handler?: Handler, options: Partial<PlatformClientOptions> = {}) {
  const fake = fakeFetch(handler);
  const client = createPlatformClient({
    apiUrl: 'http://platform.test',
    tenantCode: 'emotion',
    language: () => 'en-US',
    fetch: fake.fetch,
    ...options,
  });
  return { client, ...fake };
}

/** A JWT-shaped string with `payload` (unsigned; the SDK only reads it). */
export function fakeJwt(payload: object): string {
  const encode = (value: object) =>
    Buffer.from(JSON.stringify(value))
      .toString('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode(payload)}.sig`;
}

/** A token storage holding a signed-in user (u1, ada@example.com) whose token does not expire. */
export const signedIn = () =>
  memoryTokenStorage({
    token: 't',
    expireDate: '2099-01-01T00:00:00.000Z',
    roles: [],
    groups: [],
    userId: 'u1',
    email: 'ada@example.com',
  });

/** Answers a workflow function's operations (`params.op`) from `answers`; a Response is sent as it is. */
export function answerOps(answers: Record<string, unknown>): Handler {
  return (request: Recorded) => {
    const params = request.body.params as { op: string };
    const answer = answers[params.op];
    return answer instanceof Response ? answer : { result: answer };
  };
}
