/**
 * The emulator's identity provider behind `GET /api/auth/{provider}` (spec section 7, social login).
 *
 * A browser arriving without `?email=` gets the provider's consent page: sign in as the demo social
 * identity (Sam Social), or as "a new person" (email and name). The page posts back to the same path.
 * An identity the tenant does not know yet becomes a free-tier account, as the platform does on a first
 * social sign-in, and the browser goes to `{app}/auth/continue` to finish the profile; a known identity
 * goes to `{app}/auth/callback`. Cancel (or any failure) goes to the callback with the catalogue error.
 * `?email=` (and `&name=` for a new identity) skips the page: tests and scripts use it.
 */
import { ERRORS, SubscriptionType, validateEmail } from '@emotion-guru/platform-sdk';
import { createSession } from '../auth/sessions.ts';
import type { TenantData } from '../db/tenant.ts';
import { USER_ROLE_ID } from '../ids.ts';
import type { Row } from '../query/types.ts';
import { SOCIAL_DEMO } from '../seed/accounts.ts';
import type { EmulatorState } from '../state.ts';
import { findUserByEmail } from './auth.ts';
import { escapeHtml, htmlPage } from './html.ts';

export const SOCIAL_PROVIDERS: ReadonlySet<string> = new Set([
  'google',
  'github',
  'facebook',
  'apple',
  'microsoft',
]);

const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  facebook: 'Facebook',
  apple: 'Apple',
  microsoft: 'Microsoft',
};

/** The longest display name the provider hands over (the platform stores names up to this). */
const MAX_NAME_LENGTH = 100;

export interface SocialRequest {
  request: Request;
  provider: string;
  /** Origin of the app the browser came from (the Origin or Referer header); `redirectUri` overrides it. */
  appOrigin: string;
}

interface Identity {
  email: string;
  name: string;
}

function originOr(uri: string | undefined, fallback: string): string {
  if (uri === undefined) return fallback;
  try {
    return new URL(uri, fallback).origin;
  } catch {
    return fallback;
  }
}

function redirect(location: URL, status: number): Response {
  return new Response(null, { status, headers: { Location: location.toString() } });
}

function failure(appOrigin: string, provider: string, status: number): Response {
  const callback = new URL('/auth/callback', appOrigin);
  callback.searchParams.set('provider', provider);
  callback.searchParams.set('error', ERRORS.OAUTH_FAILED.replace('{provider}', provider));
  return redirect(callback, status);
}

/** Browsers send a language preference; a new account starts in it when the app speaks it. */
function languageOf(request: Request): string {
  const header = request.headers.get('accept-language') ?? '';
  return header.trim().toLowerCase().startsWith('tr') ? 'tr-TR' : 'en-US';
}

/** The local part of the email, capitalised: what a provider without a display name would report. */
function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local.charAt(0).toUpperCase() + local.slice(1);
}

function createAccount(state: EmulatorState, tenant: TenantData, identity: Identity, request: Request): Row {
  const id = state.db.random.uuid();
  const at = new Date(state.now()).toISOString();
  // Social accounts have no password credential: they sign in through their provider only.
  return state.db.insert(
    tenant,
    'GsbUser',
    {
      name: identity.name,
      email: identity.email,
      languageCode: languageOf(request),
      subscriptionType: SubscriptionType.Free,
      pictureUrl: null,
      roles: [USER_ROLE_ID],
      groups: [],
    },
    { actorId: id, now: at, id },
  );
}

/** Signs the identity in (creating the account when it is new) and sends the browser back to the app. */
function signInAs(
  state: EmulatorState,
  tenant: TenantData,
  identity: Identity,
  { request, provider, appOrigin }: SocialRequest,
  status: number,
): Response {
  const existing = findUserByEmail(state.db, tenant, identity.email);
  const user = existing ?? createAccount(state, tenant, identity, request);
  const session = createSession(tenant, String(user.id), true, state.now(), state.config);
  state.onChange(tenant.code);
  const back = new URL(existing === undefined ? '/auth/continue' : '/auth/callback', appOrigin);
  back.searchParams.set('provider', provider);
  back.searchParams.set('token', session.token);
  back.searchParams.set('refreshToken', session.refreshToken);
  back.searchParams.set('expireDate', new Date(session.expiresAt).toISOString());
  if (existing === undefined) back.searchParams.set('name', identity.name);
  return redirect(back, status);
}

type Choice = { identity: Identity } | { problem: string };

/** Reads "which identity" from the consent form; a new person needs a valid email and a name. */
function choiceOf(form: FormData): Choice {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  if (field('identity') !== 'new') return { identity: { email: SOCIAL_DEMO.email, name: SOCIAL_DEMO.name } };
  const email = field('email');
  const name = field('name');
  if (!validateEmail(email).valid) return { problem: 'Enter a valid email address for the new person.' };
  if (name === '') return { problem: 'Enter a name for the new person.' };
  if (name.length > MAX_NAME_LENGTH)
    return { problem: `A name has at most ${String(MAX_NAME_LENGTH)} characters.` };
  return { identity: { email, name } };
}

interface PageValues {
  provider: string;
  appOrigin: string;
  tenantCode: string;
  newPerson: boolean;
  email: string;
  name: string;
  problem: string | undefined;
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.4rem}fieldset{border:1px solid #d1d5db;border-radius:.5rem;margin:1rem 0;padding:.5rem 1rem 1rem}legend{font-weight:600;padding:0 .25rem}label{display:block;margin:.75rem 0 .25rem}label.choice{display:flex;gap:.5rem;align-items:center}input[type=email],input[type=text]{box-sizing:border-box;width:100%;padding:.6rem;font-size:1rem;border:1px solid #6b7280;border-radius:.5rem}button{margin:1rem .5rem 0 0;padding:.7rem 1.2rem;font-size:1rem;border-radius:.5rem;border:0;background:#4f46e5;color:#fff;cursor:pointer}button.secondary{background:#e5e7eb;color:#111827}:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}.error{color:#b91c1c}p.note{font-size:.9rem;color:#4b5563}';

function consentPage(state: EmulatorState, values: PageValues): Response {
  const providerName = PROVIDER_NAMES[values.provider] ?? values.provider;
  const title = `Continue with ${providerName} — Emotion Guru emulator`;
  const app = escapeHtml(new URL(values.appOrigin).host);
  const checked = (yes: boolean) => (yes ? ' checked' : '');
  const invalid = values.problem === undefined ? '' : ' aria-invalid="true" aria-describedby="problem"';
  const body = `<main><h1>Continue with ${escapeHtml(providerName)}</h1>
<p>Emotion Guru at <strong>${app}</strong> asks ${escapeHtml(providerName)} who you are: your name and email address.</p>
${values.problem === undefined ? '' : `<p id="problem" class="error" role="alert">${escapeHtml(values.problem)}</p>`}
<form method="post" action="/api/auth/${escapeHtml(values.provider)}">
<input type="hidden" name="redirectUri" value="${escapeHtml(values.appOrigin)}">
<input type="hidden" name="tenantCode" value="${escapeHtml(values.tenantCode)}">
<fieldset><legend>Sign in as</legend>
<label class="choice"><input type="radio" name="identity" value="existing"${checked(!values.newPerson)}>${escapeHtml(SOCIAL_DEMO.name)} (${escapeHtml(SOCIAL_DEMO.email)}), the demo identity</label>
<label class="choice"><input type="radio" name="identity" value="new"${checked(values.newPerson)}>A new person</label>
</fieldset>
<fieldset><legend>The new person</legend>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" maxlength="320" value="${escapeHtml(values.email)}"${invalid}>
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" maxlength="${String(MAX_NAME_LENGTH)}" value="${escapeHtml(values.name)}"${invalid}>
</fieldset>
<button type="submit" name="action" value="allow">Continue</button><button class="secondary" type="submit" name="action" value="cancel">Cancel</button>
</form>
<p class="note">Emulator identity provider: no real ${escapeHtml(providerName)} account is used. A new person gets a new free account.</p></main>`;
  return htmlPage(state, {
    title,
    style: STYLE,
    body,
    status: values.problem === undefined ? 200 : 400,
  });
}

/** `GET` (consent page, or `?email=` at once) and `POST` (the consent form) of `/api/auth/{provider}`. */
export async function socialSignIn(state: EmulatorState, arrived: SocialRequest): Promise<Response> {
  const { request, provider } = arrived;
  const isPost = request.method === 'POST';
  // After a form post the browser must come back with a GET.
  const status = isPost ? 303 : 302;
  if (!SOCIAL_PROVIDERS.has(provider)) return failure(arrived.appOrigin, provider, status);
  const form = isPost ? await request.formData().catch(() => new FormData()) : undefined;
  const url = new URL(request.url);
  const param = (name: string) => {
    const value = form === undefined ? url.searchParams.get(name) : form.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  // Where to send the browser back: the query's redirectUri, or the consent form's hidden copy of it
  // (a form post's own Origin is the emulator's).
  const appOrigin = originOr(
    param('redirectUri') ?? param('returnUrl') ?? param('redirect'),
    arrived.appOrigin,
  );
  const social: SocialRequest = { ...arrived, appOrigin };
  const tenantCode = param('tenantCode') ?? state.defaultTenant;
  if (!state.db.tenantCodes().includes(tenantCode)) return failure(appOrigin, provider, status);
  const tenant = state.db.tenant(tenantCode);

  if (form !== undefined) {
    if (param('action') === 'cancel') return failure(appOrigin, provider, status);
    const choice = choiceOf(form);
    if ('identity' in choice) return signInAs(state, tenant, choice.identity, social, status);
    return consentPage(state, {
      provider,
      appOrigin,
      tenantCode,
      newPerson: true,
      email: param('email') ?? '',
      name: param('name') ?? '',
      problem: choice.problem,
    });
  }

  const email = param('email');
  if (email === undefined)
    return consentPage(state, {
      provider,
      appOrigin,
      tenantCode,
      newPerson: false,
      email: '',
      name: '',
      problem: undefined,
    });
  if (!validateEmail(email).valid) return failure(appOrigin, provider, status);
  const name = (param('name') ?? nameFromEmail(email)).slice(0, MAX_NAME_LENGTH);
  return signInAs(state, tenant, { email, name }, social, status);
}
