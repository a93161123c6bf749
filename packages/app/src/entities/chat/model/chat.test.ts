import type { VegChatMessage } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $activeClient, $clients } from '@/entities/client/@x/chat';
import { $session } from '@/entities/session/@x/chat';
import { testSession } from '@/shared/lib/test-session';
import { listChats, listMessages } from '../api/chat-api.ts';
import {
  $caretakerChatView,
  $chats,
  $consent,
  $memory,
  $messages,
  $ownClientId,
  $selectedChatId,
  chatOpened,
  chatSelected,
  consentChanged,
  memoryChanged,
  messagesAppended,
} from './chat.ts';

vi.mock('../api/chat-api.ts', () => ({ listChats: vi.fn(), listMessages: vi.fn() }));

const chats = vi.mocked(listChats);
const messages = vi.mocked(listMessages);
const message = (id: string, chatId: string): VegChatMessage => ({ id, chat_id: chatId, content: id });

function scope() {
  return fork({
    values: [
      [$session, testSession()],
      [
        $clients,
        [
          { id: 'c-other', name: 'A client', isActive: true, user_id: 'u-2' },
          { id: 'c-own', name: 'Me', isActive: true, user_id: 'u-1', aiConsentDate: '2026-11-01T00:00:00Z' },
        ],
      ],
    ],
  });
}

beforeEach(() => {
  chats.mockReset().mockResolvedValue([{ id: 'chat-1', title: 'First' }]);
  messages.mockReset().mockResolvedValue([message('m-1', 'chat-1')]);
});

describe('chat model', () => {
  it("uses the signed-in user's own client, whatever client is shown elsewhere", async () => {
    const s = scope();
    await allSettled(chatOpened, { scope: s });
    expect(s.getState($ownClientId)).toBe('c-own');
    expect(chats).toHaveBeenCalledWith('c-own');
    expect(s.getState($chats).map((chat) => chat.id)).toEqual(['chat-1']);
    expect(s.getState($consent)).toEqual({
      ai: true,
      data: false,
      caretaker: false,
      sharedWithCaretaker: false,
      guided: false,
      aiSince: '2026-11-01T00:00:00Z',
      dataSince: null,
    });
  });

  it("loads a selected conversation's messages and appends sent ones", async () => {
    const s = scope();
    await allSettled(chatOpened, { scope: s });
    await allSettled(chatSelected, { scope: s, params: 'chat-1' });
    expect(s.getState($messages).map((m) => m.id)).toEqual(['m-1']);
    await allSettled(messagesAppended, {
      scope: s,
      params: { chatId: 'chat-1', messages: [message('m-2', 'chat-1'), message('m-3', 'chat-1')] },
    });
    expect(s.getState($messages).map((m) => m.id)).toEqual(['m-1', 'm-2', 'm-3']);
    expect(chats).toHaveBeenCalledTimes(2);
  });

  it('opens a new conversation with its first messages', async () => {
    const s = scope();
    await allSettled(chatOpened, { scope: s });
    await allSettled(chatSelected, { scope: s, params: null });
    await allSettled(messagesAppended, {
      scope: s,
      params: { chatId: 'chat-2', messages: [message('m-9', 'chat-2')] },
    });
    expect(s.getState($selectedChatId)).toBe('chat-2');
    expect(s.getState($messages).map((m) => m.id)).toEqual(['m-9']);
  });

  it('shows the memory the platform last answered, and none once AI consent is withdrawn', async () => {
    const s = fork({
      values: [
        [$session, testSession()],
        [
          $clients,
          [{ id: 'c-own', name: 'Me', isActive: true, user_id: 'u-1', memory: 'Likes walks\nHas a cat' }],
        ],
      ],
    });
    expect(s.getState($memory)).toEqual(['Likes walks', 'Has a cat']);
    await allSettled(memoryChanged, { scope: s, params: ['Has a cat'] });
    expect(s.getState($memory)).toEqual(['Has a cat']);
    await allSettled(consentChanged, { scope: s, params: { id: 'c-own' } });
    expect(s.getState($memory)).toEqual([]);
  });

  it('follows consent changes answered by the platform', async () => {
    const s = scope();
    await allSettled(consentChanged, {
      scope: s,
      params: { id: 'c-own', aiConsentDate: '2026-11-23T00:00:00Z', dataConsentDate: '2026-11-23T00:00:00Z' },
    });
    expect(s.getState($consent)).toMatchObject({
      ai: true,
      data: true,
      aiSince: '2026-11-23T00:00:00Z',
      dataSince: '2026-11-23T00:00:00Z',
    });
    await allSettled(consentChanged, {
      scope: s,
      params: {
        id: 'c-own',
        caretaker_id: 'u-care',
        chatsVisibleToCaretaker: true,
        sensitivities: 'Family conflict',
      },
    });
    expect(s.getState($consent)).toEqual({
      ai: false,
      data: false,
      caretaker: true,
      sharedWithCaretaker: true,
      guided: true,
      aiSince: null,
      dataSince: null,
    });
  });

  it("a caretaker reads the chosen client's conversations only when that client shared them", async () => {
    const client = { id: 'c-ece', name: 'Ece', isActive: true, user_id: 'u-ece', caretaker_id: 'u-1' };
    const caretaker = (shared: boolean) =>
      fork({
        values: [
          [$session, testSession()],
          [$clients, [{ ...client, chatsVisibleToCaretaker: shared }]],
          [$activeClient, { ...client, chatsVisibleToCaretaker: shared }],
        ],
      });
    const notShared = caretaker(false);
    await allSettled(chatOpened, { scope: notShared });
    expect(notShared.getState($caretakerChatView)).toEqual({
      clientId: 'c-ece',
      name: 'Ece',
      hasAccount: true,
      shared: false,
    });
    expect(chats).not.toHaveBeenCalled();
    expect(notShared.getState($chats)).toEqual([]);

    const shared = caretaker(true);
    await allSettled(chatOpened, { scope: shared });
    expect(shared.getState($caretakerChatView)).toMatchObject({ shared: true });
    expect(chats).toHaveBeenCalledWith('c-ece');
    expect(shared.getState($chats).map((chat) => chat.id)).toEqual(['chat-1']);
  });

  it('a user with a client record of their own reads only their own, whoever is chosen elsewhere', async () => {
    const s = fork({
      values: [
        [$session, testSession()],
        [
          $clients,
          [
            { id: 'c-own', name: 'Me', isActive: true, user_id: 'u-1' },
            { id: 'c-x', name: 'X', isActive: true, caretaker_id: 'u-1', chatsVisibleToCaretaker: true },
          ],
        ],
        [
          $activeClient,
          { id: 'c-x', name: 'X', isActive: true, caretaker_id: 'u-1', chatsVisibleToCaretaker: true },
        ],
      ],
    });
    await allSettled(chatOpened, { scope: s });
    expect(s.getState($caretakerChatView)).toBeNull();
    expect(chats).toHaveBeenCalledWith('c-own');
    expect(chats).not.toHaveBeenCalledWith('c-x');
  });
});
