import { describe, expect, it } from 'vitest';
import { CHAT_ERRORS, ChatOp, ChatService, memoryFacts, type ChatOp as Op } from '../src/chat/service.ts';
import type { FetchLike } from '../src/index.ts';
import { makeClient } from './helpers.ts';

function service(answer: unknown): { chat: ChatService; calls: [Op, Record<string, unknown>][] } {
  const calls: [Op, Record<string, unknown>][] = [];
  const chat = new ChatService((op, params) => {
    calls.push([op, params]);
    return Promise.resolve(answer);
  });
  return { chat, calls };
}

describe('ChatService', () => {
  it('runs each operation of aiChat with its parameters', async () => {
    const { chat, calls } = service({ success: true });
    await chat.send({ clientId: 'c1', message: 'Hi', context: { checkIns: [] } });
    await chat.createChat('c1');
    await chat.createChat('c1', 'Evening');
    await chat.renameChat('t1', 'Sunday');
    await chat.deleteChat('t1');
    await chat.deleteAllChats('c1');
    await chat.setConsent({ clientId: 'c1', ai: false });
    await chat.usage();
    await chat.remember('c1', 'My sister is called Ada');
    await chat.forget('c1', 0);
    expect(calls).toEqual([
      [ChatOp.Send, { clientId: 'c1', message: 'Hi', context: { checkIns: [] } }],
      [ChatOp.CreateChat, { clientId: 'c1' }],
      [ChatOp.CreateChat, { clientId: 'c1', title: 'Evening' }],
      [ChatOp.RenameChat, { chatId: 't1', title: 'Sunday' }],
      [ChatOp.DeleteChat, { chatId: 't1' }],
      [ChatOp.DeleteAllChats, { clientId: 'c1' }],
      [ChatOp.SetConsent, { clientId: 'c1', ai: false }],
      [ChatOp.Usage, {}],
      [ChatOp.Remember, { clientId: 'c1', fact: 'My sister is called Ada' }],
      [ChatOp.Forget, { clientId: 'c1', index: 0 }],
    ]);
  });

  it('answers a business failure with its error, and the usage when the limit is reached', async () => {
    const limited = service({
      success: false,
      error: CHAT_ERRORS.LIMIT_REACHED,
      usage: { used: 10, limit: 10 },
    });
    expect(await limited.chat.send({ clientId: 'c1', message: 'Hi' })).toEqual({
      success: false,
      error: CHAT_ERRORS.LIMIT_REACHED,
      usage: { used: 10, limit: 10 },
    });
    const consent = service({ success: false, error: CHAT_ERRORS.CONSENT_REQUIRED });
    expect(await consent.chat.send({ clientId: 'c1', message: 'Hi' })).toEqual({
      success: false,
      error: CHAT_ERRORS.CONSENT_REQUIRED,
    });
  });

  it('treats an answer that is not a success as the assistant being unavailable', async () => {
    for (const answer of [null, 'text', { success: 'yes' }, { success: false, error: 3 }]) {
      expect(await service(answer).chat.usage()).toEqual({
        success: false,
        error: CHAT_ERRORS.ASSISTANT_UNAVAILABLE,
      });
    }
  });

  it('reads the memory as one fact a line', () => {
    expect(memoryFacts(' Likes tea \n\n  Has a dog named Pamuk\n')).toEqual([
      'Likes tea',
      'Has a dog named Pamuk',
    ]);
    expect(memoryFacts(null)).toEqual([]);
    expect(memoryFacts(undefined)).toEqual([]);
  });

  it('stops waiting for a reply when its signal aborts (the call carries the signal to fetch)', async () => {
    let seen: AbortSignal | undefined;
    const hanging: FetchLike = (_input, init) =>
      new Promise((_resolve, reject) => {
        seen = init.signal ?? undefined;
        init.signal?.addEventListener('abort', () => {
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    const { client } = makeClient(undefined, { fetch: hanging });
    const controller = new AbortController();
    const sending = client.chat.send({ clientId: 'c1', message: 'Hi' }, { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toBe(controller.signal);
  });

  it('sends without a signal when none is given', async () => {
    const { client, calls } = makeClient(() => ({ result: { success: false, error: 'x' } }));
    await client.chat.send({ clientId: 'c1', message: 'Hi' });
    expect(calls[0]?.body).toMatchObject({ functionName: 'aiChat', params: { op: 'send', message: 'Hi' } });
  });
});
