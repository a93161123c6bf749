import { expect, type Page, type Request } from '@playwright/test';
import { EMULATOR_URL, uniqueSuffix } from './journal.ts';
import { skipOnboarding } from './sign-up.ts';

/**
 * A new free account for one chat journey (the chat keeps consent, conversations and a daily count per
 * account, so journeys that run in parallel never share one): signed up through the emulator's GitHub
 * stand-in (`?email=` skips its consent page), the profile finished on /auth/continue, on the dashboard.
 */
export async function signUpNewPerson(page: Page, label: string): Promise<{ email: string; name: string }> {
  const suffix = uniqueSuffix();
  const person = { email: `chat-${label}-${suffix}@example.com`, name: `Deniz ${suffix}` };
  const appOrigin = new URL(page.url() === 'about:blank' ? 'http://localhost:4173' : page.url()).origin;
  const url = new URL(`${EMULATOR_URL}/api/auth/github`);
  url.searchParams.set('email', person.email);
  url.searchParams.set('name', person.name);
  url.searchParams.set('redirectUri', appOrigin);
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Finish creating your account' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await skipOnboarding(page);
  return person;
}

/** The signed-in page's bearer token (the session the app keeps in localStorage). */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('eg_session');
    return raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
  });
  if (!token) throw new Error('the page has no session');
  return token;
}

/** One platform call to the emulator with a bearer token, as the app makes it. */
export async function platformCall<T>(token: string, path: string, body: object): Promise<T> {
  const response = await fetch(`${EMULATOR_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...body, variation: { tenantCode: 'emotion', languageCode: 'en-US' } }),
  });
  if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`);
  return (await response.json()) as T;
}

/** Runs the platform's `aiChat` function (the same call the app makes) and returns its result. */
export async function aiChat<T = { success: boolean; error?: string }>(
  token: string,
  params: Record<string, unknown>,
): Promise<T> {
  const { result } = await platformCall<{ result: T }>(token, '/api/workflow/runFunction', {
    functionName: 'aiChat',
    params,
  });
  return result;
}

/** The account's own client record id (a new account's is made by the app on its first visit). */
export async function ownClientId(token: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const { entities } = await platformCall<{ entities: { id: string }[] }>(token, '/api/entity/query', {
        entityName: 'VegClient',
        count: 1,
      });
      id = entities[0]?.id;
      return id;
    })
    .toBeTruthy();
  return id ?? '';
}

/** The `aiChat` parameters of a request the page sent, or null when it is another call. */
export function aiChatParams(request: Request): Record<string, unknown> | null {
  if (request.method() !== 'POST' || !request.url().endsWith('/api/workflow/runFunction')) return null;
  const body = request.postDataJSON() as { functionName?: string; params?: Record<string, unknown> } | null;
  return body?.functionName === 'aiChat' ? (body.params ?? {}) : null;
}

/** Waits for the page's `aiChat` send carrying `message`. */
export function chatSendRequest(page: Page, message: string): Promise<Request> {
  return page.waitForRequest((request) => {
    const params = aiChatParams(request);
    return params?.['op'] === 'send' && params['message'] === message;
  });
}

/**
 * Makes the emulator wait this long before every platform call (0: none). Emulator-wide, like the error
 * rate: only the fault projects of playwright.config.ts may change it.
 */
export async function setLatency(ms: number): Promise<void> {
  const response = await fetch(`${EMULATOR_URL}/__emulator/config?emulator.latency=${String(ms)}`, {
    method: 'POST',
  });
  expect(response.ok).toBe(true);
}

/** Opens the chat of a new account and agrees to talk to the assistant. */
export async function agreeToChat(page: Page, path = '/app/chat'): Promise<void> {
  await page.goto(path);
  const turkish = path.startsWith('/tr/');
  const consent = page.getByRole('dialog', { name: turkish ? 'Başlamadan önce' : 'Before you start' });
  await consent
    .getByRole('button', { name: turkish ? 'Anladım, onaylıyorum' : 'I understand and agree' })
    .click();
  await expect(consent).toBeHidden();
}
