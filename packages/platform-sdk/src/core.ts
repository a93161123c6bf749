import { AuthService } from './auth/service.ts';
import { memoryTokenStorage } from './auth/storage.ts';
import type { TokenStorage } from './auth/types.ts';
import { EntityService } from './entity/service.ts';
import { BulkBatcher, DEFAULT_BATCH, type BatchOptions } from './transport/batcher.ts';
import { HttpClient, type FetchLike, type XhrLike } from './transport/http.ts';
import { defaultTimers, type Timers } from './transport/timers.ts';
import { WorkflowService } from './workflow/service.ts';

/** Options of {@link createPlatformCore} and `createPlatformClient`. Everything with side effects is injectable. */
export interface PlatformClientOptions {
  /** The tenant-specific API host, e.g. `http://localhost:4010`. */
  apiUrl: string;
  /** Fixed at build time by the app; sent in every body's `variation`. */
  tenantCode: string;
  /** Read on every call and sent as `variation.languageCode`. Default `'en-US'`. */
  language?: () => string;
  /** Bulk batching of entity calls. Default `{ enabled: true, windowMs: 50, maxCalls: 50 }`. */
  batch?: Partial<BatchOptions>;
  /** Default: the global `fetch`, looked up on each call. */
  fetch?: FetchLike;
  /** Where the session lives. Default: in memory. */
  tokenStorage?: TokenStorage;
  /** Clock in epoch milliseconds. Default `Date.now`. */
  now?: () => number;
  /** Default: the global `setTimeout` / `clearTimeout`, looked up on each call. */
  timers?: Timers;
  /**
   * Makes the request of an upload that reports progress (`files.upload` with `onProgress`). Default:
   * `new XMLHttpRequest()` when the global exists (looked up per upload); without one uploads go through
   * `fetch` and report no progress until they are done.
   */
  xhr?: () => XhrLike;
}

/**
 * The platform's core: the transport, the batcher, the session and the entity and workflow calls every
 * service is built on ({@link createPlatformCore}). A service of its own (groups, chat, blog, ...) comes
 * from its factory, e.g. `groupService`, so an app that builds only what a page needs bundles only
 * that service's code.
 */
export interface PlatformCore {
  auth: AuthService;
  entity: EntityService;
  workflow: WorkflowService;
  /** The low-level transport, for endpoints without a service method. */
  http: HttpClient;
  /** The bulk batcher (its `stats` count calls and HTTP requests). */
  batcher: BulkBatcher;
  /** The clock the services read (`options.now`). */
  now: () => number;
  /** Stops every timer the core owns (refresh schedule, pending batch window). */
  dispose(): void;
}

/**
 * Creates the platform's core: one transport (POST + JSON + bearer + variation), one bulk batcher for
 * entity calls, one session, and the entity and workflow calls. Services come from their factories.
 *
 * ```ts
 * const core = createPlatformCore({ apiUrl: 'http://localhost:4010', tenantCode: 'emotion' });
 * await core.auth.login({ email, password });
 * const groups = groupService(core); // built when needed; its code is bundled only where it is used
 * ```
 */
export function createPlatformCore(options: PlatformClientOptions): PlatformCore {
  const timers = options.timers ?? defaultTimers;
  const now = options.now ?? (() => Date.now());
  const storage = options.tokenStorage ?? memoryTokenStorage();
  let auth: AuthService | null = null;
  const http = new HttpClient({
    apiUrl: options.apiUrl,
    tenantCode: options.tenantCode,
    language: options.language ?? (() => 'en-US'),
    fetch: options.fetch,
    getToken: () => storage.get()?.token ?? null,
    onUnauthorized: (usedToken) => auth?.handleUnauthorized(usedToken) ?? Promise.resolve(false),
    ...(options.xhr ? { xhr: options.xhr } : {}),
  });
  const batcher = new BulkBatcher(http, { ...DEFAULT_BATCH, ...options.batch }, timers);
  const entity = new EntityService((endPoint, request) => batcher.call(endPoint, request));
  const workflow = new WorkflowService(http, (entityName, record) =>
    entity.save({ entityName, entity: record as Record<string, unknown> }),
  );
  auth = new AuthService({
    http,
    storage,
    timers,
    now,
    runFunction: (name, params) => workflow.runFunction(name, params),
  });
  const authService = auth;
  return {
    auth: authService,
    entity,
    workflow,
    http,
    batcher,
    now,
    dispose: () => {
      authService.dispose();
      void batcher.flush();
    },
  };
}
