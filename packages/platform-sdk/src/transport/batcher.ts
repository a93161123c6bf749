import { PlatformError } from '../errors.ts';
import type { BulkCall, BulkResponse } from '../types/wire.ts';
import { parseJson, type HttpClient } from './http.ts';
import type { Timers } from './timers.ts';

/** Bulk batching settings: calls made within `windowMs` of the first queued one travel together. */
export interface BatchOptions {
  enabled: boolean;
  /** Default 50 ms (spec section 9). */
  windowMs: number;
  /** Most calls in one bulk request; a fuller window is split into several. Default 50. */
  maxCalls: number;
}

export const DEFAULT_BATCH: BatchOptions = { enabled: true, windowMs: 50, maxCalls: 50 };

/** The bulk endpoint. */
export const BULK_PATH = '/api/entity/bulk';

interface Pending {
  endPoint: string;
  request: object;
  reqId: string;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Counters for diagnostics and the benchmark. */
export interface BatchStats {
  calls: number;
  bulkRequests: number;
  directRequests: number;
}

/**
 * Collects entity calls for `windowMs` after the first one, then sends them as one
 * `POST /api/entity/bulk` with `bulkCalls: [{ endPoint, request, reqId }]` and routes each
 * `results[i].response` (a JSON string) back to its caller by `reqId`. A window holding a single call
 * sends it straight to its own endpoint.
 */
export class BulkBatcher {
  private queue: Pending[] = [];
  private timer: unknown = null;
  private nextId = 0;
  readonly stats: BatchStats = { calls: 0, bulkRequests: 0, directRequests: 0 };

  constructor(
    private readonly http: HttpClient,
    private readonly options: BatchOptions,
    private readonly timers: Timers,
  ) {}

  /** Queues (or, with batching disabled, sends) one call; resolves with that call's own answer. */
  call<T>(endPoint: string, request: object): Promise<T> {
    this.stats.calls += 1;
    if (!this.options.enabled) {
      this.stats.directRequests += 1;
      return this.http.post<T>(endPoint, request);
    }
    return new Promise<T>((resolve, reject) => {
      this.nextId += 1;
      this.queue.push({
        endPoint,
        request,
        reqId: `r${this.nextId}`,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.timer ??= this.timers.setTimeout(() => {
        void this.flush();
      }, this.options.windowMs);
    });
  }

  /** Sends whatever is queued now (also called by the window timer). */
  async flush(): Promise<void> {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    const queued = this.queue;
    this.queue = [];
    const size = Math.max(1, this.options.maxCalls);
    const chunks: Pending[][] = [];
    for (let i = 0; i < queued.length; i += size) chunks.push(queued.slice(i, i + size));
    await Promise.all(chunks.map((chunk) => this.send(chunk)));
  }

  private async send(chunk: Pending[]): Promise<void> {
    const [only] = chunk;
    if (chunk.length === 1 && only) {
      this.stats.directRequests += 1;
      try {
        only.resolve(await this.http.post(only.endPoint, only.request));
      } catch (error) {
        only.reject(error);
      }
      return;
    }
    this.stats.bulkRequests += 1;
    let answer: BulkResponse;
    try {
      const bulkCalls: BulkCall[] = chunk.map(({ endPoint, request, reqId }) => ({
        endPoint,
        request,
        reqId,
      }));
      answer = await this.http.post<BulkResponse>(BULK_PATH, { bulkCalls });
    } catch (error) {
      for (const pending of chunk) pending.reject(error);
      return;
    }
    const results = answer.results;
    if (!Array.isArray(results) || results.length === 0) {
      for (const pending of chunk) pending.reject(new PlatformError('BULK_NO_RESULTS'));
      return;
    }
    const byId = new Map(results.map((r) => [r.reqId, r.response]));
    for (const pending of chunk) {
      const response = byId.get(pending.reqId);
      if (response === undefined) {
        pending.reject(
          new PlatformError('BULK_NO_RESULT_FOR_REQUEST', { details: { reqId: pending.reqId } }),
        );
        continue;
      }
      try {
        pending.resolve(typeof response === 'string' ? parseJson(response) : response);
      } catch (error) {
        pending.reject(error);
      }
    }
  }
}
