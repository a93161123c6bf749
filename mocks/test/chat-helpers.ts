/** Calls of the aiChat tests (chat.test.ts, chat-llm.test.ts). */
import { expect } from 'vitest';
import { userIdFor } from '../src/ids.ts';
import { call, entities, login, type Json } from './helpers.ts';

export async function aiChat(token: string, params: Json, languageCode = 'en-US'): Promise<Json> {
  const answer = await call('/api/workflow/runFunction', { functionName: 'aiChat', params }, token, {
    tenantCode: 'emotion',
    languageCode,
  });
  expect(answer.status).toBe(200);
  return answer.body.result as Json;
}

export async function ownClientId(token: string, email: string): Promise<string> {
  const answer = await call(
    '/api/entity/query',
    { entityName: 'VegClient', filters: [{ field: 'user_id', op: 'eq', value: userIdFor(email) }] },
    token,
  );
  const id = entities(answer)[0]?.id;
  if (typeof id !== 'string') throw new Error(`no own client for ${email}`);
  return id;
}

/** Signs in and gives AI consent (and data consent when asked). */
export async function consenting(email: string, data = false): Promise<{ token: string; clientId: string }> {
  const token = await login(email);
  const clientId = await ownClientId(token, email);
  const result = await aiChat(token, { op: 'setConsent', clientId, ai: true, data });
  expect(result.success).toBe(true);
  return { token, clientId };
}

export function replyOf(result: Json): string {
  return String((result.reply as Json).content);
}

export const CONTEXT = {
  checkIns: [{ emotion: 'anxiety', level: 2, note: 'Before the presentation', date: '2026-11-19' }],
  reflections: [
    { title: 'Hard day', actions: 'A slow walk by the sea after work', date: '2026-11-18' },
    { title: 'Sealed one', actions: 'eg1.abcdefghijkl.mnopqrstuvwxyz0123456789', date: '2026-11-17' },
  ],
};
