import { ERRORS, PlanStatus, PlatformError, SubscriptionStatus } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { EMULATOR_MESSAGES } from '../src/handlers/context.ts';
import { SANDBOX_CARDS } from '../src/workflows/subscriptions.ts';
import { BASE, call, login, signedIn, useEmulator, type Json } from './helpers.ts';

let clock = Date.now();
const { emulator } = useEmulator({ now: () => clock });

type OpResult = Json & { success: boolean };

async function op(token: string, name: string, params: Json = {}): Promise<OpResult> {
  const answer = await call(
    '/api/workflow/runFunction',
    { functionName: 'subscriptionOps', params: { op: name, ...params } },
    token,
  );
  expect(answer.status).toBe(200);
  return answer.body.result as OpResult;
}

describe('subscriptionOps: the subscription state machine', () => {
  it('takes a free user through checkout, upgrade, downgrade, cancel and reactivate', async () => {
    const free = await signedIn('free@example.com');
    const token = free.auth.getToken() ?? '';
    expect((await free.subscriptions.getCurrentSubscription()).planName).toBe('Free');

    const started = await free.subscriptions.startSubscriptionFlow({
      salesPackName: 'Premium',
      billingPeriod: 'Monthly',
      returnOrigin: 'http://localhost:5173',
    });
    expect(started.success).toBe(true);
    if (!started.success) return;
    expect(started.checkout).toMatchObject({
      amount: 9.99,
      currency: 'USD',
      environment: 'sandbox',
      successUrl: 'http://localhost:5173/app/subscription?success=true',
    });
    const checkoutId = String(started.checkout.orderId);

    const declined = await op(token, 'completeCheckout', { checkoutId, cardNumber: SANDBOX_CARDS.declined });
    expect(declined).toMatchObject({ success: false, message: EMULATOR_MESSAGES.CARD_DECLINED });

    const again = await free.subscriptions.startSubscriptionFlow({
      salesPackName: 'Premium',
      billingPeriod: 'Monthly',
    });
    if (!again.success) throw new Error('start failed');
    expect((await op(token, 'completeCheckout', { checkoutId: again.checkout.orderId })).success).toBe(true);
    const active = await free.subscriptions.getCurrentSubscription({ force: true });
    expect(active).toMatchObject({
      planName: 'Premium',
      status: SubscriptionStatus.Active,
      isActive: true,
      currentPrice: 9.99,
      // The provider's reference reaches the SDK as the platform's refCodes.
      provider: 'emulator-card',
    });
    expect(active.externalSubscriptionId).toMatch(/^sub_/);

    const upgrade = await free.subscriptions.updateSubscription({
      salesPackName: 'Pro',
      billingPeriod: 'Yearly',
    });
    expect(upgrade).toEqual({ success: true, changeType: 'upgrade' });
    const downgrade = await free.subscriptions.updateSubscription({
      salesPackName: 'Premium',
      billingPeriod: 'Yearly',
    });
    expect(downgrade).toEqual({ success: true, changeType: 'downgrade' });
    const period = await free.subscriptions.updateSubscription({
      salesPackName: 'Premium',
      billingPeriod: 'Monthly',
    });
    expect(period).toEqual({ success: true, changeType: 'periodChange' });

    expect(await free.subscriptions.cancelSubscription()).toEqual({ success: true });
    expect((await free.subscriptions.getCurrentSubscription({ force: true })).status).toBe(
      SubscriptionStatus.CancelScheduled,
    );
    expect(await free.subscriptions.reactivateSubscription()).toEqual({ success: true });
    expect((await free.subscriptions.getCurrentSubscription({ force: true })).status).toBe(
      SubscriptionStatus.Active,
    );
    expect(await free.subscriptions.reactivateSubscription()).toMatchObject({ success: false });
  });

  it('stores plan records in the platform PlanStatus; the SDK maps them to the product status', async () => {
    const token = await login('premium@example.com');
    const record = async (): Promise<Json> =>
      (await op(token, 'getCurrentSubscription')).subscription as Json;
    expect(await record()).toMatchObject({ status: PlanStatus.Active, cancelAtPeriodEnd: false });
    const before = await record();
    expect((await op(token, 'cancelSubscription')).success).toBe(true);
    // A scheduled cancellation: still an Active record, flagged, ending when the paid period does.
    expect(await record()).toMatchObject({
      status: PlanStatus.Active,
      cancelAtPeriodEnd: true,
      endDate: before.nextPaymentDate,
    });
    const premium = await signedIn('premium@example.com');
    expect(await premium.subscriptions.getCurrentSubscription({ force: true })).toMatchObject({
      status: SubscriptionStatus.CancelScheduled,
      isActive: false,
    });
    expect((await op(token, 'reactivateSubscription')).success).toBe(true);
    expect(await record()).toMatchObject({ status: PlanStatus.Active, cancelAtPeriodEnd: false });
    const plans = await call(
      '/api/entity/query',
      { entityName: 'GsbSubscriptionPlan', count: 100 },
      await login('admin@example.com'),
    );
    for (const plan of (plans.body.entities as Json[] | undefined) ?? [])
      expect(Object.values(PlanStatus)).toContain(plan.status);
  });

  it('ends a scheduled cancellation when the paid period is over', async () => {
    const premium = await signedIn('premium@example.com');
    await premium.subscriptions.cancelSubscription();
    clock += 40 * 24 * 3600 * 1000;
    const after = await premium.subscriptions.getCurrentSubscription({ force: true });
    expect(after.planName).toBe('Free');
    const token = await login('premium@example.com');
    expect((await op(token, 'getCurrentSubscription')).subscription).toBeNull();
    const me = await call('/api/entity/query', { entityName: 'GsbUser' }, token);
    expect((me.body.entities as Json[])[0]?.subscriptionType).toBe(1);
  });

  it('completes a checkout on the sandbox page and redirects to the success URL', async () => {
    const token = await login('referrer@example.com');
    const started = await op(token, 'startSubscriptionFlow', { salesPackName: 'team', billingPeriod: 4 });
    const checkout = started.checkout as Json;
    const page = await fetch(String(checkout.checkoutUrl));
    expect(await page.text()).toContain('Pay 499.00 USD');
    const paid = await fetch(`${String(checkout.checkoutUrl)}/complete`, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: SANDBOX_CARDS.success }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/app\/subscription\?success=true$/);
    expect(((await op(token, 'getCurrentSubscription')).subscription as Json).status).toBe(1);
    const cancelled = await op(token, 'startSubscriptionFlow', {
      salesPackName: 'Premium',
      billingPeriod: 'Monthly',
    });
    const cancel = await fetch(`${String((cancelled.checkout as Json).checkoutUrl)}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancel.headers.get('location')).toMatch(/\/app\/subscription\?cancelled=true$/);
  });

  it('reports failures with the catalogue messages', async () => {
    const token = await login('free@example.com');
    expect(await op(token, 'startSubscriptionFlow', { salesPackName: 'Platinum' })).toMatchObject({
      success: false,
      error: ERRORS.START_SUBSCRIPTION_FAILED,
    });
    expect(await op(token, 'updateSubscription', { salesPackName: 'Pro' })).toMatchObject({
      success: false,
      error: ERRORS.UPDATE_SUBSCRIPTION_FAILED,
    });
    expect(await op(token, 'cancelSubscription')).toMatchObject({
      success: false,
      error: ERRORS.CANCEL_SUBSCRIPTION_FAILED,
    });
    expect(await op(token, 'reactivateSubscription')).toMatchObject({
      success: false,
      error: ERRORS.REACTIVATE_SUBSCRIPTION_FAILED,
    });
    expect(await op(token, 'completeCheckout', { checkoutId: 'nope' })).toMatchObject({
      success: false,
      message: EMULATOR_MESSAGES.CHECKOUT_NOT_FOUND,
    });
  });

  it("counts the user's records in getUsageStats", async () => {
    const team = await signedIn('team@example.com');
    const usages = await team.subscriptions.getUsageStats();
    expect(usages).toContainEqual({ featureId: 'clients', used: 3, limit: null });
    expect(usages).toContainEqual({ featureId: 'journals', used: 90, limit: null });
  });
});

describe('workflow endpoints', () => {
  it('answers "Function not found" (404) for an unknown function', async () => {
    const client = await signedIn('free@example.com');
    await expect(client.workflow.runFunction('doesNotExist')).rejects.toMatchObject({
      code: 'FUNCTION_NOT_FOUND',
    });
    await expect(client.workflow.runFunction('doesNotExist')).rejects.toBeInstanceOf(PlatformError);
    const raw = await call(
      '/api/workflow/runFunction',
      { functionName: 'subscriptionOps', params: { op: 'teleport' } },
      client.auth.getToken() ?? '',
    );
    expect(raw).toMatchObject({ status: 404, body: { message: ERRORS.FUNCTION_NOT_FOUND } });
  });

  it('starts a workflow, iterates its task to completion, and runs one to completion', async () => {
    const client = await signedIn('free@example.com');
    const { instance } = await client.workflow.startWorkflow({
      workflow_id: 'subscriptionOps',
      data: { op: 'getAvailablePlans' },
    });
    expect(instance.status).toBe('Started');
    const next = await client.workflow.iterateTask({ taskId: instance.id });
    expect(next.instance.status).toBe('Completed');
    const run = await client.workflow.runWorkflow<Json>({
      workflow_id: 'subscriptionOps',
      data: { op: 'getUsageStats' },
    });
    expect(run.result.success).toBe(true);
    await expect(client.workflow.iterateTask({ taskId: 'missing' })).rejects.toMatchObject({ status: 404 });
  });

  it('keeps functions as GsbFunction records: run by id, updated by an admin only', async () => {
    const user = await signedIn('free@example.com');
    const record = await user.entity.queryOne({
      entityName: 'GsbFunction',
      filters: [{ field: 'name', op: 'eq', value: 'subscriptionOps' }],
    });
    const byId = await call(
      '/api/workflow/runFunction',
      { functionId: record?.id, params: { op: 'getAvailablePlans' } },
      user.auth.getToken() ?? '',
    );
    expect(((byId.body.result as Json).salesPacks as unknown[]).length).toBe(5);
    await expect(
      user.workflow.updateFunction({ id: record?.id ?? '', code: 'mine now' }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(user.workflow.updateFunction({ code: 'no id' })).rejects.toMatchObject({
      code: 'FUNCTION_ID_REQUIRED',
    });
    const admin = await signedIn('admin@example.com');
    expect((await admin.workflow.updateFunction({ id: record?.id ?? '', code: '// documented' })).id).toBe(
      record?.id,
    );
  });

  it('tests a function without keeping its effects', async () => {
    const client = await signedIn('premium@example.com');
    const answer = await client.workflow.testFunction({
      functionId: 'sendResetPasswordEmail',
      code: '',
      params: { email: 'premium@example.com' },
    });
    expect(answer.result).toEqual({ success: true });
    expect(emulator.mailbox).toHaveLength(0);
  });
});

describe('files', () => {
  it('uploads a file as multipart and serves it back at its public URL', async () => {
    const client = await signedIn('pro@example.com');
    const file = await client.files.upload(
      new Blob(['hello, emulator'], { type: 'text/plain' }),
      {},
      'note.txt',
    );
    expect(file).toMatchObject({ name: 'note.txt', size: 15, contentType: 'text/plain' });
    expect(file.publicUrl?.startsWith(`${BASE}/api/file/public/emotion/`)).toBe(true);
    expect(await (await fetch(file.publicUrl ?? '')).text()).toBe('hello, emulator');
  });

  it('answers "File is required" without a file, and 401 without a token', async () => {
    const token = await login('pro@example.com');
    const form = new FormData();
    form.set('variation', JSON.stringify({ tenantCode: 'emotion', languageCode: 'en-US' }));
    const missing = await fetch(`${BASE}/api/file/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(await missing.json()).toEqual({ success: false, message: ERRORS.FILE_REQUIRED });
    form.set('file', new Blob(['x']), 'x.txt');
    expect((await fetch(`${BASE}/api/file/upload`, { method: 'POST', body: form })).status).toBe(401);
  });
});

describe('push', () => {
  it('registers, updates and deletes with the provider registrations API', async () => {
    const web = { endpoint: 'https://push.example/abc', auth: 'auth-secret', p256dh: 'p256dh-key' };
    const created = await fetch(`${BASE}/v1/projects/emotion-guru/registrations`, {
      method: 'POST',
      body: JSON.stringify({ web }),
    });
    const { token } = (await created.json()) as { token: string };
    expect(token.length).toBeGreaterThan(10);
    const patched = await fetch(`${BASE}/v1/projects/emotion-guru/registrations/${token}`, {
      method: 'PATCH',
      body: JSON.stringify({ web: { ...web, auth: 'rotated' } }),
    });
    expect(await patched.json()).toMatchObject({ token, web: { auth: 'rotated' } });
    expect(
      (await fetch(`${BASE}/v1/projects/emotion-guru/registrations/${token}`, { method: 'DELETE' })).status,
    ).toBe(200);
    const gone = await fetch(`${BASE}/v1/projects/emotion-guru/registrations/${token}`, { method: 'DELETE' });
    expect(await gone.json()).toMatchObject({ error: { code: 404, status: 'NOT_FOUND' } });
    const invalid = await fetch(`${BASE}/v1/projects/emotion-guru/registrations`, {
      method: 'POST',
      body: JSON.stringify({ web: {} }),
    });
    expect(invalid.status).toBe(400);
  });

  it('makes installations, whose auth tokens the registrations calls carry, as firebase/messaging asks', async () => {
    const created = await fetch(`${BASE}/v1/projects/demo-emotion-guru/installations`, {
      method: 'POST',
      body: JSON.stringify({ fid: 'fid-1', appId: '1:1:web:1', authVersion: 'FIS_v2', sdkVersion: 'w:0.6' }),
    });
    expect(await created.json()).toEqual({
      fid: 'fid-1',
      refreshToken: expect.any(String) as unknown,
      authToken: { token: expect.any(String) as unknown, expiresIn: '604800s' },
    });
    const token = await fetch(
      `${BASE}/v1/projects/demo-emotion-guru/installations/fid-1/authTokens:generate`,
      { method: 'POST', body: JSON.stringify({ installation: { sdkVersion: 'w:0.6', appId: '1:1:web:1' } }) },
    );
    expect(await token.json()).toEqual({ token: expect.any(String) as unknown, expiresIn: '604800s' });
    expect(
      (await fetch(`${BASE}/v1/projects/demo-emotion-guru/installations/fid-1`, { method: 'DELETE' })).status,
    ).toBe(200);
    const gone = await fetch(
      `${BASE}/v1/projects/demo-emotion-guru/installations/fid-1/authTokens:generate`,
      { method: 'POST', body: '{}' },
    );
    expect(await gone.json()).toMatchObject({ error: { code: 404, status: 'NOT_FOUND' } });
  });

  it('stores push subscriptions for the signed-in user only', async () => {
    const client = await signedIn('premium@example.com');
    const userId = client.auth.current?.userId ?? '';
    const saved = await client.push.subscribe({
      userId,
      fcmToken: 'fcm-token-1',
      platform: 1,
      userAgent: 'x'.repeat(400),
    });
    expect(saved.userAgent).toHaveLength(255);
    expect(await client.push.findByTokens(['fcm-token-1'])).toEqual([
      { id: saved.id, fcmToken: 'fcm-token-1' },
    ]);
    const mismatch = await call(
      '/api/entity/save',
      { entityName: 'GsbPushSubscription', entity: { fcmToken: 't', user_id: 'someone-else' } },
      client.auth.getToken() ?? '',
    );
    expect(mismatch.body.message).toBe(ERRORS.PUSH_USER_MISMATCH);
  });
});

describe('switches: latency, errors, offline, reset', () => {
  it('adds latency', async () => {
    emulator.configure({ latencyMs: 120 });
    try {
      const started = performance.now();
      await call('/api/entity/query', { entityName: 'GsbBlog', count: 1 });
      expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    } finally {
      emulator.configure({ latencyMs: 0 });
    }
  });

  it('fails a share of calls with 503 and drops the network when offline', async () => {
    emulator.configure({ errorRate: 1 });
    const failed = await call('/api/entity/query', { entityName: 'GsbBlog' });
    expect(failed).toMatchObject({ status: 503, body: { message: EMULATOR_MESSAGES.EMULATED_FAILURE } });
    emulator.configure({ errorRate: 0.5 });
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () =>
        call('/api/entity/query', { entityName: 'GsbBlog', count: 1 }).then((a) => a.status),
      ),
    );
    const failures = statuses.filter((s) => s === 503).length;
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(32);
    emulator.configure({ errorRate: 0, offline: true });
    await expect(fetch(`${BASE}/api/entity/query`, { method: 'POST', body: '{}' })).rejects.toThrow();
    emulator.configure({ offline: false });
  });

  it('reset() restores the seed, ids included', async () => {
    const token = await login('team@example.com');
    const before = await call(
      '/api/entity/query',
      { entityName: 'VegClient', sortCols: [{ field: 'name', dir: 'asc' }] },
      token,
    );
    const first = (before.body.entities as Json[])[0];
    await call('/api/entity/delete', { entityName: 'VegClient', entityId: first?.id }, token);
    await emulator.reset();
    const again = await login('team@example.com');
    const after = await call(
      '/api/entity/query',
      { entityName: 'VegClient', sortCols: [{ field: 'name', dir: 'asc' }] },
      again,
    );
    expect(after.body.entities).toEqual(before.body.entities);
  });
});
