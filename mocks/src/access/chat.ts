/**
 * Rules of the AI chat entities (VegChat, VegChatMessage), registered in db/entity-rules.ts.
 *
 * - A conversation is read by the user who had it (its creator). Their caretaker reads it only when the
 *   client allowed it (`VegClient.chatsVisibleToCaretaker`, set by the client's own user through
 *   `aiChat`'s setConsent); admins read the tenant, as everywhere.
 * - A message is readable exactly when its conversation is.
 * - Nobody writes either through the entity endpoints: every change goes through the `aiChat` function
 *   (workflows/chat.ts), so a reply can never be forged and a deletion always takes the messages along.
 */
import type { Lookup } from '../db/entity-rules.ts';
import type { Row } from '../query/types.ts';
import type { Actor } from './rules.ts';

export function canReadChat(actor: Actor, chat: Row, lookup: Lookup): boolean {
  if (chat.createdBy_id === actor.userId) return true;
  const clientId = chat.client_id;
  const client = typeof clientId === 'string' ? lookup('VegClient', clientId) : undefined;
  return (
    client !== undefined && client.caretaker_id === actor.userId && client.chatsVisibleToCaretaker === true
  );
}

export function canReadChatMessage(actor: Actor, message: Row, lookup: Lookup): boolean {
  const chatId = message.chat_id;
  const chat = typeof chatId === 'string' ? lookup('VegChat', chatId) : undefined;
  return chat !== undefined && canReadChat(actor, chat, lookup);
}

/** The client record a user chats as: the one whose `user_id` is theirs, or one they made for themself. */
export function isOwnClient(userId: string, client: Row): boolean {
  if (client.user_id !== undefined && client.user_id !== null) return client.user_id === userId;
  return (
    client.createdBy_id === userId && (client.caretaker_id === undefined || client.caretaker_id === null)
  );
}
