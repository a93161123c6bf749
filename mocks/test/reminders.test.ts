import { PushPlatform, type PlatformClient } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { BASE, call, login, signedIn, useEmulator } from './helpers.ts';

const { emulator } = useEmulator();

/** Registers a browser with the provider and saves its subscription for the signed-in user: its token. */
async function registerDevice(client: PlatformClient): Promise<string> {
  const created = await fetch(`${BASE}/v1/projects/demo-emotion-guru/registrations`, {
    method: 'POST',
    body: JSON.stringify({ web: { endpoint: 'https://push.example/1', auth: 'a', p256dh: 'p' } }),
  });
  const { token } = (await created.json()) as { token: string };
  await client.push.subscribe({
    userId: client.auth.current?.userId ?? '',
    fcmToken: token,
    platform: PushPlatform.Web,
  });
  return token;
}

async function sendAt(iso: string): Promise<{ status: number; messages: unknown[] }> {
  const answer = await fetch(`${BASE}/__emulator/reminders/send?at=${encodeURIComponent(iso)}`, {
    method: 'POST',
  });
  const body = (await answer.json()) as { messages: unknown[] };
  return { status: answer.status, messages: body.messages };
}

/** Saves a VegReminder as the account over HTTP; answers the status and the platform's message. */
async function saveRaw(email: string, entity: Record<string, unknown>) {
  const answer = await call('/api/entity/save', { entityName: 'VegReminder', entity }, await login(email));
  return `${String(answer.status)} ${String(answer.body.message)}`;
}

describe('daily reminders', () => {
  it("keeps a user's reminders to themself, with a valid time and zone", async () => {
    const premium = await signedIn('premium@example.com');
    await premium.reminders.add({ time: '08:30', timeZone: 'Europe/Istanbul', languageCode: 'tr' });
    expect((await premium.reminders.list()).map((r) => r.time)).toEqual(['08:30']);

    const other = await signedIn('pro@example.com');
    expect(await other.reminders.list()).toEqual([]);
    const { entities } = await other.entity.query({ entityName: 'VegReminder' });
    expect(entities).toEqual([]);

    expect(await saveRaw('premium@example.com', { time: '8:30', timeZone: 'UTC' })).toBe(
      '400 A reminder time is HH:MM, from 00:00 to 23:59',
    );
    expect(await saveRaw('premium@example.com', { time: '09:00', timeZone: 'Moon/Base' })).toBe(
      '400 Unknown time zone Moon/Base',
    );
    expect(
      await saveRaw('premium@example.com', {
        time: '09:00',
        timeZone: 'UTC',
        user_id: other.auth.current?.userId,
      }),
    ).toMatch(/^403 /);
  });

  it('sends a due reminder once a day to every registered device of its user, in its language', async () => {
    const premium = await signedIn('premium@example.com');
    const token = await registerDevice(premium);
    await premium.reminders.add({ time: '09:00', timeZone: 'Europe/Istanbul', languageCode: 'tr' });

    // 05:59 UTC is 08:59 in Istanbul: not yet.
    expect((await sendAt('2026-11-28T05:59:00Z')).messages).toEqual([]);
    const first = await sendAt('2026-11-28T06:05:00Z');
    expect(first.messages).toEqual([
      expect.objectContaining({
        token,
        userId: premium.auth.current?.userId,
        message: expect.objectContaining({
          data: expect.objectContaining({
            kind: 'reminder',
            title: 'Duygu kaydı zamanı',
            path: '/tr/app/dashboard',
          }) as unknown,
        }) as unknown,
      }),
    ]);
    // Once a day: the next run the same day sends nothing; the next day's does.
    expect((await sendAt('2026-11-28T06:06:00Z')).messages).toEqual([]);
    expect((await sendAt('2026-11-29T06:00:00Z')).messages).toHaveLength(1);
    const outbox = (await (await fetch(`${BASE}/__emulator/push/outbox`)).json()) as { messages: unknown[] };
    expect(outbox.messages).toHaveLength(2);
    expect(emulator.pushOutbox).toHaveLength(2);
  });

  it("writes in the account's language when the reminder names none, and never lets the user set when it was last sent", async () => {
    const team = await signedIn('team@example.com');
    await registerDevice(team);
    const { entity } = await team.entity.save<Record<string, unknown>>({
      entityName: 'VegReminder',
      entity: { time: '20:00', timeZone: 'UTC', lastSentOn: '2026-11-28' },
    });
    expect(entity.lastSentOn).toBeUndefined();
    const { messages } = await sendAt('2026-11-28T20:00:00Z');
    expect(messages).toEqual([
      expect.objectContaining({
        message: expect.objectContaining({
          data: expect.objectContaining({ title: 'Time for a check-in', path: '/app/dashboard' }) as unknown,
        }) as unknown,
      }),
    ]);
  });

  it('drops the record of a device the provider no longer knows, and sends it nothing', async () => {
    const premium = await signedIn('premium@example.com');
    const token = await registerDevice(premium);
    await fetch(`${BASE}/v1/projects/demo-emotion-guru/registrations/${token}`, { method: 'DELETE' });
    await premium.reminders.add({ time: '07:00', timeZone: 'UTC', languageCode: 'en' });
    expect((await sendAt('2026-11-28T07:00:00Z')).messages).toEqual([]);
    expect(await premium.push.findByTokens([token])).toEqual([]);
  });

  it('goes with the account: deleting the account deletes its reminders', async () => {
    const premium = await signedIn('premium@example.com');
    await premium.reminders.add({ time: '07:00', timeZone: 'UTC', languageCode: 'en' });
    const userId = premium.auth.current?.userId ?? '';
    const mine = () =>
      emulator.db.rows(emulator.db.tenant('emotion'), 'VegReminder').filter((row) => row.user_id === userId);
    expect(mine()).toHaveLength(1);
    await premium.auth.deleteAccount('premium@example.com');
    expect(mine()).toEqual([]);
  });
});
