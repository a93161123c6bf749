import { memoryFacts, type VegChat, type VegChatMessage, type VegClient } from '@emotion-guru/platform-sdk';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $activeClient, $clients } from '@/entities/client/@x/chat';
import { $currentUser, logoutFx } from '@/entities/session/@x/chat';
import { createRemoteQuery } from '@/shared/api';
import { listChats, listMessages } from '../api/chat-api.ts';

/** The chat page opened or closed. */
export const chatOpened = createEvent();
export const chatClosed = createEvent();
/** A conversation was created, renamed, deleted or got messages: the list reloads. */
export const chatsChanged = createEvent();
/** The user opened a conversation (null: a new one, not yet sent). */
export const chatSelected = createEvent<string | null>();
/** Messages stored by the platform (a sent message and its reply) join the open conversation. */
export const messagesAppended = createEvent<{ chatId: string; messages: VegChatMessage[] }>();
/** The platform answered a consent change with the client record. */
export const consentChanged = createEvent<VegClient>();
/** The platform answered a memory change with the facts kept. */
export const memoryChanged = createEvent<string[]>();

/**
 * The user's own client record: the chat is always the signed-in user's own (a caretaker's clients have
 * their own accounts), never the client shown elsewhere in the app.
 */
export const $ownClient = combine($clients, $currentUser, (clients, user) =>
  user ? (clients.find((client) => client.user_id === user.userId) ?? null) : null,
);
export const $ownClientId = $ownClient.map((client) => client?.id ?? null);

/** A caretaker's client, as far as the chat goes: whose conversations, and whether they are shared. */
export interface CaretakerChatView {
  clientId: string;
  name: string;
  /** The client signs in themself (only then do they chat, and only they can share it). */
  hasAccount: boolean;
  /** The client let their caretaker read their conversations (only the client can change it). */
  shared: boolean;
}

/**
 * A caretaker (who has no conversations of their own) reads the conversations of the client chosen in
 * the client switcher, read-only, when that client shared them; null for everybody else.
 */
export const $caretakerChatView = combine(
  $ownClient,
  $activeClient,
  $currentUser,
  (own, active, user): CaretakerChatView | null =>
    own === null && user !== null && active !== null && active.caretaker_id === user.userId
      ? {
          clientId: active.id,
          name: active.name,
          hasAccount: Boolean(active.user_id),
          shared: active.chatsVisibleToCaretaker === true,
        }
      : null,
);

/** Whose conversations the chat page lists: the user's own, else a shared client's (caretakers). */
const $chatClientId = combine(
  $ownClientId,
  $caretakerChatView,
  (own, view) => own ?? (view?.shared ? view.clientId : null),
);

export interface ChatConsent {
  ai: boolean;
  data: boolean;
  /** The user's own client record has a caretaker (who may be let to read the conversations). */
  caretaker: boolean;
  /** The user lets that caretaker read their conversations. */
  sharedWithCaretaker: boolean;
  /** That caretaker gave the assistant instructions or sensitivities for the user's conversations. */
  guided: boolean;
  /** When the AI consent was given (ISO), or null. */
  aiSince: string | null;
  /** When the data consent was given (ISO), or null. */
  dataSince: string | null;
}

function consentOf(client: VegClient | null): ChatConsent {
  return {
    ai: Boolean(client?.aiConsentDate),
    data: Boolean(client?.dataConsentDate),
    caretaker: Boolean(client?.caretaker_id),
    sharedWithCaretaker: client?.chatsVisibleToCaretaker === true,
    guided:
      Boolean(client?.caretaker_id) && Boolean(client?.instructions?.trim() || client?.sensitivities?.trim()),
    aiSince: client?.aiConsentDate || null,
    dataSince: client?.dataConsentDate || null,
  };
}

/** The client record the platform answered the last consent change with. */
const $consentAnswer = createStore<VegClient | null>(null, { serialize: 'ignore' })
  .on(consentChanged, (_, client) => client)
  .reset(logoutFx.finally);

/** The own client record with the latest consent answer laid over it. */
const $clientRecord = combine($ownClient, $consentAnswer, (client, answer) =>
  answer && answer.id === client?.id ? answer : client,
);

/** The AI and data consent as the platform last told it (the latest consent answer, else the record). */
export const $consent = $clientRecord.map(consentOf);

/** The facts the assistant may remember, as the platform last answered them. */
const $memoryAnswer = createStore<string[] | null>(null, { serialize: 'ignore' })
  .on(memoryChanged, (_, facts) => facts)
  .reset(logoutFx.finally, consentChanged, $ownClientId.updates);
export const $memory = combine(
  $clientRecord,
  $memoryAnswer,
  (client, answer) => answer ?? memoryFacts(client?.memory),
);

export const chatsQuery = createRemoteQuery({
  name: 'chat/list',
  effect: createEffect((clientId: string): Promise<VegChat[]> => listChats(clientId)),
  abortAll: logoutFx.finally,
});

export const messagesQuery = createRemoteQuery({
  name: 'chat/messages',
  effect: createEffect((chatId: string): Promise<VegChatMessage[]> => listMessages(chatId)),
  abortAll: logoutFx.finally,
});

const $open = createStore(false, { serialize: 'ignore' })
  .on(chatOpened, () => true)
  .on(chatClosed, () => false);

export const $chats = createStore<VegChat[]>([], { serialize: 'ignore' })
  .on(chatsQuery.finished.success, (_, { result }) => result)
  .reset(logoutFx.finally);
export const $chatsStatus = chatsQuery.$status;

export const $selectedChatId = createStore<string | null>(null, { serialize: 'ignore' })
  .on(chatSelected, (_, id) => id)
  .on(messagesAppended, (_, { chatId }) => chatId)
  // A caretaker choosing another client leaves the previous client's conversation.
  .reset([logoutFx.finally, chatClosed, $chatClientId.updates]);

export const $messages = createStore<VegChatMessage[]>([], { serialize: 'ignore' })
  .on(messagesQuery.finished.success, (_, { result }) => result)
  .on(messagesAppended, (list, { chatId, messages }) =>
    list.length > 0 && list[0]?.chat_id !== chatId ? messages : [...list, ...messages],
  )
  .reset([chatSelected, logoutFx.finally, chatClosed, $chatClientId.updates]);
export const $messagesStatus = messagesQuery.$status;

/** The open conversation's record (null: a new conversation). */
export const $selectedChat = combine(
  $chats,
  $selectedChatId,
  (chats, id) => chats.find((chat) => chat.id === id) ?? null,
);

const $openClientId = combine($open, $chatClientId, (open, clientId) => (open ? clientId : null));
const listRequested = sample({
  clock: [chatOpened, chatsChanged, $chatClientId.updates],
  source: $openClientId,
}).filter({ fn: (clientId): clientId is string => clientId !== null });
sample({ clock: listRequested, target: chatsQuery.start });
sample({
  clock: chatSelected,
  filter: (id): id is string => id !== null,
  target: messagesQuery.start,
});
sample({ clock: [chatClosed, logoutFx.finally], target: messagesQuery.reset });
sample({ clock: [chatClosed, logoutFx.finally], target: chatsQuery.reset });
sample({ clock: messagesAppended, target: chatsChanged });
