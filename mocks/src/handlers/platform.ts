/**
 * How a platform call is answered, whatever its path: the JSON (or multipart) body is read, the
 * variation and bearer become a CallContext, the route's call runs, and its Reply (or the error it
 * throws) becomes `{ success, … }` with stored `publicUrl` paths made absolute on the API's origin.
 */
import { ERRORS } from '@emotion-guru/platform-sdk';
import type { Actor } from '../access/rules.ts';
import { findSessionByToken, isAdmin } from '../auth/sessions.ts';
import type { Session } from '../db/tenant.ts';
import { QueryError, type Row } from '../query/types.ts';
import type { EmulatorState } from '../state.ts';
import { isRecord, str } from './body.ts';
import { EMULATOR_MESSAGES, HttpError, type CallContext, type Reply } from './context.ts';
import { readForm } from './files.ts';

/** What the answering needs to know of a platform call's route. */
export interface PlatformCallRoute {
  call: (ctx: CallContext, body: Row, form: FormData | undefined) => Reply | Promise<Reply>;
  /** Works with a missing or expired bearer (signing in, renewing, out). */
  anyBearer?: boolean;
  /** The body is multipart form data, its `variation` a JSON field. */
  multipart?: boolean;
}

export function replyToResponse(reply: Reply): Response {
  return new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'Content-Type': 'application/json', ...(reply.headers ?? {}) },
  });
}

export function errorReply(error: unknown): Reply {
  if (error instanceof HttpError)
    return { status: error.status, body: { success: false, message: error.message, ...(error.extra ?? {}) } };
  if (error instanceof QueryError)
    return { status: 400, body: { success: false, message: error.message, ...(error.extra ?? {}) } };
  // A bug in the emulator must still answer like a server, never take the app (or the test run) down.
  const message = error instanceof Error ? error.message : String(error);
  return { status: 500, body: { success: false, message: `Internal emulator error: ${message}` } };
}

/** Makes stored `publicUrl` paths absolute on the API's origin, wherever they appear in an answer. */
export function absoluteUrls(value: unknown, origin: string): unknown {
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

/** Origin of the app that called (the Origin or Referer header), else the API's own. */
export function appOriginOf(request: Request, apiOrigin: string): string {
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

function contextFor(state: EmulatorState, request: Request, body: Row, anyBearer: boolean): CallContext {
  const { db } = state;
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
    if (found === undefined || found.revoked === true) {
      if (!anyBearer) throw new HttpError(401, EMULATOR_MESSAGES.INVALID_TOKEN);
    } else if (found.tenantCode !== tenantCode) {
      throw new HttpError(401, EMULATOR_MESSAGES.TENANT_MISMATCH);
    } else if (found.expiresAt <= now) {
      if (!anyBearer) throw new HttpError(401, ERRORS.SESSION_EXPIRED);
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

const INVALID_JSON = new HttpError(400, EMULATOR_MESSAGES.INVALID_JSON);

/** The call's body (and, for multipart calls, its form); throws 400 for a body that is not a JSON object. */
async function readBody(
  request: Request,
  multipart: boolean,
): Promise<{ body: Row; form: FormData | undefined }> {
  if (multipart) {
    const form = await readForm(request);
    // Multipart calls carry the variation as a JSON form field.
    const variation = form.get('variation');
    try {
      return {
        body: typeof variation === 'string' ? { variation: JSON.parse(variation) as unknown } : {},
        form,
      };
    } catch {
      throw INVALID_JSON;
    }
  }
  const text = await request.text();
  if (text.trim().length === 0) return { body: {}, form: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw INVALID_JSON;
  }
  if (!isRecord(parsed)) throw INVALID_JSON;
  return { body: parsed, form: undefined };
}

/** Stands in for a route when the path is no platform call: 404 `Unknown endpoint`, after the body and tenant checks. */
export const UNKNOWN_CALL: PlatformCallRoute = {
  call() {
    throw new HttpError(404, EMULATOR_MESSAGES.UNKNOWN_ENDPOINT);
  },
};

export async function answerPlatformCall(
  state: EmulatorState,
  request: Request,
  route: PlatformCallRoute,
): Promise<Response> {
  let origin = new URL(request.url).origin;
  let reply: Reply;
  try {
    const { body, form } = await readBody(request, route.multipart === true);
    const ctx = contextFor(state, request, body, route.anyBearer === true);
    origin = ctx.apiOrigin;
    reply = await route.call(ctx, body, form);
  } catch (error) {
    reply = errorReply(error);
  }
  return replyToResponse({ ...reply, body: absoluteUrls(reply.body, origin) });
}

/** Stands in for a call that cannot run inside a bulk (auth, uploads, bulk itself): 400 `Unknown endpoint`. */
export const NOT_IN_BULK: PlatformCallRoute = {
  call() {
    throw new HttpError(400, EMULATOR_MESSAGES.UNKNOWN_ENDPOINT);
  },
};

/**
 * /api/entity/bulk: each call runs as if sent alone, with the bulk's bearer and variation. `find` names
 * the platform call a path stands for inside a bulk.
 */
export async function bulk(
  ctx: CallContext,
  body: Row,
  find: (path: string) => PlatformCallRoute,
): Promise<Reply> {
  const calls = body.bulkCalls;
  if (!Array.isArray(calls)) throw new QueryError(ERRORS.BULK_NO_RESULTS);
  const results: { reqId: string; response: string }[] = [];
  for (const call of calls as unknown[]) {
    if (!isRecord(call)) continue;
    const reqId = typeof call.reqId === 'string' || typeof call.reqId === 'number' ? String(call.reqId) : '';
    const endPoint = typeof call.endPoint === 'string' ? new URL(call.endPoint, 'http://bulk').pathname : '';
    const inner = isRecord(call.request) ? call.request : {};
    let reply: Reply;
    try {
      reply = await find(endPoint).call(ctx, { ...inner, variation: body.variation }, undefined);
    } catch (error) {
      reply = errorReply(error);
    }
    const answer =
      reply.status >= 400 && isRecord(reply.body) ? { ...reply.body, status: reply.status } : reply.body;
    results.push({ reqId, response: JSON.stringify(absoluteUrls(answer, ctx.apiOrigin)) });
  }
  return { status: 200, body: { success: true, results } };
}
