import { AuthService } from './auth/service.ts';
import { memoryTokenStorage } from './auth/storage.ts';
import type { TokenStorage } from './auth/types.ts';
import { EntityService } from './entity/service.ts';
import { BulkBatcher, DEFAULT_BATCH, type BatchOptions } from './transport/batcher.ts';
import { HttpClient, type FetchLike, type XhrLike } from './transport/http.ts';
import { defaultTimers, type Timers } from './transport/timers.ts';
import { FileService } from './files/service.ts';
import { GroupService } from './groups/service.ts';
import { MetadataService } from './metadata/service.ts';
import { ReminderService } from './push/reminders.ts';
import { PushService } from './push/service.ts';
import { SubscriptionService } from './subscriptions/service.ts';
import { ReferralService } from './referral/service.ts';
import { AI_CHAT_FUNCTION, ChatService } from './chat/service.ts';
import { WorkflowService } from './workflow/service.ts';
import { BLOG_FUNCTION, BlogService } from './blog/service.ts';
import { withQueryDefaults } from './entity/query-builder.ts';
import type { QueryResponse } from './types/query.ts';
import type { GsbBlog } from './types/entities.ts';

/** Options of {@link createPlatformClient}. Everything with side effects is injectable. */
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

/** Everything {@link createPlatformClient} returns. */
export interface PlatformClient {
  auth: AuthService;
  entity: EntityService;
  workflow: WorkflowService;
  subscriptions: SubscriptionService;
  /** Referral visits, sign-ups and a referrer's stats (the `referralOps` function). */
  referrals: ReferralService;
  /** Groups: every change through the `groupOps` function; invites' previews through `groupInvitePreview`. */
  groups: GroupService;
  /** The AI chat (the `aiChat` function). */
  chat: ChatService;
  /**
   * The blog: published articles (GsbBlog queries), view counts (the `blogOps` function) and, for
   * admins, authoring (articles, categories and tags through the entity save).
   */
  blog: BlogService;
  push: PushService;
  /** Daily check-in reminders (VegReminder records) the platform sends as pushes. */
  reminders: ReminderService;
  files: FileService;
  metadata: MetadataService;
  /** The low-level transport, for endpoints without a service method. */
  http: HttpClient;
  /** The bulk batcher (its `stats` count calls and HTTP requests). */
  batcher: BulkBatcher;
  /** Stops every timer the client owns (refresh schedule, pending batch window). */
  dispose(): void;
}

/**
 * Creates a platform client: one transport (POST + JSON + bearer + variation), one bulk batcher for entity
 * calls, one session, and the services built on them.
 *
 * ```ts
 * const platform = createPlatformClient({ apiUrl: 'http://localhost:4010', tenantCode: 'emotion' });
 * await platform.auth.login({ email, password });
 * const { entities } = await platform.entity.query<VegJournal>({ entityName: 'VegJournal' });
 * ```
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
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
    subscriptions: new SubscriptionService(
      (op, params) => workflow.runFunction('subscriptionOps', { op, ...params }),
      authService,
      now,
    ),
    referrals: new ReferralService((op, params) => workflow.runFunction('referralOps', { op, ...params })),
    chat: new ChatService((op, params, options) =>
      workflow.runFunction(AI_CHAT_FUNCTION, { op, ...params }, options),
    ),
    groups: new GroupService(workflow.runFunction.bind(workflow)),
    blog: new BlogService({
      query: (request) => entity.query<GsbBlog>(request),
      queryAllLanguages: async (request) => {
        const answer = await http.post<Partial<QueryResponse<Record<string, unknown>>>>(
          '/api/entity/query',
          withQueryDefaults(request),
          { language: '*' },
        );
        return { ...answer, entities: answer.entities ?? [] };
      },
      save: (entityName, record) => entity.save({ entityName, entity: record }),
      run: (op, params) => workflow.runFunction(BLOG_FUNCTION, { op, ...params }),
      language: () => http.variation().languageCode,
    }),
    push: new PushService(entity, authService, now),
    reminders: new ReminderService(entity, authService),
    files: new FileService(http),
    metadata: new MetadataService(http, entity, now),
    http,
    batcher,
    dispose: () => {
      authService.dispose();
      void batcher.flush();
    },
  };
}
