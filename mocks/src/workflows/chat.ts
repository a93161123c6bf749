/**
 * aiChat: the AI chat's platform function, selected by `op` (the SDK's `ChatOp`):
 *
 * - send `{ clientId, chatId?, message, context?, excerpt? }` → `{ chat, message, reply, crisis,
 *   usedContext, usage }`. Order: AI consent, then the crisis check (the SDK's `checkCrisis`, the same
 *   data the app checks with; a flagged message is answered with the fixed safe template, never counted
 *   against the limit and never sent to a model), then the daily limit, then the reply: the rule-based
 *   listener (chat-listener.ts) or, when `EMULATOR_LLM_URL` is set (Node), an OpenAI-compatible
 *   `POST {EMULATOR_LLM_URL}/v1/chat/completions`. `context` (recent check-ins and reflections) is used
 *   only with the client's data consent and never with a text that is an encryption envelope. Nothing is
 *   stored when the reply fails, so the app can retry the same message.
 * - createChat `{ clientId, title? }`, renameChat `{ chatId, title }`, deleteChat `{ chatId }` (with its
 *   messages), deleteAllChats `{ clientId }`.
 * - setConsent `{ clientId, ai?, data?, shareWithCaretaker? }`: stores `aiConsentDate` and
 *   `dataConsentDate` (now, or null); withdrawing AI consent deletes every conversation and the memory,
 *   and ends data consent and sharing. Only the client's own user consents: a caretaker cannot for their client.
 * - remember `{ clientId, fact }` and forget `{ clientId, index }` → `{ memory: string[] }`: the facts
 *   the user chose to let the assistant remember (`VegClient.memory`, one a line, at most 20 of 200
 *   characters), written only here, by the client's own user.
 * - usage `{}` → `{ usage: { used, limit } }`: user messages sent today (UTC) and the tier's limit, the
 *   same numbers getUsageStats answers as `ai-chat-messages`.
 *
 * Business failures answer `{ success: false, error }` (the SDK's `CHAT_ERRORS`); a model that cannot be
 * reached is 502.
 */
import {
  CHAT_ERRORS,
  CHAT_MEMORY_FACT_MAX_LENGTH,
  CHAT_MEMORY_MAX_FACTS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TITLE_MAX_LENGTH,
  ChatOp,
  SubscriptionType,
  checkCrisis,
  memoryFacts,
  type ChatUsage,
} from '@emotion-guru/platform-sdk';
import { isOwnClient } from '../access/chat.ts';
import { isRecord, str } from '../handlers/body.ts';
import { EMULATOR_MESSAGES, HttpError, type CallContext } from '../handlers/context.ts';
import type { Row } from '../query/types.ts';
import { listenerLanguage, listenerReply, safeTemplate } from './chat-listener.ts';

const DAY = 24 * 60 * 60 * 1000;

const FREE_LIMIT = 10;

/** User messages a day, by subscription type (null: unlimited). */
export const AI_CHAT_DAILY_LIMITS: Readonly<Record<number, number | null>> = {
  [SubscriptionType.Free]: FREE_LIMIT,
  [SubscriptionType.Premium]: 50,
  [SubscriptionType.Professional]: 100,
  [SubscriptionType.Team]: 200,
  [SubscriptionType.Enterprise]: 200,
};

/** The title of a conversation whose first message the crisis check flagged. */
const NEUTRAL_TITLE = { en: 'Conversation', tr: 'Sohbet' } as const;

/** How many earlier messages of a conversation a model sees. */
const HISTORY = 20;
/** How many context entries of each kind the reply may use. */
const CONTEXT_ENTRIES = 10;

/** Any version of the app's local-encryption envelope (`eg1.<iv>.<ciphertext>`): never read or forwarded. */
const ENVELOPE = /^eg[0-9]+\.\S*$/;

/**
 * What a real model is told before the conversation (the listener follows the same rules in code).
 */
export const SYSTEM_PROMPT = [
  'You are the listening companion of Emotion Guru, a wellbeing app. You are an AI, not a person, not a therapist and not an emergency service.',
  'Listen: reflect the feelings the user names back to them, ask at most one open question, keep replies short and warm.',
  'Never diagnose and never name a condition the user may have. Never give advice about medication, doses or treatment: say that a doctor or pharmacist can help with that.',
  "When it fits, suggest one of the user's own coping notes from the context below; never invent facts about them.",
  'If the user mentions suicide, self-harm, abuse or danger, encourage them to contact emergency services or someone they trust.',
  'Respect the instructions and avoid the sensitive topics listed below.',
].join('\n');

function fail(error: string, extra: Row = {}): Row {
  return { success: false, error, ...extra };
}

function isoNow(ctx: CallContext): string {
  return new Date(ctx.now).toISOString();
}

function write(ctx: CallContext, entity: string, input: Row, existing?: Row): Row {
  const options = { actorId: ctx.actor.userId, now: isoNow(ctx) };
  return existing === undefined
    ? ctx.db.insert(ctx.tenant, entity, input, options)
    : ctx.db.update(ctx.tenant, entity, existing, input, options);
}

function requireUser(ctx: CallContext): Row {
  const userId = ctx.actor.userId;
  const user = userId === undefined ? undefined : ctx.db.row(ctx.tenant, 'GsbUser', userId);
  if (user === undefined) throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
  return user;
}

/** The caller's own client record named by `clientId` (else their only own one). */
function ownClient(ctx: CallContext, user: Row, params: Row): Row | undefined {
  const me = String(user.id);
  const id = str(params, 'clientId', 'client_id');
  if (id !== undefined) {
    const client = ctx.db.row(ctx.tenant, 'VegClient', id);
    return client !== undefined && isOwnClient(me, client) ? client : undefined;
  }
  return ctx.db.rows(ctx.tenant, 'VegClient').find((c) => isOwnClient(me, c));
}

function ownChat(ctx: CallContext, user: Row, params: Row): Row | undefined {
  const id = str(params, 'chatId', 'chat_id');
  const chat = id === undefined ? undefined : ctx.db.row(ctx.tenant, 'VegChat', id);
  return chat?.createdBy_id === user.id ? chat : undefined;
}

function messagesOf(ctx: CallContext, chatId: unknown): Row[] {
  return ctx.db
    .rows(ctx.tenant, 'VegChatMessage')
    .filter((m) => m.chat_id === chatId)
    .sort((a, b) => String(a.createDate).localeCompare(String(b.createDate)));
}

/** User messages the user sent today (UTC), crisis messages not counted, and their tier's limit. */
export function chatUsage(ctx: CallContext, user: Row): ChatUsage {
  const dayStart = Math.floor(ctx.now / DAY) * DAY;
  const used = ctx.db
    .rows(ctx.tenant, 'VegChatMessage')
    .filter(
      (m) =>
        m.createdBy_id === user.id &&
        m.role === 'user' &&
        m.crisis !== true &&
        Date.parse(String(m.createDate)) >= dayStart,
    ).length;
  const limit = AI_CHAT_DAILY_LIMITS[Number(user.subscriptionType ?? SubscriptionType.Free)];
  return { used, limit: limit === undefined ? FREE_LIMIT : limit };
}

function titleOf(raw: string): string {
  const flat = raw.replace(/\s+/g, ' ').trim();
  return flat.length > CHAT_TITLE_MAX_LENGTH
    ? `${flat.slice(0, CHAT_TITLE_MAX_LENGTH - 1).trimEnd()}…`
    : flat;
}

function plain(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length > 0 && !ENVELOPE.test(value.trim())
    ? value.trim()
    : undefined;
}

interface UsableContext {
  checkIns: Row[];
  reflections: Row[];
  excerpt: string | undefined;
}

/** The context the reply may use: nothing without data consent, and never an encrypted text. */
function usableContext(client: Row, params: Row): UsableContext | undefined {
  if (typeof client.dataConsentDate !== 'string' || client.dataConsentDate.length === 0) return undefined;
  const context = isRecord(params.context) ? params.context : {};
  const list = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRecord) : []);
  const clean = (entry: Row): Row => {
    const kept: Row = {};
    for (const [key, value] of Object.entries(entry)) {
      const text = typeof value === 'number' ? value : plain(value);
      if (text !== undefined) kept[key] = text;
    }
    return kept;
  };
  return {
    checkIns: list(context.checkIns)
      .map(clean)
      .filter((c) => typeof c.emotion === 'string')
      .slice(0, CONTEXT_ENTRIES),
    reflections: list(context.reflections)
      .map(clean)
      .filter((r) => Object.keys(r).length > 0)
      .slice(0, CONTEXT_ENTRIES),
    excerpt: plain(params.excerpt),
  };
}

function llmUrl(): string | undefined {
  const url = typeof process === 'undefined' ? undefined : process.env.EMULATOR_LLM_URL;
  if (url === undefined || url.trim() === '') return undefined;
  if (url.includes('/chat/completions')) return url;
  return `${url.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/chat/completions`;
}

function systemMessage(client: Row, context: UsableContext | undefined, languageCode: string): string {
  const sections = [SYSTEM_PROMPT, `Reply in the language ${languageCode}.`];
  const add = (title: string, value: unknown): void => {
    const text = plain(value);
    if (text !== undefined) sections.push(`${title}:\n${text}`);
  };
  add("The caretaker's instructions", client.instructions);
  add('Sensitive topics to avoid', client.sensitivities);
  add('What the user asked you to remember', client.memory);
  if (context !== undefined) {
    sections.push(
      `Recent check-ins and reflections (shared with consent):\n${JSON.stringify({ checkIns: context.checkIns, reflections: context.reflections })}`,
    );
    if (context.excerpt !== undefined) sections.push(`An excerpt the user attached:\n${context.excerpt}`);
  }
  return sections.join('\n\n');
}

async function modelReply(
  url: string,
  system: string,
  history: readonly Row[],
  message: string,
): Promise<string> {
  const messages = [
    { role: 'system', content: system },
    ...history.slice(-HISTORY).map((m) => ({ role: String(m.role), content: String(m.content) })),
    { role: 'user', content: message },
  ];
  let answer: unknown;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: process.env.EMULATOR_LLM_MODEL ?? 'local', messages }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    answer = await response.json();
  } catch {
    throw new HttpError(502, CHAT_ERRORS.ASSISTANT_UNAVAILABLE);
  }
  const choices = isRecord(answer) && Array.isArray(answer.choices) ? answer.choices : [];
  const first: unknown = choices[0];
  const content = isRecord(first) && isRecord(first.message) ? first.message.content : undefined;
  if (typeof content !== 'string' || content.trim() === '')
    throw new HttpError(502, CHAT_ERRORS.ASSISTANT_UNAVAILABLE);
  return content.trim();
}

function copingNotes(context: UsableContext | undefined): string[] {
  if (context === undefined) return [];
  return context.reflections.flatMap((r) => (typeof r.actions === 'string' ? [r.actions] : []));
}

type Op = (ctx: CallContext, params: Row, user: Row) => Row | Promise<Row>;

function deleteChatRows(ctx: CallContext, chat: Row): void {
  for (const message of messagesOf(ctx, chat.id))
    ctx.db.remove(ctx.tenant, 'VegChatMessage', String(message.id));
  ctx.db.remove(ctx.tenant, 'VegChat', String(chat.id));
}

function deleteAll(ctx: CallContext, user: Row, client: Row): number {
  const chats = ctx.db
    .rows(ctx.tenant, 'VegChat')
    .filter((c) => c.createdBy_id === user.id && c.client_id === client.id);
  for (const chat of chats) deleteChatRows(ctx, chat);
  return chats.length;
}

const OPS: Record<string, Op> = {
  async [ChatOp.Send](ctx, params, user) {
    const client = ownClient(ctx, user, params);
    if (client === undefined) return fail(CHAT_ERRORS.CLIENT_NOT_FOUND);
    if (typeof client.aiConsentDate !== 'string' || client.aiConsentDate === '')
      return fail(CHAT_ERRORS.CONSENT_REQUIRED);
    const message = (str(params, 'message', 'content') ?? '').trim();
    if (message.length === 0) return fail(CHAT_ERRORS.MESSAGE_REQUIRED);
    if (message.length > CHAT_MESSAGE_MAX_LENGTH) return fail(CHAT_ERRORS.MESSAGE_TOO_LONG);
    let chat: Row | undefined;
    if (str(params, 'chatId', 'chat_id') !== undefined) {
      chat = ownChat(ctx, user, params);
      if (chat === undefined || chat.client_id !== client.id) return fail(CHAT_ERRORS.CHAT_NOT_FOUND);
    }
    const usage = chatUsage(ctx, user);
    const crisis = checkCrisis(message).triggered;
    if (!crisis && usage.limit !== null && usage.used >= usage.limit)
      return fail(CHAT_ERRORS.LIMIT_REACHED, { usage });

    const history = chat === undefined ? [] : messagesOf(ctx, chat.id);
    const context = crisis ? undefined : usableContext(client, params);
    let reply: string;
    if (crisis) reply = safeTemplate(ctx.language);
    else {
      const url = llmUrl();
      reply =
        url === undefined
          ? listenerReply({
              message,
              language: listenerLanguage(ctx.language),
              turn: history.filter((m) => m.role === 'user').length,
              copingNotes: copingNotes(context),
              sensitivities: plain(client.sensitivities) ?? '',
            })
          : await modelReply(url, systemMessage(client, context, ctx.language), history, message);
    }
    // Stored only once the reply exists: a failed reply leaves nothing half-done to retry over.
    // A new conversation is titled with its first message, unless that message asked for help: a list
    // of conversations should not repeat someone's worst moment back at them.
    const title = crisis ? NEUTRAL_TITLE[listenerLanguage(ctx.language)] : titleOf(message);
    chat ??= write(ctx, 'VegChat', { title, client_id: client.id, messageCount: 0 });
    const at = isoNow(ctx);
    const stored = write(ctx, 'VegChatMessage', {
      chat_id: chat.id,
      role: 'user',
      content: message,
      crisis,
      date: at,
    });
    const answer = write(ctx, 'VegChatMessage', {
      chat_id: chat.id,
      role: 'assistant',
      content: reply,
      crisis,
      date: at,
    });
    chat = write(
      ctx,
      'VegChat',
      { lastMessageDate: at, messageCount: Number(chat.messageCount ?? 0) + 2 },
      chat,
    );
    return {
      success: true,
      chat,
      message: stored,
      reply: answer,
      crisis,
      usedContext: context !== undefined,
      usage: chatUsage(ctx, user),
    };
  },

  [ChatOp.CreateChat](ctx, params, user) {
    const client = ownClient(ctx, user, params);
    if (client === undefined) return fail(CHAT_ERRORS.CLIENT_NOT_FOUND);
    if (typeof client.aiConsentDate !== 'string' || client.aiConsentDate === '')
      return fail(CHAT_ERRORS.CONSENT_REQUIRED);
    const title = titleOf(str(params, 'title') ?? '');
    const chat = write(ctx, 'VegChat', { title, client_id: client.id, messageCount: 0 });
    return { success: true, chat };
  },

  [ChatOp.RenameChat](ctx, params, user) {
    const chat = ownChat(ctx, user, params);
    if (chat === undefined) return fail(CHAT_ERRORS.CHAT_NOT_FOUND);
    return {
      success: true,
      chat: write(ctx, 'VegChat', { title: titleOf(str(params, 'title') ?? '') }, chat),
    };
  },

  [ChatOp.DeleteChat](ctx, params, user) {
    const chat = ownChat(ctx, user, params);
    if (chat === undefined) return fail(CHAT_ERRORS.CHAT_NOT_FOUND);
    deleteChatRows(ctx, chat);
    return { success: true, deleted: 1 };
  },

  [ChatOp.DeleteAllChats](ctx, params, user) {
    const client = ownClient(ctx, user, params);
    if (client === undefined) return fail(CHAT_ERRORS.CLIENT_NOT_FOUND);
    return { success: true, deleted: deleteAll(ctx, user, client) };
  },

  [ChatOp.SetConsent](ctx, params, user) {
    const client = ownClient(ctx, user, params);
    if (client === undefined) return fail(CHAT_ERRORS.CLIENT_NOT_FOUND);
    const changes: Row = {};
    let deleted = 0;
    const at = isoNow(ctx);
    if (params.ai === true && typeof client.aiConsentDate !== 'string') changes.aiConsentDate = at;
    if (params.ai === false) {
      deleted = deleteAll(ctx, user, client);
      Object.assign(changes, {
        aiConsentDate: null,
        dataConsentDate: null,
        chatsVisibleToCaretaker: false,
        memory: '',
      });
    } else {
      const hasAi = params.ai === true || typeof client.aiConsentDate === 'string';
      if (params.data === true && hasAi && typeof client.dataConsentDate !== 'string')
        changes.dataConsentDate = at;
      if (params.data === false) changes.dataConsentDate = null;
      if (typeof params.shareWithCaretaker === 'boolean')
        changes.chatsVisibleToCaretaker = params.shareWithCaretaker;
    }
    const updated = Object.keys(changes).length === 0 ? client : write(ctx, 'VegClient', changes, client);
    return { success: true, client: updated, deleted };
  },

  [ChatOp.Remember](ctx, params, user) {
    const client = ownClient(ctx, user, params);
    if (client === undefined) return fail(CHAT_ERRORS.CLIENT_NOT_FOUND);
    const fact = (str(params, 'fact') ?? '').replace(/\s+/g, ' ').trim();
    if (fact.length === 0) return fail(CHAT_ERRORS.MESSAGE_REQUIRED);
    if (fact.length > CHAT_MEMORY_FACT_MAX_LENGTH) return fail(CHAT_ERRORS.MESSAGE_TOO_LONG);
    const facts = memoryFacts(typeof client.memory === 'string' ? client.memory : '');
    if (facts.length >= CHAT_MEMORY_MAX_FACTS) return fail(CHAT_ERRORS.MEMORY_FULL);
    const memory = [...facts, fact];
    write(ctx, 'VegClient', { memory: memory.join('\n') }, client);
    return { success: true, memory };
  },

  [ChatOp.Forget](ctx, params, user) {
    const client = ownClient(ctx, user, params);
    if (client === undefined) return fail(CHAT_ERRORS.CLIENT_NOT_FOUND);
    const facts = memoryFacts(typeof client.memory === 'string' ? client.memory : '');
    const index = typeof params.index === 'number' ? params.index : -1;
    if (!Number.isInteger(index) || index < 0 || index >= facts.length)
      return fail(CHAT_ERRORS.MEMORY_NOT_FOUND);
    const memory = facts.filter((_, i) => i !== index);
    write(ctx, 'VegClient', { memory: memory.join('\n') }, client);
    return { success: true, memory };
  },

  [ChatOp.Usage](ctx, _params, user) {
    return { success: true, usage: chatUsage(ctx, user) };
  },
};

export async function aiChat(ctx: CallContext, params: Row): Promise<Row> {
  const user = requireUser(ctx);
  const op = OPS[str(params, 'op') ?? ChatOp.Send];
  if (op === undefined) return fail(CHAT_ERRORS.UNKNOWN_OP);
  return op(ctx, params, user);
}
