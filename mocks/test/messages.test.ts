/** Every message of EMULATOR_MESSAGES is produced by some call (and each is asserted here). */
import { describe, expect, it } from 'vitest';
import { EMULATOR_MESSAGES } from '../src/handlers/context.ts';
import { userIdFor } from '../src/ids.ts';
import { BASE, call, login, useEmulator, type Json } from './helpers.ts';

const { emulator } = useEmulator();

async function runOp(token: string, op: string, params: Json = {}): Promise<Json> {
  const answer = await call(
    '/api/workflow/runFunction',
    { functionName: 'subscriptionOps', params: { op, ...params } },
    token,
  );
  return answer.body.result as Json;
}

describe('emulator messages', () => {
  it('produces each message with its status', async () => {
    const seen = new Set<string>();
    const expectMessage = (answer: { status: number; body: Json }, status: number, message: string): void => {
      expect(answer.status).toBe(status);
      expect(answer.body.message).toBe(message);
      seen.add(message);
    };
    const premium = await login('premium@example.com');
    const free = await login('free@example.com');

    const bad = await fetch(`${BASE}/api/entity/query`, { method: 'POST', body: 'nope' });
    expectMessage(
      { status: bad.status, body: (await bad.json()) as Json },
      400,
      EMULATOR_MESSAGES.INVALID_JSON,
    );
    expectMessage(
      await call('/api/entity/query', { entityName: 'VegClient' }),
      401,
      EMULATOR_MESSAGES.AUTH_REQUIRED,
    );
    expectMessage(
      await call('/api/entity/query', { entityName: 'GsbBlog' }, undefined, {
        tenantCode: 'nope',
        languageCode: 'en-US',
      }),
      400,
      EMULATOR_MESSAGES.UNKNOWN_TENANT,
    );
    expectMessage(
      await call('/api/entity/query', { entityName: 'VegClient' }, 'forged'),
      401,
      EMULATOR_MESSAGES.INVALID_TOKEN,
    );
    expectMessage(
      await call('/api/entity/query', { entityName: 'VegClient' }, premium, {
        tenantCode: 'other',
        languageCode: 'en-US',
      }),
      401,
      EMULATOR_MESSAGES.TENANT_MISMATCH,
    );
    const freeClient = emulator.db
      .rows(emulator.db.tenant('emotion'), 'VegClient')
      .find((c) => c.user_id === userIdFor('free@example.com'));
    expectMessage(
      await call('/api/entity/get', { entityName: 'VegClient', entityId: freeClient?.id }, premium),
      403,
      EMULATOR_MESSAGES.FORBIDDEN,
    );
    expectMessage(
      await call('/api/entity/get', { entityName: 'VegClient', entityId: 'missing' }, premium),
      404,
      EMULATOR_MESSAGES.NOT_FOUND,
    );
    expectMessage(await call('/api/entity/teleport', {}, premium), 404, EMULATOR_MESSAGES.UNKNOWN_ENDPOINT);
    expectMessage(
      await call('/api/auth/changePassword', { oldPassword: 'x', newPassword: 'y' }, premium),
      400,
      EMULATOR_MESSAGES.OLD_PASSWORD_INCORRECT,
    );
    expectMessage(
      await call('/api/auth/changePassword', { newPassword: '' }, premium),
      400,
      EMULATOR_MESSAGES.NEW_PASSWORD_REQUIRED,
    );
    expectMessage(
      await call('/api/auth/changePassword', { resetToken: 'x', newPassword: 'y' }),
      400,
      EMULATOR_MESSAGES.RESET_TOKEN_INVALID,
    );
    expectMessage(
      await call('/api/workflow/runWorkflow', { workflow_id: 'nightlyBackup' }, premium),
      404,
      EMULATOR_MESSAGES.WORKFLOW_NOT_FOUND,
    );
    expectMessage(
      await call('/api/workflow/iterateTask', { taskId: 'missing' }, premium),
      404,
      EMULATOR_MESSAGES.TASK_NOT_FOUND,
    );

    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]), 'big.bin');
    form.set('variation', JSON.stringify({ tenantCode: 'emotion', languageCode: 'en-US' }));
    const big = await fetch(`${BASE}/api/file/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${premium}` },
      body: form,
    });
    expectMessage(
      { status: big.status, body: (await big.json()) as Json },
      413,
      EMULATOR_MESSAGES.FILE_TOO_LARGE,
    );

    for (const [token, op, params, message] of [
      [free, 'completeCheckout', { checkoutId: 'x' }, EMULATOR_MESSAGES.CHECKOUT_NOT_FOUND],
      [free, 'cancelSubscription', {}, EMULATOR_MESSAGES.NO_ACTIVE_SUBSCRIPTION],
      [free, 'startSubscriptionFlow', { salesPackName: 'Gold' }, EMULATOR_MESSAGES.SALES_PACK_NOT_FOUND],
      [premium, 'reactivateSubscription', {}, EMULATOR_MESSAGES.NOT_CANCEL_SCHEDULED],
    ] as const) {
      const result = await runOp(token, op, params);
      expect(result).toMatchObject({ success: false, message });
      seen.add(message);
    }
    const started = await runOp(free, 'startSubscriptionFlow', { salesPackName: 'Premium' });
    const declined = await runOp(free, 'completeCheckout', {
      checkoutId: (started.checkout as Json).orderId,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined).toMatchObject({ success: false, message: EMULATOR_MESSAGES.CARD_DECLINED });
    seen.add(EMULATOR_MESSAGES.CARD_DECLINED);

    emulator.configure({ errorRate: 1 });
    expectMessage(
      await call('/api/entity/query', { entityName: 'GsbBlog' }),
      503,
      EMULATOR_MESSAGES.EMULATED_FAILURE,
    );
    emulator.configure({ errorRate: 0 });

    expect([...seen].sort()).toEqual(Object.values(EMULATOR_MESSAGES).sort());
  });

  it('signs a demo account in without HTTP', async () => {
    const payload = emulator.signIn('team@example.com');
    const token = (payload.auth as Json).token as string;
    const answer = await call('/api/entity/query', { entityName: 'VegClient' }, token);
    expect(answer.body.entities).toHaveLength(3);
    expect(() => emulator.signIn('nobody@example.com')).toThrow();
  });
});
