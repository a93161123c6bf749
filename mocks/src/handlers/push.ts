/**
 * The push provider's APIs (Firebase Cloud Messaging's, which the app's `firebase/messaging` calls):
 *
 * Installations: POST .../projects/{p}/installations `{ fid, appId, authVersion, sdkVersion }` answers
 * `{ fid, refreshToken, authToken: { token, expiresIn } }`; POST .../installations/{fid}/authTokens:generate
 * answers a new `{ token, expiresIn }`; DELETE .../installations/{fid} removes it.
 *
 * Registrations: POST .../registrations with
 * `{ web: { endpoint, auth, p256dh, applicationPubKey? } }` answers `{ token, name, web }`;
 * PATCH .../registrations/{token} updates it; DELETE removes it. Errors use the provider's shape
 * `{ error: { code, message, status } }`.
 */
import type { EmulatorState, PushRegistration } from '../state.ts';
import { isRecord } from './body.ts';
import { newToken } from '../auth/passwords.ts';

function providerError(code: number, status: string, message: string): Response {
  return Response.json({ error: { code, message, status } }, { status: code });
}

async function webKeys(request: Request): Promise<Omit<PushRegistration, 'token' | 'createTime'> | Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return providerError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
  }
  const web = isRecord(body) ? body.web : undefined;
  if (
    !isRecord(web) ||
    typeof web.endpoint !== 'string' ||
    typeof web.auth !== 'string' ||
    typeof web.p256dh !== 'string'
  ) {
    return providerError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
  }
  const keys: Omit<PushRegistration, 'token' | 'createTime'> = {
    endpoint: web.endpoint,
    auth: web.auth,
    p256dh: web.p256dh,
  };
  if (typeof web.applicationPubKey === 'string') keys.applicationPubKey = web.applicationPubKey;
  return keys;
}

function answer(registration: PushRegistration): Response {
  const web: Record<string, string> = {
    endpoint: registration.endpoint,
    auth: registration.auth,
    p256dh: registration.p256dh,
  };
  if (registration.applicationPubKey !== undefined) web.applicationPubKey = registration.applicationPubKey;
  return Response.json({ name: `registrations/${registration.token}`, token: registration.token, web });
}

export async function pushRegistrations(
  state: EmulatorState,
  request: Request,
  token: string | undefined,
): Promise<Response> {
  if (request.method === 'POST' && token === undefined) {
    const keys = await webKeys(request);
    if (keys instanceof Response) return keys;
    const registration: PushRegistration = {
      ...keys,
      token: newToken(24),
      createTime: new Date(state.now()).toISOString(),
    };
    state.registrations.set(registration.token, registration);
    return answer(registration);
  }
  const existing = token === undefined ? undefined : state.registrations.get(token);
  if (token === undefined || existing === undefined)
    return providerError(404, 'NOT_FOUND', 'Requested entity was not found.');
  if (request.method === 'PATCH') {
    const keys = await webKeys(request);
    if (keys instanceof Response) return keys;
    const updated = { ...existing, ...keys };
    state.registrations.set(token, updated);
    return answer(updated);
  }
  if (request.method === 'DELETE') {
    state.registrations.delete(token);
    return Response.json({});
  }
  return providerError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed.');
}

/** Installations (Firebase's app-instance ids), which the registrations calls authenticate with. */
export async function pushInstallations(
  state: EmulatorState,
  request: Request,
  fid: string | undefined,
  action: 'create' | 'token' | 'delete',
): Promise<Response> {
  const authToken = () => ({ token: newToken(24), expiresIn: '604800s' });
  if (action === 'create') {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return providerError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    const given = isRecord(body) && typeof body.fid === 'string' && body.fid !== '' ? body.fid : newToken(16);
    const installation = { fid: given, refreshToken: newToken(24) };
    state.installations.add(installation.fid);
    return Response.json({ ...installation, authToken: authToken() });
  }
  if (fid === undefined || !state.installations.has(fid))
    return providerError(404, 'NOT_FOUND', 'Requested entity was not found.');
  if (action === 'token') return Response.json(authToken());
  state.installations.delete(fid);
  return Response.json({});
}
