import { describe, expect, it } from 'vitest';
import { USER_ROLE_ID } from '../src/ids.ts';
import { BASE, call, type Json } from './helpers.ts';
import { useEmulator } from './helpers.ts';

const { emulator } = useEmulator();

const APP = 'http://localhost:5173';

function consentForm(provider: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${BASE}/api/auth/${provider}`, {
    method: 'POST',
    // The consent page's own origin: the app's origin must come from the hidden redirectUri field.
    headers: { Origin: BASE },
    body: new URLSearchParams({ redirectUri: APP, tenantCode: 'emotion', ...fields }),
    redirect: 'manual',
  });
}

function locationOf(response: Response): URL {
  return new URL(response.headers.get('location') ?? '');
}

async function ownUser(token: string): Promise<Json | undefined> {
  const answer = await call('/api/entity/query', { entityName: 'GsbUser' }, token);
  expect(answer.status).toBe(200);
  const entities = answer.body.entities as Json[];
  expect(entities).toHaveLength(1);
  return entities[0];
}

describe('social sign-in: the consent page', () => {
  it('asks which identity to use, with every control labelled and the app kept in hidden fields', async () => {
    const response = await fetch(
      `${BASE}/api/auth/github?redirectUri=${encodeURIComponent(`${APP}/auth/callback`)}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>Continue with GitHub — Emotion Guru emulator</title>');
    expect(html).toContain('<form method="post" action="/api/auth/github">');
    expect(html).toContain(`<input type="hidden" name="redirectUri" value="${APP}">`);
    expect(html).toContain('<input type="hidden" name="tenantCode" value="emotion">');
    expect(html).toMatch(
      /<label class="choice"><input type="radio" name="identity" value="existing" checked>Sam Social/,
    );
    expect(html).toMatch(
      /<label class="choice"><input type="radio" name="identity" value="new">A new person/,
    );
    expect(html).toContain('<label for="email">Email</label><input id="email"');
    expect(html).toContain('<label for="name">Name</label><input id="name"');
    expect(html).toContain('value="cancel">Cancel</button>');
  });

  it('escapes what it echoes back', async () => {
    const response = await consentForm('google', {
      identity: 'new',
      email: 'not-an-email"><script>',
      name: 'Ada',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="not-an-email&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('role="alert">Enter a valid email address for the new person.</p>');
    expect(html).toContain('aria-invalid="true"');
  });

  it('signs the demo identity in and returns to /auth/callback', async () => {
    const response = await consentForm('github', { identity: 'existing', action: 'allow' });
    expect(response.status).toBe(303);
    const location = locationOf(response);
    expect(location.origin + location.pathname).toBe(`${APP}/auth/callback`);
    expect(location.searchParams.get('provider')).toBe('github');
    expect(location.searchParams.get('name')).toBeNull();
    expect((await ownUser(location.searchParams.get('token') ?? ''))?.email).toBe('social@example.com');
  });

  it('creates a free account for a new person and sends the browser to /auth/continue', async () => {
    const response = await consentForm('facebook', {
      identity: 'new',
      email: 'New.Person@example.com',
      name: '  Nora Newcomer ',
      action: 'allow',
    });
    expect(response.status).toBe(303);
    const location = locationOf(response);
    expect(location.origin + location.pathname).toBe(`${APP}/auth/continue`);
    expect(location.searchParams.get('provider')).toBe('facebook');
    expect(location.searchParams.get('name')).toBe('Nora Newcomer');
    expect(location.searchParams.get('refreshToken')).toBeTruthy();
    expect(Date.parse(location.searchParams.get('expireDate') ?? '')).toBeGreaterThan(Date.now());
    const user = await ownUser(location.searchParams.get('token') ?? '');
    expect(user).toMatchObject({
      name: 'Nora Newcomer',
      email: 'New.Person@example.com',
      subscriptionType: 1,
    });
    const tenant = emulator.db.tenant('emotion');
    const id = String(user?.id);
    expect(emulator.db.mappedIds(tenant, 'GsbUser', 'roles', id)).toEqual([USER_ROLE_ID]);
    expect(emulator.db.mappedIds(tenant, 'GsbUser', 'groups', id)).toEqual([]);
    // No password: the account signs in through its provider only.
    expect(tenant.credentials.has(id)).toBe(false);
    const password = await call('/api/auth/getToken', {
      email: 'New.Person@example.com',
      password: 'Emotion-demo-1',
    });
    expect(password.status).toBe(401);
  });

  it('signs a returning new person in through /auth/callback, matching the email in any case', async () => {
    const first = await consentForm('github', { identity: 'new', email: 'back@example.com', name: 'Bo' });
    expect(locationOf(first).pathname).toBe('/auth/continue');
    const again = await consentForm('google', { identity: 'new', email: 'BACK@example.com', name: 'Bo' });
    const location = locationOf(again);
    expect(location.pathname).toBe('/auth/callback');
    expect((await ownUser(location.searchParams.get('token') ?? ''))?.email).toBe('back@example.com');
    const users = emulator.db.rows(emulator.db.tenant('emotion'), 'GsbUser');
    expect(users.filter((u) => String(u.email).toLowerCase() === 'back@example.com')).toHaveLength(1);
  });

  it('asks again when the new person has no name', async () => {
    const response = await consentForm('github', {
      identity: 'new',
      email: 'nameless@example.com',
      name: ' ',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Enter a name for the new person.');
  });

  it('returns the provider error to the callback on Cancel', async () => {
    const response = await consentForm('github', {
      identity: 'new',
      email: 'x@example.com',
      action: 'cancel',
    });
    expect(response.status).toBe(303);
    const location = locationOf(response);
    expect(location.origin + location.pathname).toBe(`${APP}/auth/callback`);
    expect(location.searchParams.get('error')).toBe('Failed to authenticate with github');
    expect(location.searchParams.get('token')).toBeNull();
    const users = emulator.db.rows(emulator.db.tenant('emotion'), 'GsbUser');
    expect(users.some((u) => u.email === 'x@example.com')).toBe(false);
  });
});

describe('social sign-in: ?email= skips the page', () => {
  it('signs a named demo account in at once and reports unknown providers', async () => {
    const named = await fetch(`${BASE}/api/auth/google?email=team@example.com`, { redirect: 'manual' });
    expect(named.status).toBe(302);
    expect(locationOf(named).pathname).toBe('/auth/callback');
    expect(locationOf(named).searchParams.get('token')).toBeTruthy();
    const unknown = await fetch(`${BASE}/api/auth/myspace`, { redirect: 'manual' });
    expect(locationOf(unknown).searchParams.get('error')).toBe('Failed to authenticate with myspace');
  });

  it('creates an unknown email with &name= and continues, then goes to the callback next time', async () => {
    const path = `${BASE}/api/auth/github?email=fresh@example.com&name=${encodeURIComponent('Fatma Taze')}&redirectUri=${encodeURIComponent(APP)}`;
    const first = locationOf(await fetch(path, { redirect: 'manual' }));
    expect(first.origin + first.pathname).toBe(`${APP}/auth/continue`);
    expect(first.searchParams.get('name')).toBe('Fatma Taze');
    expect((await ownUser(first.searchParams.get('token') ?? ''))?.name).toBe('Fatma Taze');
    const second = locationOf(await fetch(path, { redirect: 'manual' }));
    expect(second.pathname).toBe('/auth/callback');
  });

  it('names an unknown email without &name= after its local part, and refuses a malformed one', async () => {
    const named = locationOf(
      await fetch(`${BASE}/api/auth/github?email=deniz@example.com`, { redirect: 'manual' }),
    );
    expect(named.searchParams.get('name')).toBe('Deniz');
    const malformed = locationOf(await fetch(`${BASE}/api/auth/github?email=nope`, { redirect: 'manual' }));
    expect(malformed.searchParams.get('error')).toBe('Failed to authenticate with github');
  });

  it('leaves other auth endpoints alone: POST /api/auth/logout is not a provider', async () => {
    const answer = await call('/api/auth/logout', {});
    expect(answer.headers.get('content-type')).toContain('application/json');
  });
});
