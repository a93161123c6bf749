import {
  chatService,
  where,
  type ChatContext,
  type SendChatRequest,
  type SendChatResult,
  type SetConsentRequest,
  type VegChat,
  type VegChatMessage,
  type VegClient,
  type VegEmotionRecord,
  type VegReflection,
} from '@emotion-guru/platform-sdk';
import { getPlatform, platformService } from '@/shared/api';
import { CONTEXT_CHECK_INS, CONTEXT_REFLECTIONS, chatContextOf } from '../lib/context.ts';

/** The most conversations the list shows (newest first). */
export const CHAT_LIST_SIZE = 50;
/** The most messages of one conversation loaded at once (oldest first). */
export const CHAT_MESSAGE_PAGE = 200;

/** The client's conversations, the most recently used first. */
export async function listChats(clientId: string): Promise<VegChat[]> {
  const { entities } = await getPlatform().entity.queryPage<VegChat>(
    {
      entityName: 'VegChat',
      filters: [where.eq('client_id', clientId)],
      sortCols: [
        { field: 'lastMessageDate', dir: 'desc' },
        { field: 'createDate', dir: 'desc' },
      ],
    },
    1,
    CHAT_LIST_SIZE,
  );
  return entities;
}

/** One conversation's messages, oldest first. */
export async function listMessages(chatId: string): Promise<VegChatMessage[]> {
  const { entities } = await getPlatform().entity.queryPage<VegChatMessage>(
    {
      entityName: 'VegChatMessage',
      filters: [where.eq('chat_id', chatId)],
      sortCols: [
        { field: 'date', dir: 'asc' },
        { field: 'createDate', dir: 'asc' },
      ],
    },
    1,
    CHAT_MESSAGE_PAGE,
  );
  return entities;
}

/**
 * Sends a message (the platform runs its own crisis check and the tier's daily limit). `signal` stops
 * waiting for the reply: the call rejects with an `AbortError`.
 */
export function sendMessage(request: SendChatRequest, signal?: AbortSignal): Promise<SendChatResult> {
  return platformService(chatService).send(request, signal ? { signal } : {});
}

/** The platform's answer to a chat operation, or its error as thrown (so mutations fail with it). */
async function ok<T>(
  answer: Promise<({ success: true } & T) | { success: false; error: string }>,
): Promise<T> {
  const result = await answer;
  if (!result.success) throw new Error(result.error);
  return result;
}

/** Gives or withdraws AI or data consent; answers the client record with the dates stored. */
export async function setChatConsent(request: SetConsentRequest): Promise<VegClient> {
  const { client } = await ok(platformService(chatService).setConsent(request));
  return client;
}

export async function renameChat(chatId: string, title: string): Promise<VegChat> {
  const { chat } = await ok(platformService(chatService).renameChat(chatId, title));
  return chat;
}

/** Deletes a conversation and its messages. */
export async function deleteChat(chatId: string): Promise<void> {
  await ok(platformService(chatService).deleteChat(chatId));
}

/** Forgets the fact at `index` of the client's memory; answers the facts kept. */
export async function forgetMemory(clientId: string, index: number): Promise<string[]> {
  const { memory } = await ok(platformService(chatService).forget(clientId, index));
  return memory;
}

/** The recent check-ins and reflections the assistant may read (only sent with the data consent). */
export async function loadChatContext(clientId: string): Promise<ChatContext> {
  const { entity } = getPlatform();
  const [records, reflections] = await Promise.all([
    entity.queryPage<VegEmotionRecord>(
      {
        entityName: 'VegEmotionRecord',
        filters: [where.eq('client_id', clientId)],
        sortCols: [{ field: 'date', dir: 'desc' }],
        includes: ['emotion'],
      },
      1,
      CONTEXT_CHECK_INS,
    ),
    entity.queryPage<VegReflection>(
      {
        entityName: 'VegReflection',
        filters: [where.eq('client_id', clientId)],
        sortCols: [{ field: 'date', dir: 'desc' }],
      },
      1,
      CONTEXT_REFLECTIONS,
    ),
  ]);
  return chatContextOf(records.entities, reflections.entities);
}
