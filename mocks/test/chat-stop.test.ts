/** The chat's Stop: a send whose caller gave up while the platform waited stores nothing. */
import { afterEach, describe, expect, it } from 'vitest';
import { aiChat, consenting } from './chat-helpers.ts';
import { call, entities, useEmulator, type Json } from './helpers.ts';

const { emulator } = useEmulator();

afterEach(() => {
  emulator.configure({ latencyMs: 0 });
});

function sendRequest(token: string, params: Json, signal: AbortSignal): Request {
  return new Request('http://localhost:4010/api/workflow/runFunction', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      functionName: 'aiChat',
      params,
      variation: { tenantCode: 'emotion', languageCode: 'en-US' },
    }),
    signal,
  });
}

describe('aiChat send, stopped', () => {
  it('answers nothing and keeps nothing when the caller aborts while the platform is slow', async () => {
    const { token, clientId } = await consenting('free@example.com');
    emulator.configure({ latencyMs: 1 });
    const stop = new AbortController();
    const answering = emulator.handle(
      sendRequest(token, { op: 'send', clientId, message: 'A long day at work' }, stop.signal),
    );
    stop.abort();
    const response = await answering;
    expect(response?.type).toBe('error');

    emulator.configure({ latencyMs: 0 });
    const usage = await aiChat(token, { op: 'usage' });
    expect(usage).toMatchObject({ success: true, usage: { used: 0 } });
    expect(entities(await call('/api/entity/query', { entityName: 'VegChat' }, token))).toEqual([]);
  });

  it('answers a send whose caller is still there', async () => {
    const { token, clientId } = await consenting('free@example.com');
    emulator.configure({ latencyMs: 1 });
    const response = await emulator.handle(
      sendRequest(
        token,
        { op: 'send', clientId, message: 'A long day at work' },
        new AbortController().signal,
      ),
    );
    expect(response?.status).toBe(200);
    expect(((await response?.json()) as { result: Json }).result).toMatchObject({ success: true });
  });
});
