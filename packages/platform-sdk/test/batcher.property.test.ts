import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BulkBatcher, HttpClient, type Timers } from '../src/index.ts';
import { bulkAware, fakeFetch } from './helpers.ts';

/** Timers whose window closes only when the test says so. */
function manualTimers(): Timers & { fire: () => void } {
  let pending: (() => void) | null = null;
  return {
    setTimeout: (callback) => {
      pending = callback;
      return 1;
    },
    clearTimeout: () => {
      pending = null;
    },
    fire: () => {
      const callback = pending;
      pending = null;
      callback?.();
    },
  };
}

describe('bulk batcher (property)', () => {
  it('routes every answer to its own caller, in ceil(n / maxCalls) requests', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 60 }),
        async (n, maxCalls) => {
          const fake = fakeFetch(bulkAware((endPoint, request) => ({ echo: request.n, endPoint })));
          const http = new HttpClient({
            apiUrl: 'http://p.test',
            tenantCode: 't',
            language: () => 'en-US',
            fetch: fake.fetch,
            getToken: () => null,
          });
          const timers = manualTimers();
          const batcher = new BulkBatcher(http, { enabled: true, windowMs: 50, maxCalls }, timers);
          const answers = Array.from({ length: n }, (_, i) =>
            batcher.call<{ echo: number }>('/api/entity/get', { n: i }),
          );
          expect(fake.calls).toHaveLength(0);
          timers.fire();
          const results = await Promise.all(answers);
          expect(results.map((r) => r.echo)).toEqual(Array.from({ length: n }, (_, i) => i));
          expect(fake.calls).toHaveLength(Math.ceil(n / maxCalls));
          for (const call of fake.calls) {
            const size = call.path === '/api/entity/bulk' ? (call.body.bulkCalls as unknown[]).length : 1;
            expect(size).toBeLessThanOrEqual(maxCalls);
            // A chunk of one goes to its own endpoint, never as a bulk of one.
            expect(call.path === '/api/entity/bulk').toBe(size > 1);
          }
        },
      ),
      // Each run makes up to 120 calls: 200 runs cover the sizes and chunkings without doing 1000.
      { numRuns: 200 },
    );
  });
});
