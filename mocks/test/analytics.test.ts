import { describe, expect, it } from 'vitest';
import { BASE, useEmulator } from './helpers.ts';

const { emulator } = useEmulator();

const send = (body: unknown) =>
  fetch(`${BASE}/analytics/collect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('analytics collector (the app’s analytics without a provider)', () => {
  it('keeps each event in order for tests to read', async () => {
    const pageView = {
      name: 'page_view',
      clientId: 'c-1',
      params: { page_path: '/tr/about', language: 'tr-TR' },
    };
    expect((await send(pageView)).status).toBe(204);
    expect(
      (await send({ ...pageView, name: 'cta_click', params: { target: 'pricing', position: 2 } })).status,
    ).toBe(204);
    const { events } = (await (await fetch(`${BASE}/__emulator/analytics`)).json()) as {
      events: { name: string; clientId: string; params: object; receivedAt: string }[];
    };
    expect(events.map((event) => event.name)).toEqual(['page_view', 'cta_click']);
    expect(events[0]).toMatchObject({
      clientId: 'c-1',
      params: { page_path: '/tr/about', language: 'tr-TR' },
    });
    expect(emulator.analytics).toHaveLength(2);
  });

  it.each([
    ['body', 'not json'],
    ['name', { name: '1st', clientId: 'c', params: {} }],
    ['name', { name: 'a'.repeat(41), clientId: 'c', params: {} }],
    ['clientId', { name: 'page_view', clientId: '', params: {} }],
    ['params', { name: 'page_view', clientId: 'c', params: { nested: { a: 1 } } }],
  ])('refuses a bad %s with a 400 naming it, and keeps nothing', async (field, body) => {
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ success: false, message: `Invalid analytics event: ${field}` });
    expect(emulator.analytics).toHaveLength(0);
  });

  it('forgets the events on reset', async () => {
    await send({ name: 'page_view', clientId: 'c', params: {} });
    await emulator.reset();
    expect(emulator.analytics).toHaveLength(0);
  });
});
