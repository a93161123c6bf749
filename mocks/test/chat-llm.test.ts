/**
 * aiChat with EMULATOR_LLM_URL: forwarded to an OpenAI-compatible chat completions endpoint (a tiny
 * local HTTP server here). Its own MSW server lets that request through to the network.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_ERRORS } from '@emotion-guru/platform-sdk';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator } from '../src/emulator.ts';
import { createEmulatorServer } from '../src/node.ts';
import { safeTemplate } from '../src/workflows/chat-listener.ts';
import { aiChat, consenting, CONTEXT, replyOf } from './chat-helpers.ts';
import { call, entities, type Json } from './helpers.ts';

const emulatorServer = createEmulatorServer(
  createEmulator({ now: () => Date.parse('2026-11-20T12:00:00.000Z') }),
);
beforeAll(async () => {
  // The model's endpoint is a real server: requests no handler answers go to the network.
  emulatorServer.listen({ onUnhandledFrame: 'bypass' });
  await emulatorServer.emulator.ready;
});
beforeEach(() => emulatorServer.emulator.reset());
afterAll(() => {
  emulatorServer.close();
});
afterEach(() => {
  delete process.env.EMULATOR_LLM_URL;
});

describe('EMULATOR_LLM_URL', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
    server = undefined;
  });

  async function model(status = 200): Promise<{ requests: Json[]; url: string }> {
    const requests: Json[] = [];
    server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        requests.push({ path: request.url, ...(JSON.parse(body) as Json) });
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'From the model' } }] }),
        );
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { requests, url: `http://127.0.0.1:${port}` };
  }

  it('forwards to an OpenAI-compatible /v1/chat/completions with the rules, and the context only with data consent', async () => {
    const { requests, url } = await model();
    process.env.EMULATOR_LLM_URL = url;
    const { token, clientId } = await consenting('premium@example.com');
    const first = await aiChat(token, { op: 'send', clientId, message: 'I feel tense', context: CONTEXT });
    expect(replyOf(first)).toBe('From the model');
    await aiChat(token, { op: 'setConsent', clientId, data: true });
    await aiChat(token, {
      op: 'send',
      clientId,
      chatId: (first.chat as Json).id,
      message: 'Still tense',
      context: CONTEXT,
    });
    expect(requests).toHaveLength(2);
    const [without, withConsent] = requests as [Json, Json];
    expect(without.path).toBe('/v1/chat/completions');
    const system = (request: Json): string => String((request.messages as Json[])[0]?.content);
    expect(system(without)).toContain('Never diagnose');
    expect(system(without)).toContain('Never give advice about medication');
    expect(system(without)).not.toContain('A slow walk by the sea');
    expect(without.messages).toHaveLength(2);
    expect(system(withConsent)).toContain('A slow walk by the sea');
    expect(system(withConsent)).not.toContain('eg1.');
    // The earlier turn is part of the conversation the model sees.
    expect((withConsent.messages as Json[]).map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
  });

  it('never sends a crisis message to the model, and stores nothing when the model fails', async () => {
    const { requests, url } = await model(500);
    process.env.EMULATOR_LLM_URL = `${url}/v1`;
    const { token, clientId } = await consenting('premium@example.com');
    const crisis = await aiChat(token, { op: 'send', clientId, message: 'I want to end my life' });
    expect(replyOf(crisis)).toBe(safeTemplate('en-US'));
    expect(requests).toHaveLength(0);
    const failed = await call(
      '/api/workflow/runFunction',
      { functionName: 'aiChat', params: { op: 'send', clientId, message: 'Hello' } },
      token,
    );
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(CHAT_ERRORS.ASSISTANT_UNAVAILABLE);
    expect(requests).toHaveLength(1);
    expect(entities(await call('/api/entity/query', { entityName: 'VegChat' }, token))).toHaveLength(1);
  });
});
