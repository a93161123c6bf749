/**
 * Ece's conversation with the assistant: she consented, talked about her first weeks in a new city, and
 * lets her caretaker (team@) read her conversations, so the caretaker's read-only view has something to
 * show; her caretaker's instructions and sensitivities shape the assistant's replies to her. Written as the `aiChat` function writes a conversation (workflows/chat.ts).
 */
import type { Database } from '../db/database.ts';
import type { TenantData } from '../db/tenant.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const EXCHANGE: readonly { role: 'user' | 'assistant'; content: string }[] = [
  { role: 'user', content: 'Bu şehirde hâlâ kimseyi tanımıyorum, akşamları çok yalnız hissediyorum.' },
  {
    role: 'assistant',
    content:
      'Yeni bir şehirde akşamların yalnız geçmesi ağır gelebilir; bunu fark etmeniz önemli. Yalnızlık en çok hangi anlarda yoğunlaşıyor?',
  },
  { role: 'user', content: 'İşten eve döndüğümde. Eski arkadaşlarımı arayınca biraz geçiyor.' },
  {
    role: 'assistant',
    content:
      'Eski arkadaşlarınızla konuşmak size iyi geliyor gibi görünüyor. Notlarınızda akşam yürüyüşlerinin de işe yaradığını yazmıştınız; bu akşam bunlardan birini denemek ister misiniz?',
  },
];

export function seedSharedChat(
  db: Database,
  tenant: TenantData,
  client: { id: string; userId: string },
  seedTime: number,
): void {
  const consentAt = new Date(seedTime - 10 * DAY).toISOString();
  const existing = db.row(tenant, 'VegClient', client.id);
  if (existing === undefined) return;
  db.update(
    tenant,
    'VegClient',
    existing,
    {
      aiConsentDate: consentAt,
      chatsVisibleToCaretaker: true,
      // Her caretaker's guidance for the assistant (VegClient's instructions and sensitivities).
      instructions: 'Keep replies short and warm; she is settling into a new city.',
      sensitivities: 'Family conflict: do not bring it up unless she does.',
    },
    { actorId: client.userId, now: consentAt },
  );
  const start = seedTime - 2 * DAY - 3 * HOUR;
  const chat = db.insert(
    tenant,
    'VegChat',
    { title: 'Akşamları yalnızlık', client_id: client.id, messageCount: 0 },
    { actorId: client.userId, now: new Date(start).toISOString() },
  );
  EXCHANGE.forEach((message, index) => {
    const at = new Date(start + index * 2 * 60 * 1000).toISOString();
    db.insert(
      tenant,
      'VegChatMessage',
      { chat_id: chat.id, role: message.role, content: message.content, crisis: false, date: at },
      { actorId: client.userId, now: at },
    );
  });
  const last = new Date(start + (EXCHANGE.length - 1) * 2 * 60 * 1000).toISOString();
  db.update(
    tenant,
    'VegChat',
    chat,
    { lastMessageDate: last, messageCount: EXCHANGE.length },
    { actorId: client.userId, now: last },
  );
}
