/**
 * 1,000 concurrent entity calls against an in-process platform (a fake fetch answering like the real
 * one, bulk included): how many HTTP requests they cost, and what batching costs per call.
 *
 * The window is 0 ms here so the numbers measure the SDK's own work (queueing, bulk body, JSON of every
 * inner answer, routing by reqId), not the 50 ms wait that batching adds by design.
 */
import { expect, test } from 'vitest';
import { createPlatformClient, type FetchLike, type PlatformClient } from '../src/index.ts';

const CALLS = 1000;

interface BulkBody {
  bulkCalls?: { endPoint: string; request: { entityId?: string }; reqId: string }[];
  entityId?: string;
}

function inProcessPlatform(): { fetch: FetchLike; requests: () => number } {
  let requests = 0;
  const answer = (entityId: string | undefined) => ({
    entity: { id: entityId, title: `Journal ${entityId ?? ''}` },
  });
  const fetch: FetchLike = (input, init) => {
    requests += 1;
    const body = JSON.parse(init.body as string) as BulkBody;
    const payload = input.endsWith('/api/entity/bulk')
      ? {
          results: (body.bulkCalls ?? []).map((c) => ({
            reqId: c.reqId,
            response: JSON.stringify(answer(c.request.entityId)),
          })),
        }
      : answer(body.entityId);
    return Promise.resolve(new Response(JSON.stringify(payload), { status: 200 }));
  };
  return { fetch, requests: () => requests };
}

function client(batch: boolean): { client: PlatformClient; requests: () => number } {
  const platform = inProcessPlatform();
  return {
    client: createPlatformClient({
      apiUrl: 'http://bench.test',
      tenantCode: 'emotion',
      fetch: platform.fetch,
      batch: { enabled: batch, windowMs: 0, maxCalls: 50 },
    }),
    requests: platform.requests,
  };
}

async function thousandCalls(platform: PlatformClient): Promise<void> {
  await Promise.all(
    Array.from({ length: CALLS }, (_, i) =>
      platform.entity.get({ entityName: 'VegJournal', entityId: String(i) }),
    ),
  );
}

// A plain timing per mode as well, printed so the two figures the issue asks for land in the log.
async function measure(batch: boolean, rounds = 20): Promise<{ requests: number; msPerCall: number }> {
  const { client: platform, requests } = client(batch);
  await thousandCalls(platform); // warm-up
  const before = requests();
  const start = performance.now();
  for (let round = 0; round < rounds; round += 1) await thousandCalls(platform);
  const elapsed = performance.now() - start;
  return { requests: (requests() - before) / rounds, msPerCall: elapsed / (rounds * CALLS) };
}

test(`${CALLS} concurrent entity calls: HTTP requests and batching overhead`, async ({ bench }) => {
  const batched = await measure(true);
  const direct = await measure(false);
  // 1,000 calls in one window, at most 50 per bulk request: 20 requests instead of 1,000.
  expect(batched.requests).toBe(CALLS / 50);
  expect(direct.requests).toBe(CALLS);
  const overheadUs = (batched.msPerCall - direct.msPerCall) * 1000;
  console.log(
    [
      `[platform-sdk bench] ${CALLS} concurrent entity.get calls against an in-process platform`,
      `  batched (maxCalls 50): ${batched.requests} HTTP requests, ${(batched.msPerCall * 1000).toFixed(2)} µs per call`,
      `  direct (batching off): ${direct.requests} HTTP requests, ${(direct.msPerCall * 1000).toFixed(2)} µs per call`,
      `  batching overhead per call: ${overheadUs.toFixed(2)} µs (negative: cheaper than a request per call),`,
      `  plus the 50 ms window a real app waits once per window`,
    ].join('\n'),
  );

  const withBatching = client(true).client;
  const withoutBatching = client(false).client;
  await bench.compare(
    bench('batched into bulk requests (maxCalls 50)', async () => {
      await thousandCalls(withBatching);
    }),
    bench('one HTTP request per call (batching disabled)', async () => {
      await thousandCalls(withoutBatching);
    }),
    { time: 2000 },
  );
});
