import type { CallOptions } from '../transport/http.ts';
import type { EntityBase, VegClient } from '../types/entities.ts';
import type { PlatformCore } from '../core.ts';

/** The platform function behind the AI chat. */
export const AI_CHAT_FUNCTION = 'aiChat';

/** The `getUsageStats` feature that counts chat messages sent today (its `limit` is the tier's). */
export const AI_CHAT_USAGE_FEATURE = 'ai-chat-messages';

/** How many facts the assistant may remember for a client, and how long each may be. */
export const CHAT_MEMORY_MAX_FACTS = 20;
export const CHAT_MEMORY_FACT_MAX_LENGTH = 200;

/**
 * The facts of a client's `memory` (one a line; only `aiChat`'s remember and forget write it, for the
 * client's own user).
 */
export function memoryFacts(memory: string | null | undefined): string[] {
  return (memory ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The longest message the assistant takes, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** How long a conversation's title may be. */
export const CHAT_TITLE_MAX_LENGTH = 80;

/** The operations of `aiChat` (its `op` parameter). */
export const ChatOp = {
  Send: 'send',
  CreateChat: 'createChat',
  RenameChat: 'renameChat',
  DeleteChat: 'deleteChat',
  DeleteAllChats: 'deleteAllChats',
  SetConsent: 'setConsent',
  Usage: 'usage',
  Remember: 'remember',
  Forget: 'forget',
} as const;
export type ChatOp = (typeof ChatOp)[keyof typeof ChatOp];

/** The `error` of a failed `aiChat` answer (`{ success: false, error }`, HTTP 200). */
export const CHAT_ERRORS = {
  CONSENT_REQUIRED: 'AI consent is required',
  LIMIT_REACHED: 'Daily message limit reached',
  CHAT_NOT_FOUND: 'Conversation not found',
  CLIENT_NOT_FOUND: 'Client not found',
  MESSAGE_REQUIRED: 'Message is required',
  MESSAGE_TOO_LONG: 'Message is too long',
  ASSISTANT_UNAVAILABLE: 'The assistant is not available',
  UNKNOWN_OP: 'Unknown chat operation',
  MEMORY_FULL: 'Memory is full',
  MEMORY_NOT_FOUND: 'Memory not found',
} as const;
export type ChatError = (typeof CHAT_ERRORS)[keyof typeof CHAT_ERRORS];

/** A conversation with the assistant: only its owner reads it (and, if the client allows, their caretaker). */
export interface VegChat extends EntityBase {
  title?: string;
  client_id?: string;
  client?: VegClient;
  lastMessageDate?: string;
  messageCount?: number;
}

export type ChatRole = 'user' | 'assistant';

/** One message of a conversation; written only by the platform's `aiChat`. */
export interface VegChatMessage extends EntityBase {
  chat_id?: string;
  role?: ChatRole;
  content?: string;
  /** The crisis check triggered on this user message, or this reply is the safe template. */
  crisis?: boolean;
  date?: string;
}

/**
 * What the assistant may read besides the conversation, sent only with the client's data consent (the
 * platform drops it without). Entries kept locally encrypted are never included: the caller leaves them
 * out, and the platform drops any text that is an encryption envelope.
 */
export interface ChatContext {
  checkIns?: { emotion: string; level?: number; note?: string; date?: string }[];
  reflections?: { title?: string; actions?: string; needs?: string; date?: string }[];
}

export interface SendChatRequest {
  clientId: string;
  /** Omitted: a new conversation titled from the message. */
  chatId?: string;
  message: string;
  context?: ChatContext;
  /** An excerpt the user attached on purpose (decrypted on their device and shown before sending). */
  excerpt?: string;
}

export interface ChatUsage {
  used: number;
  /** Null: unlimited. */
  limit: number | null;
}

export type SendChatResult =
  | {
      success: true;
      chat: VegChat;
      message: VegChatMessage;
      reply: VegChatMessage;
      /** The crisis check triggered: the reply is the fixed safe template. */
      crisis: boolean;
      /** The data consent context was used for the reply. */
      usedContext: boolean;
      usage: ChatUsage;
    }
  | { success: false; error: ChatError | (string & {}); usage?: ChatUsage };

export interface SetConsentRequest {
  clientId: string;
  /** False withdraws AI consent: every conversation is deleted and data consent ends too. */
  ai?: boolean;
  data?: boolean;
  /** The client lets their caretaker read their conversations. */
  shareWithCaretaker?: boolean;
}

export type ChatOpResult<T> = ({ success: true } & T) | { success: false; error: ChatError | (string & {}) };

/** Runs `aiChat` with `{ op, ...params }` and returns its result (`options.signal` aborts the call). */
export type ChatOpsRunner = (
  op: ChatOp,
  params: Record<string, unknown>,
  options?: CallOptions,
) => Promise<unknown>;

function answerOf<T>(value: unknown): ChatOpResult<T> {
  if (typeof value === 'object' && value !== null && (value as { success?: unknown }).success === true)
    return value as ChatOpResult<T>;
  const error = (value as { error?: unknown } | null)?.error;
  return { success: false, error: typeof error === 'string' ? error : CHAT_ERRORS.ASSISTANT_UNAVAILABLE };
}

/**
 * The AI chat through the workflow function `aiChat` (`POST /api/workflow/runFunction` with
 * `{ functionName: 'aiChat', params: { op, ... } }`). Business failures (no consent, the daily limit, an
 * unknown conversation) answer `{ success: false, error }` with one of {@link CHAT_ERRORS}; transport
 * failures throw. Conversations and messages are read with the entity service (`VegChat`,
 * `VegChatMessage`); every write goes through here.
 */
export class ChatService {
  constructor(private readonly run: ChatOpsRunner) {}

  /**
   * Sends a message and answers the stored message and the assistant's reply. `options.signal` stops
   * waiting for the reply ("Stop generating"): the call rejects with an `AbortError`.
   */
  async send(request: SendChatRequest, options: CallOptions = {}): Promise<SendChatResult> {
    const value = await this.run(ChatOp.Send, { ...request }, options);
    const answer = answerOf<Omit<Extract<SendChatResult, { success: true }>, 'success'>>(value);
    if (answer.success) return answer;
    const usage = (value as { usage?: ChatUsage } | null)?.usage;
    return usage === undefined ? answer : { ...answer, usage };
  }

  async createChat(clientId: string, title?: string): Promise<ChatOpResult<{ chat: VegChat }>> {
    return answerOf(
      await this.run(ChatOp.CreateChat, { clientId, ...(title === undefined ? {} : { title }) }),
    );
  }

  async renameChat(chatId: string, title: string): Promise<ChatOpResult<{ chat: VegChat }>> {
    return answerOf(await this.run(ChatOp.RenameChat, { chatId, title }));
  }

  /** Deletes a conversation and its messages. */
  async deleteChat(chatId: string): Promise<ChatOpResult<{ deleted: number }>> {
    return answerOf(await this.run(ChatOp.DeleteChat, { chatId }));
  }

  /** Deletes every conversation of the client (the signed-in user's own). */
  async deleteAllChats(clientId: string): Promise<ChatOpResult<{ deleted: number }>> {
    return answerOf(await this.run(ChatOp.DeleteAllChats, { clientId }));
  }

  /** Gives or withdraws consent; the platform stores the dates (a caretaker cannot consent for a client). */
  async setConsent(
    request: SetConsentRequest,
  ): Promise<ChatOpResult<{ client: VegClient; deleted: number }>> {
    return answerOf(await this.run(ChatOp.SetConsent, { ...request }));
  }

  /** Lets the assistant remember a fact the user chose (answers the facts after the change). */
  async remember(clientId: string, fact: string): Promise<ChatOpResult<{ memory: string[] }>> {
    return answerOf(await this.run(ChatOp.Remember, { clientId, fact }));
  }

  /** Forgets the fact at `index` of {@link memoryFacts} (answers the facts after the change). */
  async forget(clientId: string, index: number): Promise<ChatOpResult<{ memory: string[] }>> {
    return answerOf(await this.run(ChatOp.Forget, { clientId, index }));
  }

  /** Messages sent today and the tier's daily limit. */
  async usage(): Promise<ChatOpResult<{ usage: ChatUsage }>> {
    return answerOf(await this.run(ChatOp.Usage, {}));
  }
}

/** The AI chat (the `aiChat` function). */
export const chatService = (core: PlatformCore): ChatService =>
  new ChatService((op, params, options) =>
    core.workflow.runFunction(AI_CHAT_FUNCTION, { op, ...params }, options),
  );
