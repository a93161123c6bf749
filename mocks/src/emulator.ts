/**
 * createEmulator(): the database, the switches and one `handle(request)` that answers like the
 * platform. MSW handlers (handlers.ts), the Node HTTP server (server.ts) and tests all go through it.
 */
import { ERRORS } from '@emotion-guru/platform-sdk';
import type { Actor } from './access/rules.ts';
import { authPayload, createSession, findSessionByToken, isAdmin } from './auth/sessions.ts';
import { Database } from './db/database.ts';
import { restoreTenant, snapshotTenant, type Session, type TenantSnapshot } from './db/tenant.ts';
import { changePassword, findUserByEmail, getToken, logout, refreshToken } from './handlers/auth.ts';
import { isRecord, str } from './handlers/body.ts';
import { EMULATOR_MESSAGES, HttpError, type CallContext, type Reply } from './handlers/context.ts';
import { entityEndpoints } from './handlers/entity.ts';
import { getEntityDef } from './handlers/entityDef.ts';
import { download, readForm, upload } from './handlers/files.ts';
import { checkoutPage } from './handlers/checkout.ts';
import { pushRegistrations } from './handlers/push.ts';
import { SOCIAL_PROVIDERS, socialSignIn } from './handlers/social.ts';
import { workflowEndpoints } from './handlers/workflow.ts';
import type { Persistence } from './persistence/types.ts';
import { QueryError, type Row } from './query/types.ts';
import { configureFromSearch } from './config.ts';
import { createRandom } from './random.ts';
import { DEFAULT_TENANT } from './seed/accounts.ts';
import { DEFAULT_SEED, DEFAULT_SEED_DATE, seedDatabase } from './seed/index.ts';
import { DEFAULT_CONFIG, type EmulatorConfig, type EmulatorState, type MailMessage } from './state.ts';

export interface EmulatorOptions {
  /** Seed of the random source (ids, generated data). */
  seed?: number;
  /** ISO date the seeded data is relative to (journals cover the month before it). */
  seedDate?: string;
  /** The clock (tests move time forward to expire tokens). */
  now?: () => number;
  /** Where tenants are kept between page loads (the browser passes IndexedDB). */
  persistence?: Persistence;
  /** Tenant used when a call carries no variation. */
  defaultTenant?: string;
  /** See EmulatorState.refreshFromLatestSession (default true; the HTTP server passes false). */
  refreshFromLatestSession?: boolean;
  config?: Partial<EmulatorConfig>;
}

export interface Emulator {
  readonly db: Database;
  /** Messages "sent" so far (password resets), newest last. */
  readonly mailbox: readonly MailMessage[];
  /** Resolves when the seed (and persisted tenants) are loaded. */
  readonly ready: Promise<void>;
  configure(config: Partial<EmulatorConfig>): void;
  readonly config: Readonly<EmulatorConfig>;
  /** Restores the seed: drops everything written since, sessions and the mailbox (and persisted tenants). */
  reset(): Promise<void>;
  /** Answers one request as the platform would (undefined when the path is not the platform's). */
  handle(request: Request): Promise<Response | undefined>;
  /** Signs a demo account in without HTTP (tests, Storybook): answers the getToken payload. */
  signIn(email: string, tenantCode?: string): Row;
}

interface SeedImage {
  snapshots: TenantSnapshot[];
  randomState: number;
}

/** The seed is hashed and built once per process per (seed, date); every emulator restores a copy. */
const seedCache = new Map<string, Promise<SeedImage>>();

function seedImage(seed: number, seedDate: string): Promise<SeedImage> {
  const key = `${String(seed)}@${seedDate}`;
  let image = seedCache.get(key);
  if (image === undefined) {
    image = (async () => {
      const db = new Database(createRandom(seed));
      await seedDatabase(db, seedDate);
      return {
        snapshots: db.tenantCodes().map((code) => snapshotTenant(db.tenant(code))),
        randomState: db.random.getState(),
      };
    })();
    seedCache.set(key, image);
  }
  return image;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function replyToResponse(reply: Reply): Response {
  return new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { ...JSON_HEADERS, ...(reply.headers ?? {}) },
  });
}

function errorReply(error: unknown): Reply {
  if (error instanceof HttpError)
    return { status: error.status, body: { success: false, message: error.message, ...(error.extra ?? {}) } };
  if (error instanceof QueryError) return { status: 400, body: { success: false, message: error.message } };
  // A bug in the emulator must still answer like a server, never take the app (or the test run) down.
  const message = error instanceof Error ? error.message : String(error);
  return { status: 500, body: { success: false, message: `Internal emulator error: ${message}` } };
}

/** Makes stored `publicUrl` paths absolute on the API's origin, wherever they appear in an answer. */
function absoluteUrls(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((v) => absoluteUrls(v, origin));
  if (!isRecord(value)) return value;
  const out: Row = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] =
      key === 'publicUrl' && typeof v === 'string' && v.startsWith('/')
        ? `${origin}${v}`
        : absoluteUrls(v, origin);
  }
  return out;
}

function bearerOf(headers: Headers): string | undefined {
  const header = headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}

function appOriginOf(request: Request, apiOrigin: string): string {
  for (const candidate of [request.headers.get('origin'), request.headers.get('referer')]) {
    if (candidate === null || candidate === 'null') continue;
    try {
      return new URL(candidate).origin;
    } catch {
      // Not a URL; try the next header.
    }
  }
  return apiOrigin;
}

/** Auth paths that must work with a missing or expired bearer. */
const NO_BEARER = new Set([
  '/api/auth/getToken',
  '/api/auth/refreshToken',
  '/api/auth/changePassword',
  '/api/auth/logout',
]);

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const seed = options.seed ?? DEFAULT_SEED;
  const seedDate = options.seedDate ?? DEFAULT_SEED_DATE;
  const db = new Database(createRandom(seed));
  const persistence = options.persistence;
  const pendingSaves = new Set<string>();
  let saveTimer: ReturnType<typeof setTimeout> | undefined;

  const state: EmulatorState = {
    db,
    config: { ...DEFAULT_CONFIG, ...(options.config ?? {}) },
    mailbox: [],
    registrations: new Map(),
    checkouts: new Map(),
    instances: new Map(),
    faults: createRandom(seed ^ 0x5eed),
    now: options.now ?? (() => Date.now()),
    defaultTenant: options.defaultTenant ?? DEFAULT_TENANT,
    refreshFromLatestSession: options.refreshFromLatestSession ?? true,
    onChange(tenantCode) {
      if (persistence === undefined) return;
      pendingSaves.add(tenantCode);
      // Writes come in bursts (a bulk call, a seed of a page); one save per burst is enough.
      saveTimer ??= setTimeout(() => {
        saveTimer = undefined;
        const codes = [...pendingSaves];
        pendingSaves.clear();
        for (const code of codes)
          void persistence.save(code, snapshotTenant(db.tenant(code)), db.random.getState());
      }, 50);
    },
  };

  async function load(fromPersistence: boolean): Promise<void> {
    const image = await seedImage(seed, seedDate);
    db.clear();
    db.resetSchema();
    for (const snapshot of image.snapshots) db.replaceTenant(restoreTenant(snapshot));
    db.random.setState(image.randomState);
    if (fromPersistence && persistence !== undefined) {
      for (const code of await persistence.tenantCodes()) {
        const stored = await persistence.load(code);
        if (stored !== undefined) {
          db.replaceTenant(restoreTenant(stored));
          db.registerStoredDefinitions(db.tenant(code));
        }
      }
      const random = await persistence.loadRandomState();
      if (random !== undefined) db.random.setState(random);
    }
  }

  let ready = load(true);

  function contextFor(request: Request, body: Row, path: string): CallContext {
    const url = new URL(request.url);
    const variation = isRecord(body.variation) ? body.variation : {};
    const tenantCode = str(variation, 'tenantCode') ?? state.defaultTenant;
    const language = str(variation, 'languageCode') ?? 'en-US';
    // Tenants are not created by calling them: a typo in VITE_TENANT_CODE should fail loudly.
    if (!db.tenantCodes().includes(tenantCode)) throw new HttpError(400, EMULATOR_MESSAGES.UNKNOWN_TENANT);
    const tenant = db.tenant(tenantCode);
    const now = state.now();
    let session: Session | undefined;
    const token = bearerOf(request.headers);
    if (token !== undefined) {
      const found = findSessionByToken(db, token);
      const lenient = NO_BEARER.has(path);
      if (found === undefined || found.revoked === true) {
        if (!lenient) throw new HttpError(401, EMULATOR_MESSAGES.INVALID_TOKEN);
      } else if (found.tenantCode !== tenantCode) {
        throw new HttpError(401, EMULATOR_MESSAGES.TENANT_MISMATCH);
      } else if (found.expiresAt <= now) {
        if (!lenient) throw new HttpError(401, ERRORS.SESSION_EXPIRED);
      } else {
        session = found;
      }
    }
    const userId = session?.userId;
    const actor: Actor = { tenantCode, userId, isAdmin: userId !== undefined && isAdmin(db, tenant, userId) };
    return {
      state,
      db,
      tenant,
      actor,
      session,
      language,
      apiOrigin: url.origin,
      appOrigin: appOriginOf(request, url.origin),
      headers: request.headers,
      now,
    };
  }

  async function dispatch(
    ctx: CallContext,
    path: string,
    body: Row,
    form: FormData | undefined,
  ): Promise<Reply> {
    const [, , area = '', op = ''] = path.split('/');
    if (area === 'auth') {
      if (op === 'getToken') return getToken(ctx, body);
      if (op === 'refreshToken') return refreshToken(ctx, body);
      if (op === 'changePassword') return changePassword(ctx, body);
      if (op === 'logout') return logout(ctx);
    }
    if (area === 'entity' && op === 'bulk') return bulk(ctx, body);
    if (area === 'entity' && Object.hasOwn(entityEndpoints, op)) {
      const endpoint = entityEndpoints[op];
      if (endpoint !== undefined) return endpoint(ctx, body);
    }
    if (area === 'entityDef' && op === 'get') return getEntityDef(ctx, body);
    if (area === 'workflow' && Object.hasOwn(workflowEndpoints, op)) {
      const endpoint = workflowEndpoints[op];
      if (endpoint !== undefined) return endpoint(ctx, body);
    }
    if (area === 'file' && op === 'upload' && form !== undefined) return upload(ctx, form);
    throw new HttpError(404, EMULATOR_MESSAGES.UNKNOWN_ENDPOINT);
  }

  /** /api/entity/bulk: each call runs as if sent alone, with the bulk's bearer and variation. */
  async function bulk(ctx: CallContext, body: Row): Promise<Reply> {
    const calls = body.bulkCalls;
    if (!Array.isArray(calls)) throw new QueryError(ERRORS.BULK_NO_RESULTS);
    const results: { reqId: string; response: string }[] = [];
    for (const call of calls as unknown[]) {
      if (!isRecord(call)) continue;
      const reqId =
        typeof call.reqId === 'string' || typeof call.reqId === 'number' ? String(call.reqId) : '';
      const endPoint =
        typeof call.endPoint === 'string' ? new URL(call.endPoint, 'http://bulk').pathname : '';
      const inner = isRecord(call.request) ? call.request : {};
      let reply: Reply;
      try {
        if (
          endPoint === '/api/entity/bulk' ||
          endPoint.startsWith('/api/auth/') ||
          endPoint === '/api/file/upload'
        ) {
          throw new HttpError(400, EMULATOR_MESSAGES.UNKNOWN_ENDPOINT);
        }
        reply = await dispatch(ctx, endPoint, { ...inner, variation: body.variation }, undefined);
      } catch (error) {
        reply = errorReply(error);
      }
      const answer =
        reply.status >= 400 && isRecord(reply.body) ? { ...reply.body, status: reply.status } : reply.body;
      results.push({ reqId, response: JSON.stringify(absoluteUrls(answer, ctx.apiOrigin)) });
    }
    return { status: 200, body: { success: true, results } };
  }

  /** /api/auth/{provider}: the emulator's identity provider (consent page, then back to the app). */
  function social(request: Request, provider: string): Promise<Response> {
    const appOrigin = appOriginOf(request, new URL(request.url).origin);
    return socialSignIn(state, { request, provider, appOrigin });
  }

  async function handleApi(request: Request, path: string): Promise<Response> {
    let body: Row = {};
    let form: FormData | undefined;
    if (path === '/api/file/upload') {
      try {
        form = await readForm(request);
        // Multipart calls carry the variation as a JSON form field.
        const variation = form.get('variation');
        if (typeof variation === 'string') body = { variation: JSON.parse(variation) as unknown };
      } catch (error) {
        return replyToResponse(
          errorReply(
            error instanceof SyntaxError ? new HttpError(400, EMULATOR_MESSAGES.INVALID_JSON) : error,
          ),
        );
      }
    } else {
      const text = await request.text();
      if (text.trim().length > 0) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return replyToResponse({
            status: 400,
            body: { success: false, message: EMULATOR_MESSAGES.INVALID_JSON },
          });
        }
        if (!isRecord(parsed))
          return replyToResponse({
            status: 400,
            body: { success: false, message: EMULATOR_MESSAGES.INVALID_JSON },
          });
        body = parsed;
      }
    }
    let reply: Reply;
    let origin = new URL(request.url).origin;
    try {
      const ctx = contextFor(request, body, path);
      origin = ctx.apiOrigin;
      reply = await dispatch(ctx, path, body, form);
    } catch (error) {
      reply = errorReply(error);
    }
    return replyToResponse({ ...reply, body: absoluteUrls(reply.body, origin) });
  }

  async function handle(request: Request): Promise<Response | undefined> {
    const url = new URL(request.url);
    const path = url.pathname;
    const isApi = path.startsWith('/api/');
    const registrations = /\/registrations(?:\/([^/]+))?$/.exec(path);
    const control = path.startsWith('/__emulator/');
    if (!isApi && registrations === null && !control) return undefined;
    await ready;
    if (control) return controlEndpoint(request, path);
    if (state.config.offline) return Response.error();
    if (state.config.latencyMs > 0)
      await new Promise((resolve) => setTimeout(resolve, state.config.latencyMs));
    if (state.config.errorRate > 0 && state.faults.next() < state.config.errorRate) {
      return replyToResponse({
        status: 503,
        body: { success: false, message: EMULATOR_MESSAGES.EMULATED_FAILURE },
      });
    }
    if (registrations !== null) return pushRegistrations(state, request, registrations[1]);
    const filePath = /^\/api\/file\/public\/([^/]+)\/([^/]+)\/[^/]*$/.exec(path);
    if (request.method === 'GET' && filePath !== null)
      return download(db, decodeURIComponent(filePath[1] ?? ''), filePath[2] ?? '');
    const socialPath = /^\/api\/auth\/([a-z]+)$/.exec(path);
    if (request.method === 'GET' && socialPath !== null) return social(request, socialPath[1] ?? '');
    // The consent page posts its form back to the provider path (a platform endpoint like logout does not).
    if (request.method === 'POST' && socialPath !== null && SOCIAL_PROVIDERS.has(socialPath[1] ?? ''))
      return social(request, socialPath[1] ?? '');
    if (request.method !== 'POST')
      return replyToResponse({
        status: 405,
        body: { success: false, message: EMULATOR_MESSAGES.UNKNOWN_ENDPOINT },
      });
    return handleApi(request, path);
  }

  /** /__emulator/mailbox, /reset and /config (GET reads, POST `?emulator.*` changes), for e2e tests and curious developers. */
  async function controlEndpoint(request: Request, path: string): Promise<Response> {
    if (path === '/__emulator/mailbox' && request.method === 'GET')
      return Response.json({ messages: state.mailbox });
    if (path === '/__emulator/reset' && request.method === 'POST') {
      await emulator.reset();
      return Response.json({ success: true });
    }
    if (path === '/__emulator/config' && request.method === 'GET') return Response.json(state.config);
    if (path === '/__emulator/config' && request.method === 'POST') {
      // The same switches as the browser's `?emulator.*` query, so e2e tests can inject faults mid-run.
      const { config } = configureFromSearch(new URL(request.url).search);
      emulator.configure(config);
      return Response.json(state.config);
    }
    const checkout = /^\/__emulator\/checkout\/([^/]+)(?:\/(complete|cancel))?$/.exec(path);
    if (checkout !== null) return checkoutPage(state, request, checkout[1] ?? '', checkout[2]);
    return new Response('Not found', { status: 404 });
  }

  const emulator: Emulator = {
    db,
    get mailbox() {
      return state.mailbox;
    },
    get ready() {
      return ready;
    },
    get config() {
      return state.config;
    },
    configure(config) {
      state.config = { ...state.config, ...config };
    },
    async reset() {
      await ready;
      state.mailbox.length = 0;
      state.registrations.clear();
      state.checkouts.clear();
      state.instances.clear();
      state.faults.setState(seed ^ 0x5eed);
      if (persistence !== undefined) await persistence.clear();
      ready = load(false);
      await ready;
    },
    handle,
    signIn(email, tenantCode = state.defaultTenant) {
      const tenant = db.tenant(tenantCode);
      const user = findUserByEmail(db, tenant, email);
      if (user === undefined) throw new Error(`No demo account ${email} in tenant ${tenantCode}`);
      const session = createSession(tenant, String(user.id), true, state.now(), state.config);
      return authPayload(db, tenant, session, true);
    },
  };
  return emulator;
}
