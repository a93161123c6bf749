/**
 * Every request the emulator answers, in one table: method, path pattern, handler, and the row the
 * README's endpoint list shows for it. The README's list is rendered from this table
 * (`npm run docs -w @emotion-guru/mocks`) and test/routes.test.ts fails when the two differ.
 *
 * Path patterns are literal segments and `{name}` segments (one segment, handed to the handler); a
 * leading `…` matches any prefix (the push provider's API lives under a project path). The first route
 * whose method and path match answers. Besides the table: another method on a listed path answers 405
 * `Unknown endpoint`, so does any method but POST on an unlisted `/api/` path, and a POST there answers
 * 404 `Unknown endpoint` (after the body and tenant checks every call gets); an unlisted `/__emulator/`
 * path answers 404; anything else is not the platform's and passes through.
 */
import { collectAnalytics } from './handlers/analytics.ts';
import { changePassword, getToken, logout, refreshToken } from './handlers/auth.ts';
import { checkoutPage } from './handlers/checkout.ts';
import type { CallContext, Reply } from './handlers/context.ts';
import { entityEndpoints } from './handlers/entity.ts';
import { getEntityDef } from './handlers/entityDef.ts';
import { download, upload } from './handlers/files.ts';
import { appOriginOf, bulk, NOT_IN_BULK, UNKNOWN_CALL, type PlatformCallRoute } from './handlers/platform.ts';
import { pushInstallations, pushRegistrations } from './handlers/push.ts';
import { SOCIAL_PROVIDERS, socialSignIn } from './handlers/social.ts';
import { workflowEndpoints } from './handlers/workflow.ts';
import { configureFromSearch } from './config.ts';
import type { Row } from './query/types.ts';
import type { EmulatorConfig, EmulatorState, PushDelivery } from './state.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The README's row of a route. */
export interface RouteDoc {
  /** What the caller sends (Markdown, one line). */
  body: string;
  /** What the emulator answers (Markdown, one line). */
  answer: string;
}

/** A platform call: POST with a JSON (or multipart) body and a bearer, answered `{ success, … }`. */
export interface PlatformRoute extends PlatformCallRoute {
  kind: 'platform';
  method: 'POST';
  path: string;
  /** Refused inside /api/entity/bulk (400 `Unknown endpoint`). */
  notInBulk?: boolean;
  doc: RouteDoc;
}

/** What a request route may reach of the emulator besides its state. */
export interface RouteEnv {
  state: EmulatorState;
  reset(): Promise<void>;
  /** Runs the reminder scheduler as of `at` (default now). */
  sendDueReminders(at?: number): PushDelivery[];
  configure(config: Partial<EmulatorConfig>): void;
}

export type Params = Readonly<Record<string, string>>;

/** Any other request: a Request in, a Response out (browser pages, downloads, the push provider, control). */
export interface RequestRoute {
  kind: 'request';
  method: Method;
  path: string;
  /** Conditions on the path's `{params}`. */
  where?: Readonly<Record<string, (value: string) => boolean>>;
  handle: (request: Request, params: Params, env: RouteEnv) => Response | Promise<Response>;
  /** Answered even when the switches make the platform slow, failing or offline (control and sandbox pages). */
  beyondSwitches?: boolean;
  doc: RouteDoc;
}

export type Route = PlatformRoute | RequestRoute;

type CallHandler = (ctx: CallContext, body: Row, form: FormData | undefined) => Reply | Promise<Reply>;

function post(
  path: string,
  call: CallHandler,
  doc: RouteDoc,
  options: Pick<PlatformRoute, 'anyBearer' | 'multipart' | 'notInBulk'> = {},
): PlatformRoute {
  return { kind: 'platform', method: 'POST', path, call, doc, ...options };
}

function request(
  method: Method,
  path: string,
  handle: RequestRoute['handle'],
  doc: RouteDoc,
  options: Pick<RequestRoute, 'where' | 'beyondSwitches'> = {},
): RequestRoute {
  return { kind: 'request', method, path, handle, doc, ...options };
}

/** `/api/auth/{provider}`: the emulator's identity provider (consent page, then back to the app). */
function social(request: Request, params: Params, env: RouteEnv): Promise<Response> {
  const appOrigin = appOriginOf(request, new URL(request.url).origin);
  return socialSignIn(env.state, { request, provider: params.provider ?? '', appOrigin });
}

function push(request: Request, params: Params, env: RouteEnv): Promise<Response> {
  return pushRegistrations(env.state, request, params.token);
}

function installations(action: 'create' | 'token' | 'delete') {
  return (request: Request, params: Params, env: RouteEnv) =>
    pushInstallations(env.state, request, params.fid, action);
}

function checkout(action: 'complete' | 'cancel' | undefined) {
  return (request: Request, params: Params, env: RouteEnv) =>
    checkoutPage(env.state, request, params.id ?? '', action);
}

/** A handler of one of the endpoint groups below, by name. */
function endpoint<Name extends string>(
  group: Readonly<Record<Name, (ctx: CallContext, body: Row) => Reply | Promise<Reply>>>,
  name: Name,
): CallHandler {
  return (ctx, body) => group[name](ctx, body);
}
const entity = (name: keyof typeof entityEndpoints) => endpoint(entityEndpoints, name);
const workflow = (name: keyof typeof workflowEndpoints) => endpoint(workflowEndpoints, name);
const AUTH = { anyBearer: true, notInBulk: true } as const;
const MAPPED_ITEMS = '`entityName, entityId, propName, items: id[]`';

export const ROUTES: readonly Route[] = [
  post(
    '/api/auth/getToken',
    getToken,
    {
      body: "no bearer; `email, password` or `provider: 'google', idToken` (email claim read, not verified) or `provider: 'facebook', accessToken` (`demo:<email>`, else Sam Social); `remember` (default true), `includeUserInfo`",
      answer:
        '`{ auth: { token, refreshToken, expireDate, roles, groups, subscription, userId, name, email, pictureUrl }, user }`; sets the `gsb_refresh` cookie. 401 `Login failed` / `User not found or authentication failed`',
    },
    AUTH,
  ),
  post(
    '/api/auth/refreshToken',
    refreshToken,
    {
      body: "no bearer; `{}`, `{ token }` (the previous, possibly expired, access token) or `{ refreshToken }`; or the `gsb_refresh` cookie; with none of these, the tenant's latest session (the browser's cookie jar; in-process only, off in the HTTP server)",
      answer: 'a new `auth` (the old token stops working). 401 `No token to refresh`',
    },
    AUTH,
  ),
  post(
    '/api/auth/changePassword',
    changePassword,
    {
      body: '`oldPassword, newPassword` (bearer) or `resetToken, newPassword, email`',
      answer:
        '`{}`; 400 `Old password is incorrect`, `Invalid or expired reset token`, `New password is required`',
    },
    AUTH,
  ),
  post('/api/auth/logout', (ctx) => logout(ctx), { body: '', answer: 'revokes the session' }, AUTH),
  request(
    'GET',
    '/api/auth/{provider}',
    social,
    {
      body: '`?redirectUri=` (or the Origin/Referer), `?tenantCode=`; `?email=` (and `&name=` for a new one) skips the consent page',
      answer: 'the consent page (Sam Social or a new person); with `?email=`, 302 as after the consent form',
    },
    { where: { provider: (value) => /^[a-z]+$/.test(value) } },
  ),
  request(
    'POST',
    '/api/auth/{provider}',
    social,
    {
      body: 'the consent form: `identity` (`existing` or `new`, with `email, name`), `action` (`allow` or `cancel`), `redirectUri, tenantCode`',
      answer:
        '303 to `{app}/auth/callback?provider&token&refreshToken&expireDate`; a new email becomes a free account and goes to `/auth/continue?…&name=`; Cancel: `/auth/callback?provider&error=`; an invalid new person: the page again, 400',
    },
    { where: { provider: (value) => SOCIAL_PROVIDERS.has(value) } },
  ),
  post('/api/entity/get', entity('get'), {
    body: '`entityName, entityId, includes?, selectCols?`',
    answer: '`{ entity }`; 404 absent, 403 not yours',
  }),
  post('/api/entity/getCopy', entity('getCopy'), {
    body: '`entityName, entityId`',
    answer: '`{ entity }` without id and audit fields; 404 absent, 403 not yours',
  }),
  post('/api/entity/query', entity('query'), {
    body: '`entityName, filters, sortCols, selectCols, includes, startIndex, count, calcTotalCount, searchText, entityId`',
    answer: '`{ entities, totalCount? }`',
  }),
  post('/api/entity/queryMapped', entity('queryMapped'), {
    body: 'query + `entityId, propName`',
    answer: '`{ entities, totalCount?, items }`',
  }),
  post('/api/entity/save', entity('save'), {
    body: '`entityName, entity` (no id: create)',
    answer: '`{ id, entity }`',
  }),
  post('/api/entity/saveMulti', entity('saveMulti'), {
    body: '`entityName, entities` (all or nothing)',
    answer: '`{ ids, entities, affectedRowCount }`',
  }),
  post('/api/entity/updateQuery', entity('updateQuery'), {
    body: '`entityName, filters, values`',
    answer: '`{ affectedRowCount }`',
  }),
  post('/api/entity/delete', entity('delete'), {
    body: '`entityName, entityId`',
    answer: '`{ deleteCount }`',
  }),
  post('/api/entity/deleteQuery', entity('deleteQuery'), {
    body: '`entityName, filters` (non-empty)',
    answer: '`{ deleteCount }`',
  }),
  post('/api/entity/saveMappedItems', entity('saveMappedItems'), {
    body: MAPPED_ITEMS,
    answer: '`{ affectedRowCount }`',
  }),
  post('/api/entity/removeMappedItems', entity('removeMappedItems'), {
    body: MAPPED_ITEMS,
    answer: '`{ affectedRowCount }`',
  }),
  post('/api/entity/getCode', entity('getCode'), {
    body: '`codeGeneratorId` (id or name: `JOURNAL` → `J-00001`, `INVOICE` → `INV-2026-0001`)',
    answer: '`{ code }`',
  }),
  post(
    '/api/entity/bulk',
    (ctx, body) => bulk(ctx, body, bulkCall),
    {
      body: '`bulkCalls: [{ endPoint, request, reqId }]` (no auth, upload or bulk calls inside)',
      answer:
        "`{ results: [{ reqId, response: '<JSON>' }] }`; a failing call's response is `{ success: false, message, status }`",
    },
    { notInBulk: true },
  ),
  post('/api/entityDef/get', getEntityDef, {
    body: '`name` (or `id`); nothing for all',
    answer: '`{ definition }` / `{ definition: null, message }` / `{ definitions }`',
  }),
  post('/api/workflow/runFunction', workflow('runFunction'), {
    body: '`functionName, params`',
    answer: '`{ result }`; 404 `Function not found`',
  }),
  post('/api/workflow/testFunction', workflow('testFunction'), {
    body: '`functionId, params`',
    answer: '`{ result, logs }`; effects are rolled back (unsaved `code` is not executed)',
  }),
  post('/api/workflow/runWorkflow', workflow('runWorkflow'), {
    body: '`workflow_id, data` (a function name)',
    answer: '`{ result, instance }`',
  }),
  post('/api/workflow/startWorkflow', workflow('startWorkflow'), {
    body: '`workflow_id, data`',
    answer: '`{ instance }` (status `Started`)',
  }),
  post('/api/workflow/iterateTask', workflow('iterateTask'), {
    body: '`taskId`',
    answer: '`{ instance }` (status `Completed` or `Error`)',
  }),
  post(
    '/api/file/upload',
    (ctx, _body, form) => upload(ctx, form ?? new FormData()),
    {
      body: 'multipart: `file`, `entity` (JSON: `entityName, entityId?, propName?, parent_id?`), `variation` (JSON)',
      answer:
        '`{ id, fileDto }` (GsbFile with absolute `publicUrl`); public (`isPublic`) when `entityName` is publicly readable (a blog cover: `GsbBlog`, `image`), 403 then for a caller who may not write it; 400 `File is required`, 413 over 5 MB',
    },
    { multipart: true, notInBulk: true },
  ),
  request(
    'GET',
    '/api/file/public/{tenant}/{id}/{name}',
    (_request, params, env) =>
      download(env.state.db, decodeURIComponent(params.tenant ?? ''), params.id ?? ''),
    {
      body: '',
      answer: 'the bytes (no bearer: whoever has the URL may read it)',
    },
  ),
  request('POST', '…/installations', installations('create'), {
    body: "the push provider's installations (any origin and prefix, e.g. `/v1/projects/{p}/installations`): `{ fid, appId, authVersion, sdkVersion }`",
    answer: '`{ fid, refreshToken, authToken: { token, expiresIn } }`',
  }),
  request('POST', '…/installations/{fid}/authTokens:generate', installations('token'), {
    body: '`{ installation: { sdkVersion, appId } }`',
    answer: '`{ token, expiresIn }`; 404 `NOT_FOUND` for an unknown installation',
  }),
  request('DELETE', '…/installations/{fid}', installations('delete'), {
    body: '',
    answer: '`{}`; 404 `NOT_FOUND` for an unknown installation',
  }),
  request('POST', '…/registrations', push, {
    body: 'the push provider (any origin and prefix, e.g. `/v1/projects/{p}/registrations`): `{ web: { endpoint, auth, p256dh, applicationPubKey? } }`',
    answer: '`{ name, token, web }`; errors `{ error: { code, message, status } }`',
  }),
  request('PATCH', '…/registrations/{token}', push, {
    body: '`{ web: { endpoint, auth, p256dh, applicationPubKey? } }`',
    answer: '`{ name, token, web }`; 404 `NOT_FOUND` for an unknown token',
  }),
  request('DELETE', '…/registrations/{token}', push, {
    body: '',
    answer: '`{}`; 404 `NOT_FOUND` for an unknown token',
  }),
  request(
    'POST',
    '/analytics/collect',
    (request, _params, env) => collectAnalytics(request, env.state),
    {
      body: "`{ name, clientId, params }`: the app's analytics when no provider is configured (no platform call)",
      answer: '204; 400 `Invalid analytics event: <field>`',
    },
    { beyondSwitches: true },
  ),
  request(
    'GET',
    '/__emulator/analytics',
    (_request, _params, env) => Response.json({ events: env.state.analytics }),
    {
      body: '',
      answer: '`{ events }` (oldest first)',
    },
    { beyondSwitches: true },
  ),
  request(
    'GET',
    '/__emulator/mailbox',
    (_request, _params, env) => Response.json({ messages: env.state.mailbox }),
    {
      body: '',
      answer: '`{ messages }`',
    },
    { beyondSwitches: true },
  ),
  request(
    'GET',
    '/__emulator/push/outbox',
    (_request, _params, env) => Response.json({ messages: env.state.pushOutbox }),
    {
      body: '',
      answer:
        '`{ messages }`: pushes sent (daily reminders), oldest first, each `{ token, userId, reminderId, message, sentAt }`',
    },
    { beyondSwitches: true },
  ),
  request(
    'POST',
    '/__emulator/reminders/send',
    (request, _params, env) => {
      const at = Date.parse(new URL(request.url).searchParams.get('at') ?? '');
      return Response.json({ messages: env.sendDueReminders(Number.isFinite(at) ? at : undefined) });
    },
    {
      body: '`?at=<ISO date>` (default now): runs the reminder scheduler as of then (the HTTP server also runs it every minute)',
      answer: '`{ messages }`: the pushes it sent',
    },
    { beyondSwitches: true },
  ),
  request(
    'POST',
    '/__emulator/reset',
    async (_request, _params, env) => {
      await env.reset();
      return Response.json({ success: true });
    },
    { body: '', answer: 'restores the seed' },
    { beyondSwitches: true },
  ),
  request(
    'GET',
    '/__emulator/config',
    (_request, _params, env) => Response.json(env.state.config),
    {
      body: '',
      answer: 'the switches',
    },
    { beyondSwitches: true },
  ),
  request(
    'POST',
    '/__emulator/config',
    (request, _params, env) => {
      // The same switches as the browser's `?emulator.*` query, so e2e tests can inject faults mid-run.
      env.configure(configureFromSearch(new URL(request.url).search).config);
      return Response.json(env.state.config);
    },
    {
      body: '`?emulator.errorRate=0.3`: the same `emulator.*` switches as the browser query (`latency`, `errorRate`, `tokenLifetime`, `offline`)',
      answer: 'the switches after the change',
    },
    { beyondSwitches: true },
  ),
  request(
    'GET',
    '/__emulator/checkout/{id}',
    checkout(undefined),
    {
      body: '',
      answer: 'the sandbox card page',
    },
    { beyondSwitches: true },
  ),
  request(
    'POST',
    '/__emulator/checkout/{id}/complete',
    checkout('complete'),
    {
      body: 'form field `cardNumber`',
      answer: '303 to the success URL; a declined card: the page again with the reason',
    },
    { beyondSwitches: true },
  ),
  request(
    'POST',
    '/__emulator/checkout/{id}/cancel',
    checkout('cancel'),
    {
      body: '',
      answer: '303 to the cancel URL',
    },
    { beyondSwitches: true },
  ),
];

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(route: Route): CompiledRoute {
  const anyPrefix = route.path.startsWith('…');
  const names: string[] = [];
  const segments = (anyPrefix ? route.path.slice(1) : route.path).split('/').map((segment) => {
    const param = /^\{(\w+)\}$/.exec(segment);
    if (param === null) return escapeRegExp(segment);
    names.push(param[1] ?? '');
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${anyPrefix ? '.*' : ''}${segments.join('/')}$`), names };
}

const COMPILED: readonly CompiledRoute[] = ROUTES.map(compile);

function paramsOf(compiled: CompiledRoute, path: string): Params | undefined {
  const match = compiled.pattern.exec(path);
  if (match === null) return undefined;
  const params: Record<string, string> = {};
  compiled.names.forEach((name, index) => {
    params[name] = match[index + 1] ?? '';
  });
  const where = compiled.route.kind === 'request' ? compiled.route.where : undefined;
  for (const [name, accepts] of Object.entries(where ?? {}))
    if (!accepts(params[name] ?? '')) return undefined;
  return params;
}

export type RouteMatch =
  | { found: 'route'; route: Route; params: Params }
  /** The path is a route's, the method none's. */
  | { found: 'path' }
  | { found: 'nothing' };

export function matchRoute(method: string, path: string): RouteMatch {
  let pathOnly = false;
  for (const compiled of COMPILED) {
    const params = paramsOf(compiled, path);
    if (params === undefined) continue;
    if (compiled.route.method === method) return { found: 'route', route: compiled.route, params };
    pathOnly = true;
  }
  return pathOnly ? { found: 'path' } : { found: 'nothing' };
}

/** The platform call a path stands for inside /api/entity/bulk. */
function bulkCall(path: string): PlatformCallRoute {
  if (path.startsWith('/api/auth/')) return NOT_IN_BULK;
  const match = matchRoute('POST', path);
  if (match.found !== 'route' || match.route.kind !== 'platform') return UNKNOWN_CALL;
  return match.route.notInBulk === true ? NOT_IN_BULK : match.route;
}
