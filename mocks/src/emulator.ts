/**
 * createEmulator(): the database, the switches and one `handle(request)` that answers like the
 * platform. MSW handlers (handlers.ts), the Node HTTP server (server.ts) and tests all go through it.
 */
import { authPayload, createSession } from './auth/sessions.ts';
import { Database } from './db/database.ts';
import { restoreTenant, snapshotTenant, type TenantSnapshot } from './db/tenant.ts';
import { findUserByEmail } from './handlers/auth.ts';
import { EMULATOR_MESSAGES } from './handlers/context.ts';
import { answerPlatformCall, replyToResponse, UNKNOWN_CALL } from './handlers/platform.ts';
import { redateTenant } from './persistence/redate.ts';
import type { Persistence } from './persistence/types.ts';
import type { Row } from './query/types.ts';
import { createRandom } from './random.ts';
import { matchRoute, type RouteEnv } from './routes.ts';
import { DEFAULT_TENANT } from './seed/accounts.ts';
import { DEFAULT_SEED, seedDatabase, seedDateFor } from './seed/index.ts';
import {
  DEFAULT_CONFIG,
  type AnalyticsEvent,
  type EmulatorConfig,
  type EmulatorState,
  type MailMessage,
  type PushDelivery,
} from './state.ts';
import { sendDueReminders } from './workflows/reminders.ts';

export interface EmulatorOptions {
  /** Seed of the random source (ids, generated data). */
  seed?: number;
  /**
   * ISO date the seeded data is relative to (journals, check-ins and reflections cover the weeks before
   * it). Default: the start of the clock's current UTC day, read at each (re)seed, so a demo account's
   * history always ends yesterday. Tests that need fixed dates pin `now` (or this).
   */
  seedDate?: string;
  /** The clock (tests move time forward to expire tokens, or pin it for fixed seed dates). */
  now?: () => number;
  /** Where tenants are kept between page loads (the browser passes IndexedDB). */
  persistence?: Persistence;
  /** Tenant used when a call carries no variation. */
  defaultTenant?: string;
  /** See EmulatorState.refreshFromLatestSession (default true; the HTTP server passes false). */
  refreshFromLatestSession?: boolean;
  /** See EmulatorState.pageScript (the browser worker passes page.ts). */
  pageScript?: string;
  config?: Partial<EmulatorConfig>;
}

export interface Emulator {
  readonly db: Database;
  /** Messages "sent" so far (password resets), newest last. */
  readonly mailbox: readonly MailMessage[];
  /** Analytics events received so far, newest last. */
  readonly analytics: readonly AnalyticsEvent[];
  /** Pushes sent so far (daily reminders), newest last. */
  readonly pushOutbox: readonly PushDelivery[];
  /**
   * Sends the reminders due at `at` (default: now) in every tenant, as the platform's scheduler does each
   * minute (the HTTP server runs it every minute); answers what it sent.
   */
  sendDueReminders(at?: number): PushDelivery[];
  /** Resolves when the seed (and persisted tenants) are loaded. */
  readonly ready: Promise<void>;
  configure(config: Partial<EmulatorConfig>): void;
  readonly config: Readonly<EmulatorConfig>;
  /** Restores the seed: drops everything written since, sessions, the mailbox and analytics (and persisted tenants). */
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

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const seed = options.seed ?? DEFAULT_SEED;
  const db = new Database(createRandom(seed));
  const persistence = options.persistence;
  const pendingSaves = new Set<string>();
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  /** The date the loaded seed counts back from (set by each load; stored with the tenants). */
  let seedDate = '';

  const state: EmulatorState = {
    db,
    config: { ...DEFAULT_CONFIG, ...(options.config ?? {}) },
    mailbox: [],
    analytics: [],
    registrations: new Map(),
    installations: new Set(),
    pushOutbox: [],
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
      saveTimer ??= setTimeout(() => void persistNow(), 50);
    },
    pageScript: options.pageScript,
  };

  /** Stores the tenants changed since the last save, now. */
  async function persistNow(): Promise<void> {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    if (persistence === undefined) return;
    const codes = [...pendingSaves];
    pendingSaves.clear();
    await Promise.all(
      codes.map((code) =>
        persistence.save(code, snapshotTenant(db.tenant(code)), db.random.getState(), seedDate),
      ),
    );
  }

  async function load(fromPersistence: boolean): Promise<void> {
    seedDate = options.seedDate ?? seedDateFor(state.now());
    const image = await seedImage(seed, seedDate);
    db.clear();
    db.resetSchema();
    for (const snapshot of image.snapshots) db.replaceTenant(restoreTenant(snapshot));
    db.random.setState(image.randomState);
    if (fromPersistence && persistence !== undefined) {
      // Stored on an earlier day: the seeded history moves forward to today's (persistence/redate.ts).
      const storedSeedDate = await persistence.loadSeedDate();
      const earlier =
        storedSeedDate !== undefined && storedSeedDate !== seedDate
          ? await seedImage(seed, storedSeedDate)
          : undefined;
      const seededTenant = (from: SeedImage | undefined, code: string) =>
        from?.snapshots.find((snapshot) => snapshot.code === code);
      for (const code of await persistence.tenantCodes()) {
        const stored = await persistence.load(code);
        if (stored !== undefined) {
          const tenant =
            earlier === undefined
              ? stored
              : redateTenant(stored, seededTenant(earlier, code), seededTenant(image, code));
          db.replaceTenant(restoreTenant(tenant));
          db.registerStoredDefinitions(db.tenant(code));
          if (earlier !== undefined) state.onChange(code);
        }
      }
      const random = await persistence.loadRandomState();
      if (random !== undefined) db.random.setState(random);
    }
  }

  let ready = load(true);

  const env: RouteEnv = {
    state,
    reset: () => emulator.reset(),
    configure: (config) => emulator.configure(config),
    sendDueReminders: (at) => emulator.sendDueReminders(at),
  };

  /** The emulator's answer to a request whose path is the platform's (see routes.ts for the table). */
  async function handle(request: Request): Promise<Response | undefined> {
    const path = new URL(request.url).pathname;
    const match = matchRoute(request.method, path);
    const control = path.startsWith('/__emulator/');
    if (match.found === 'nothing' && !path.startsWith('/api/') && !control) return undefined;
    await ready;
    const beyondSwitches =
      match.found === 'route'
        ? match.route.kind === 'request' && match.route.beyondSwitches === true
        : control;
    if (!beyondSwitches) {
      if (state.config.offline) return Response.error();
      if (state.config.latencyMs > 0)
        await new Promise((resolve) => setTimeout(resolve, state.config.latencyMs));
      // The caller gave up while it waited (the chat's Stop, a closed page): nothing is done for it.
      if (request.signal.aborted) return Response.error();
      if (state.config.errorRate > 0 && state.faults.next() < state.config.errorRate) {
        return replyToResponse({
          status: 503,
          body: { success: false, message: EMULATOR_MESSAGES.EMULATED_FAILURE },
        });
      }
    }
    if (match.found === 'route') {
      if (match.route.kind === 'platform') return answerPlatformCall(state, request, match.route);
      const response = await match.route.handle(request, match.params, env);
      // A redirect sends the browser to another page, where another emulator instance (the app's, or
      // this page's own in the browser) reads the stored tenants: they must hold what this one wrote.
      if (response.status >= 300 && response.status < 400) await persistNow();
      return response;
    }
    if (match.found === 'nothing' && control) return new Response('Not found', { status: 404 });
    if (request.method === 'POST' && path.startsWith('/api/'))
      return answerPlatformCall(state, request, UNKNOWN_CALL);
    return replyToResponse({
      status: 405,
      body: { success: false, message: EMULATOR_MESSAGES.UNKNOWN_ENDPOINT },
    });
  }

  const emulator: Emulator = {
    db,
    get mailbox() {
      return state.mailbox;
    },
    get analytics() {
      return state.analytics;
    },
    get pushOutbox() {
      return state.pushOutbox;
    },
    sendDueReminders: (at) => sendDueReminders(state, at ?? state.now()),
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
      clearTimeout(saveTimer);
      saveTimer = undefined;
      pendingSaves.clear();
      state.mailbox.length = 0;
      state.analytics.length = 0;
      state.registrations.clear();
      state.installations.clear();
      state.pushOutbox.length = 0;
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
