import type { VegChatMessage } from '@emotion-guru/platform-sdk';
import { CHAT_ERRORS } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $messages, $selectedChatId } from '@/entities/chat';
import { $clients } from '@/entities/client/@x/chat';
import { $session } from '@/entities/session/@x/chat';
import { testSession } from '@/shared/lib/test-session';
import { $hasUnsavedWork } from '@/shared/lib/unsaved-work';
import { readDraft, removeDraft, writeDraft } from '../api/draft-store.ts';
import {
  $announcement,
  $crisisShown,
  $draft,
  $sendFailure,
  $sending,
  ChatSendError,
  crisisContinued,
  crisisDismissed,
  draftChanged,
  draftRestoreRequested,
  messageSubmitted,
  retryRequested,
  sendFx,
  stopRequested,
  type SendRequest,
} from './send.ts';

vi.mock('../api/draft-store.ts', () => ({
  draftKey: (userId: string, clientId: string) => `${userId}:${clientId}`,
  readDraft: vi.fn(),
  writeDraft: vi.fn(),
  removeDraft: vi.fn(),
}));

const message = (id: string, role: 'user' | 'assistant', content: string): VegChatMessage => ({
  id,
  chat_id: 'chat-1',
  role,
  content,
});

/** The request as the platform gets it (each send also carries the signal that Stop aborts). */
const withoutSignal = ({ signal, ...request }: SendRequest): SendRequest => {
  expect(signal).toBeInstanceOf(AbortSignal);
  return request;
};

function scope(send: (request: SendRequest) => unknown, options: { raw?: boolean } = {}) {
  return fork({
    values: [
      [$session, testSession()],
      [$clients, [{ id: 'c-own', name: 'Me', isActive: true, user_id: 'u-1', aiConsentDate: '2026-11-01' }]],
    ],
    handlers: [[sendFx, options.raw ? send : (request: SendRequest) => send(withoutSignal(request))]],
  });
}

const sent = (request: SendRequest) => ({
  success: true,
  chat: { id: 'chat-1', title: 'Work' },
  message: message('m-1', 'user', request.message),
  reply: message('m-2', 'assistant', 'That sounds heavy. What would help a little today?'),
  crisis: false,
  usedContext: false,
  usage: { used: 1, limit: 10 },
});

beforeEach(() => {
  vi.mocked(readDraft).mockReset().mockResolvedValue(null);
  vi.mocked(writeDraft).mockReset().mockResolvedValue();
  vi.mocked(removeDraft).mockReset().mockResolvedValue();
});

describe('sending a chat message', () => {
  it('sends the typed message for the own client, shows the reply and announces it once', async () => {
    const send = vi.fn(sent);
    const s = scope(send);
    await allSettled(draftChanged, { scope: s, params: '  Work was heavy today  ' });
    expect(writeDraft).toHaveBeenCalledWith('u-1:c-own', { text: '  Work was heavy today  ' }, null);
    await allSettled(messageSubmitted, { scope: s });
    expect(send).toHaveBeenCalledWith({
      clientId: 'c-own',
      message: 'Work was heavy today',
      withContext: false,
    });
    expect(s.getState($messages).map((m) => m.id)).toEqual(['m-1', 'm-2']);
    expect(s.getState($selectedChatId)).toBe('chat-1');
    expect(s.getState($draft)).toBe('');
    expect(removeDraft).toHaveBeenCalledWith('u-1:c-own');
    expect(s.getState($announcement)).toBe('That sounds heavy. What would help a little today?');
  });

  it('sends the next message into the open conversation', async () => {
    const send = vi.fn(sent);
    const s = scope(send);
    await allSettled(draftChanged, { scope: s, params: 'First' });
    await allSettled(messageSubmitted, { scope: s });
    await allSettled(draftChanged, { scope: s, params: 'Second' });
    await allSettled(messageSubmitted, { scope: s });
    expect(send).toHaveBeenLastCalledWith({
      clientId: 'c-own',
      chatId: 'chat-1',
      message: 'Second',
      withContext: false,
    });
  });

  it('shows the crisis help before anything is sent, and sends only when the user continues', async () => {
    const send = vi.fn(sent);
    const s = scope(send);
    await allSettled(draftChanged, { scope: s, params: 'I want to kill myself' });
    await allSettled(messageSubmitted, { scope: s });
    expect(s.getState($crisisShown)).toBe(true);
    expect(send).not.toHaveBeenCalled();
    await allSettled(crisisDismissed, { scope: s });
    expect(s.getState($crisisShown)).toBe(false);
    expect(s.getState($draft)).toBe('I want to kill myself');
    expect(send).not.toHaveBeenCalled();
    await allSettled(messageSubmitted, { scope: s });
    await allSettled(crisisContinued, { scope: s });
    expect(send).toHaveBeenCalledWith({
      clientId: 'c-own',
      message: 'I want to kill myself',
      withContext: false,
    });
  });

  it('keeps the message after a failure and sends it again on retry', async () => {
    const send = vi.fn(sent).mockImplementationOnce(() => {
      throw new Error('offline');
    });
    const s = scope(send);
    await allSettled(draftChanged, { scope: s, params: 'Still here?' });
    await allSettled(messageSubmitted, { scope: s });
    expect(s.getState($sendFailure)).toEqual({ kind: 'unavailable', limit: null });
    expect(s.getState($draft)).toBe('Still here?');
    expect(removeDraft).not.toHaveBeenCalled();
    await allSettled(retryRequested, { scope: s });
    expect(send).toHaveBeenCalledTimes(2);
    expect(s.getState($sendFailure)).toBeNull();
    expect(s.getState($draft)).toBe('');
  });

  it("explains the daily limit with the tier's number", async () => {
    const s = scope(() => {
      throw new ChatSendError({ kind: 'limit', limit: 10 }, CHAT_ERRORS.LIMIT_REACHED);
    });
    await allSettled(draftChanged, { scope: s, params: 'One more' });
    await allSettled(messageSubmitted, { scope: s });
    expect(s.getState($sendFailure)).toEqual({ kind: 'limit', limit: 10 });
    expect(s.getState($draft)).toBe('One more');
  });

  it('asks for the recent entries only with the data consent on a tier with AI insights', async () => {
    const send = vi.fn(sent);
    const withData = (subscription: number) =>
      fork({
        values: [
          [$session, testSession({ subscription })],
          [
            $clients,
            [
              {
                id: 'c-own',
                name: 'Me',
                isActive: true,
                user_id: 'u-1',
                aiConsentDate: 'x',
                dataConsentDate: 'y',
              },
            ],
          ],
        ],
        handlers: [[sendFx, (request: SendRequest) => send(withoutSignal(request))]],
      });
    for (const [subscription, expected] of [
      [2, true],
      [1, false],
    ] as const) {
      const s = withData(subscription);
      await allSettled(draftChanged, { scope: s, params: 'Hello' });
      await allSettled(messageSubmitted, { scope: s });
      expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ withContext: expected }));
    }
  });

  it('brings back a draft kept on this device', async () => {
    vi.mocked(readDraft).mockResolvedValue({ text: 'Typed before the reload' });
    const s = scope(vi.fn(sent));
    await allSettled(draftRestoreRequested, { scope: s });
    expect(s.getState($draft)).toBe('Typed before the reload');
  });

  it('stops a reply on its way: the request is aborted, the message stays, and it can be sent again', async () => {
    let signal: AbortSignal | undefined;
    const send = vi.fn((request: SendRequest) => {
      if (send.mock.calls.length > 1) return sent(request);
      signal = request.signal;
      return new Promise((_resolve, reject) => {
        request.signal?.addEventListener('abort', () => {
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    });
    const s = scope(send, { raw: true });
    await allSettled(draftChanged, { scope: s, params: 'A long day' });
    const sending = allSettled(messageSubmitted, { scope: s });
    expect(s.getState($sending)).toBe(true);
    await allSettled(stopRequested, { scope: s });
    await sending;
    expect(signal?.aborted).toBe(true);
    expect(s.getState($sending)).toBe(false);
    expect(s.getState($sendFailure)).toEqual({ kind: 'stopped', limit: null });
    expect(s.getState($draft)).toBe('A long day');
    expect(s.getState($messages)).toEqual([]);
    expect(removeDraft).not.toHaveBeenCalled();

    await allSettled(retryRequested, { scope: s });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toMatchObject({ clientId: 'c-own', message: 'A long day' });
    expect(s.getState($sendFailure)).toBeNull();
    expect(s.getState($draft)).toBe('');
  });

  it('does nothing on Stop when no reply is on its way', async () => {
    const send = vi.fn(sent);
    const s = scope(send);
    await allSettled(stopRequested, { scope: s });
    expect(s.getState($sendFailure)).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('counts a message being written as unsaved work (an app update then waits), and a sent one not', async () => {
    const s = scope((request) => sent(request));
    await allSettled(draftChanged, { scope: s, params: 'Half a thought' });
    expect(s.getState($hasUnsavedWork)).toBe(true);
    await allSettled(messageSubmitted, { scope: s });
    expect(s.getState($draft)).toBe('');
    expect(s.getState($hasUnsavedWork)).toBe(false);
  });
});
