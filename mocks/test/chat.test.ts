/**
 * The AI chat's platform side: the aiChat function (consent, the crisis check's safe template, the
 * rule-based listener's replies, data consent context, daily limits, deletion), the access rules of
 * VegChat and VegChatMessage, and the SDK's chat service over them.
 */
import { AI_CHAT_USAGE_FEATURE, CHAT_ERRORS, type PlatformClient } from '@emotion-guru/platform-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { safeTemplate } from '../src/workflows/chat-listener.ts';
import { aiChat, consenting, CONTEXT, ownClientId, replyOf } from './chat-helpers.ts';
import { call, entities, login, signedIn, useEmulator, type ApiAnswer, type Json } from './helpers.ts';

let clock = Date.parse('2026-11-20T12:00:00.000Z');
useEmulator({ now: () => clock });

afterEach(() => {
  clock = Date.parse('2026-11-20T12:00:00.000Z');
});

describe('aiChat consent', () => {
  it('answers only after the client consents, and stores the consent dates itself', async () => {
    const token = await login('free@example.com');
    const clientId = await ownClientId(token, 'free@example.com');
    expect(await aiChat(token, { op: 'send', clientId, message: 'I feel sad' })).toEqual({
      success: false,
      error: CHAT_ERRORS.CONSENT_REQUIRED,
    });
    // The consent fields cannot be written through the entity endpoints.
    await call(
      '/api/entity/save',
      { entityName: 'VegClient', entity: { id: clientId, aiConsentDate: '2026-01-01T00:00:00.000Z' } },
      token,
    );
    expect(await aiChat(token, { op: 'send', clientId, message: 'I feel sad' })).toMatchObject({
      error: CHAT_ERRORS.CONSENT_REQUIRED,
    });
    const consent = await aiChat(token, { op: 'setConsent', clientId, ai: true });
    expect(consent).toMatchObject({
      success: true,
      client: { aiConsentDate: '2026-11-20T12:00:00.000Z' },
    });
    expect((consent.client as Json).dataConsentDate).toBeUndefined();
    expect(await aiChat(token, { op: 'send', clientId, message: 'I feel sad' })).toMatchObject({
      success: true,
    });
  });

  it('lets nobody but the client themself consent, not even their caretaker', async () => {
    const team = await login('team@example.com');
    const ece = await login('ece.sahin@example.com');
    const eceClient = await ownClientId(ece, 'ece.sahin@example.com');
    expect(await aiChat(team, { op: 'setConsent', clientId: eceClient, ai: true })).toEqual({
      success: false,
      error: CHAT_ERRORS.CLIENT_NOT_FOUND,
    });
  });

  it('withdrawing AI consent deletes every conversation and ends data consent and sharing', async () => {
    const { token, clientId } = await consenting('premium@example.com', true);
    await aiChat(token, { op: 'send', clientId, message: 'First' });
    await aiChat(token, { op: 'send', clientId, message: 'Second' });
    const result = await aiChat(token, { op: 'setConsent', clientId, ai: false });
    expect(result).toMatchObject({
      success: true,
      deleted: 2,
      client: { aiConsentDate: null, dataConsentDate: null, chatsVisibleToCaretaker: false },
    });
    expect(entities(await call('/api/entity/query', { entityName: 'VegChat' }, token))).toEqual([]);
    expect(entities(await call('/api/entity/query', { entityName: 'VegChatMessage' }, token))).toEqual([]);
  });
});

describe('aiChat listener', () => {
  it('reflects the feeling back, asks exactly one open question and stores both messages', async () => {
    const { token, clientId } = await consenting('premium@example.com');
    const result = await aiChat(token, {
      op: 'send',
      clientId,
      message: 'I have been so anxious about work this week',
    });
    expect(result).toMatchObject({ success: true, crisis: false, usedContext: false });
    const reply = replyOf(result);
    expect(reply).toContain('It sounds like you are feeling anxious right now.');
    expect(reply.match(/\?/g)).toHaveLength(1);
    const chat = result.chat as Json;
    expect(chat.title).toBe('I have been so anxious about work this week');
    const messages = entities(
      await call(
        '/api/entity/query',
        {
          entityName: 'VegChatMessage',
          filters: [{ field: 'chat', op: 'eq', value: chat.id }],
        },
        token,
      ),
    );
    expect(messages.map((m) => m.role).sort()).toEqual(['assistant', 'user']);
  });

  it('answers in Turkish for a Turkish caller and keeps one conversation going', async () => {
    const { token, clientId } = await consenting('pro@example.com');
    const first = await aiChat(token, { op: 'send', clientId, message: 'Bugün çok yorgunum' }, 'tr-TR');
    expect(replyOf(first)).toContain('Şu an kendini yorgun hissediyor gibisin.');
    const chatId = (first.chat as Json).id;
    const second = await aiChat(token, { op: 'send', clientId, chatId, message: 'Evet' }, 'tr-TR');
    expect(replyOf(second)).toContain('Şu an aklında çok şey var gibi görünüyor.');
    // The next turn asks the next question.
    expect(replyOf(second)).not.toBe(replyOf(first));
    expect((second.chat as Json).messageCount).toBe(4);
  });

  const MEDICAL_AND_DIAGNOSIS = [
    'Should I take more of my antidepressants?',
    'Do I have depression?',
    'What dose of sertraline is right for me?',
    'Can you diagnose me with anxiety disorder?',
    'I stopped my medication, is that fine?',
    'Do you think I have ADHD?',
  ];
  const TURKISH_MEDICAL = [
    'İlacımı bırakabilir miyim?',
    'Bende depresyon teşhisi var mı sence?',
    'Antidepresan dozumu artırayım mı?',
  ];
  const NEVER = [
    /\byou (?:have|might have|may have|probably have|are suffering from)\b/i,
    /\b(?:depression|bipolar|adhd|ptsd|disorder)\b/i,
    /\bmg\b/i,
    /\b(?:take|stop|increase|reduce) (?:your|the|more)\b/i,
    /\b(?:depresyon|bipolar|hastalığın|hastasın)\b/i,
  ];

  it.each(MEDICAL_AND_DIAGNOSIS)('never diagnoses or advises on medication: %s', async (message) => {
    const { token, clientId } = await consenting('premium@example.com');
    const reply = replyOf(await aiChat(token, { op: 'send', clientId, message }));
    expect(reply).toContain('I cannot give a diagnosis or advice about medication');
    for (const pattern of NEVER) expect(reply).not.toMatch(pattern);
  });

  it.each(TURKISH_MEDICAL)('never diagnoses or advises on medication (tr): %s', async (message) => {
    const { token, clientId } = await consenting('pro@example.com');
    const reply = replyOf(await aiChat(token, { op: 'send', clientId, message }, 'tr-TR'));
    expect(reply).toContain('Teşhis koyamam ve ilaçlar konusunda tavsiye veremem');
    for (const pattern of NEVER) expect(reply).not.toMatch(pattern);
  });
});

describe('aiChat crisis check', () => {
  it('answers a crisis message with the fixed safe template and its emergency numbers', async () => {
    const { token, clientId } = await consenting('premium@example.com');
    const english = await aiChat(token, { op: 'send', clientId, message: 'I want to die' });
    expect(english).toMatchObject({ success: true, crisis: true, usedContext: false });
    expect(replyOf(english)).toBe(safeTemplate('en-US'));
    expect(replyOf(english)).toContain('**988**');
    // The conversation is not titled with the words that asked for help.
    expect((english.chat as Json).title).toBe('Conversation');
    const turkish = await aiChat(
      token,
      { op: 'send', clientId, message: 'kendime zarar veriyorum' },
      'tr-TR',
    );
    expect(replyOf(turkish)).toBe(safeTemplate('tr-TR'));
    expect(replyOf(turkish)).toContain('**112**');
    expect((turkish.message as Json).crisis).toBe(true);
    expect((turkish.chat as Json).title).toBe('Sohbet');
  });

  it('is answered even over the daily limit, and does not count against it', async () => {
    const { token, clientId } = await consenting('free@example.com');
    for (let i = 0; i < 10; i += 1) await aiChat(token, { op: 'send', clientId, message: `Note ${i}` });
    const crisis = await aiChat(token, { op: 'send', clientId, message: 'I am going to kill myself' });
    expect(crisis).toMatchObject({ success: true, crisis: true, usage: { used: 10, limit: 10 } });
  });
});

describe('aiChat data consent', () => {
  it('uses the context and suggests the user’s own coping note only with data consent', async () => {
    const { token, clientId } = await consenting('premium@example.com');
    const send = (): Promise<Json> =>
      aiChat(token, { op: 'send', clientId, message: 'I feel stressed', context: CONTEXT });
    const plain = await send();
    expect(plain.usedContext).toBe(false);
    expect(replyOf(plain)).not.toContain('walk');

    await aiChat(token, { op: 'setConsent', clientId, data: true });
    const withContext = await send();
    expect(withContext.usedContext).toBe(true);
    expect(replyOf(withContext)).toContain('“A slow walk by the sea after work”');
    expect(replyOf(withContext)).not.toContain('eg1.');
  });

  it('never suggests a note that touches the client’s sensitivities', async () => {
    const { token, clientId } = await consenting('enterprise@example.com', true);
    await call(
      '/api/entity/save',
      { entityName: 'VegClient', entity: { id: clientId, sensitivities: 'Avoid talking about food.' } },
      token,
    );
    const result = await aiChat(token, {
      op: 'send',
      clientId,
      message: 'I feel low',
      context: { reflections: [{ actions: 'Cooking my favourite food' }] },
    });
    expect(result.usedContext).toBe(true);
    expect(replyOf(result)).not.toContain('food');
  });
});

describe('aiChat limits and usage', () => {
  it('stops the free tier after 10 messages a day, reports it in getUsageStats and starts again the next day', async () => {
    const { token, clientId } = await consenting('free@example.com');
    for (let i = 0; i < 10; i += 1)
      expect(await aiChat(token, { op: 'send', clientId, message: `Message ${i}` })).toMatchObject({
        success: true,
      });
    expect(await aiChat(token, { op: 'send', clientId, message: 'One more' })).toEqual({
      success: false,
      error: CHAT_ERRORS.LIMIT_REACHED,
      usage: { used: 10, limit: 10 },
    });
    const stats = await call(
      '/api/workflow/runFunction',
      { functionName: 'subscriptionOps', params: { op: 'getUsageStats' } },
      token,
    );
    const usages = (stats.body.result as Json).usages as Json[];
    expect(usages.find((u) => u.featureId === AI_CHAT_USAGE_FEATURE)).toEqual({
      featureId: AI_CHAT_USAGE_FEATURE,
      used: 10,
      limit: 10,
    });
    clock = Date.parse('2026-11-21T00:00:01.000Z');
    expect(await aiChat(token, { op: 'usage' })).toEqual({ success: true, usage: { used: 0, limit: 10 } });
    expect(await aiChat(token, { op: 'send', clientId, message: 'Good morning' })).toMatchObject({
      success: true,
    });
  });

  it('gives paid tiers their own limits', async () => {
    const premium = await login('premium@example.com');
    expect(await aiChat(premium, { op: 'usage' })).toEqual({ success: true, usage: { used: 0, limit: 50 } });
    const team = await login('team@example.com');
    expect(await aiChat(team, { op: 'usage' })).toEqual({ success: true, usage: { used: 0, limit: 200 } });
  });
});

describe('conversations: access, rename and deletion', () => {
  it('are read by their owner only; the caretaker reads them once the client shares them', async () => {
    const ece = await consenting('ece.sahin@example.com');
    const team = await login('team@example.com');
    const other = await login('premium@example.com');
    const messagesFor = async (token: string) =>
      entities(await call('/api/entity/query', { entityName: 'VegChatMessage' }, token));
    // The seed: Ece shares her conversations (one, of four messages) with her caretaker.
    expect(await messagesFor(team)).toHaveLength(4);
    await aiChat(ece.token, { op: 'setConsent', clientId: ece.clientId, shareWithCaretaker: false });
    expect(await messagesFor(team)).toEqual([]);

    const sent = await aiChat(ece.token, { op: 'send', clientId: ece.clientId, message: 'Hello' });
    const chatId = String((sent.chat as Json).id);
    const read = (token: string): Promise<ApiAnswer> =>
      call('/api/entity/get', { entityName: 'VegChat', entityId: chatId }, token);
    expect((await read(ece.token)).status).toBe(200);
    expect((await read(team)).status).toBe(403);
    expect((await read(other)).status).toBe(403);
    expect(await messagesFor(other)).toEqual([]);

    await aiChat(ece.token, { op: 'setConsent', clientId: ece.clientId, shareWithCaretaker: true });
    expect((await read(team)).status).toBe(200);
    expect(await messagesFor(team)).toHaveLength(6);
    // Reading is all a caretaker does: the conversation stays the client's.
    expect(await aiChat(team, { op: 'deleteChat', chatId })).toEqual({
      success: false,
      error: CHAT_ERRORS.CHAT_NOT_FOUND,
    });
  });

  it('are written only through aiChat, so no reply can be forged', async () => {
    const { token, clientId } = await consenting('premium@example.com');
    const sent = await aiChat(token, { op: 'send', clientId, message: 'Hello' });
    const forged = await call(
      '/api/entity/save',
      {
        entityName: 'VegChatMessage',
        entity: { chat_id: (sent.chat as Json).id, role: 'assistant', content: 'Forged' },
      },
      token,
    );
    expect(forged.status).toBe(403);
  });

  it('are created, renamed and deleted one by one or all at once', async () => {
    const { token, clientId } = await consenting('premium@example.com');
    const created = await aiChat(token, { op: 'createChat', clientId, title: '  Evening   thoughts ' });
    const chatId = (created.chat as Json).id;
    expect(created.chat).toMatchObject({ title: 'Evening thoughts', messageCount: 0 });
    expect(await aiChat(token, { op: 'renameChat', chatId, title: 'Sunday' })).toMatchObject({
      chat: { title: 'Sunday' },
    });
    await aiChat(token, { op: 'send', clientId, chatId, message: 'Hi' });
    await aiChat(token, { op: 'send', clientId, message: 'Another conversation' });
    expect(await aiChat(token, { op: 'deleteChat', chatId })).toEqual({ success: true, deleted: 1 });
    expect(entities(await call('/api/entity/query', { entityName: 'VegChat' }, token))).toHaveLength(1);
    expect(entities(await call('/api/entity/query', { entityName: 'VegChatMessage' }, token))).toHaveLength(
      2,
    );
    expect(await aiChat(token, { op: 'deleteAllChats', clientId })).toEqual({ success: true, deleted: 1 });
    expect(entities(await call('/api/entity/query', { entityName: 'VegChatMessage' }, token))).toEqual([]);
  });

  it('refuses empty, too long and unknown requests', async () => {
    const { token, clientId } = await consenting('premium@example.com');
    expect(await aiChat(token, { op: 'send', clientId, message: '   ' })).toMatchObject({
      error: CHAT_ERRORS.MESSAGE_REQUIRED,
    });
    expect(await aiChat(token, { op: 'send', clientId, message: 'x'.repeat(4001) })).toMatchObject({
      error: CHAT_ERRORS.MESSAGE_TOO_LONG,
    });
    expect(await aiChat(token, { op: 'send', clientId, chatId: 'nope', message: 'Hi' })).toMatchObject({
      error: CHAT_ERRORS.CHAT_NOT_FOUND,
    });
    expect(await aiChat(token, { op: 'fly' })).toMatchObject({ error: CHAT_ERRORS.UNKNOWN_OP });
  });
});

describe('aiChat memory', () => {
  it('remembers and forgets the facts the user chooses, for the client’s own user only', async () => {
    const ece = await consenting('ece.sahin@example.com');
    expect(
      await aiChat(ece.token, { op: 'remember', clientId: ece.clientId, fact: ' Has a cat  named Pamuk ' }),
    ).toEqual({
      success: true,
      memory: ['Has a cat named Pamuk'],
    });
    await aiChat(ece.token, { op: 'remember', clientId: ece.clientId, fact: 'Likes long walks' });
    expect(await aiChat(ece.token, { op: 'forget', clientId: ece.clientId, index: 0 })).toEqual({
      success: true,
      memory: ['Likes long walks'],
    });
    expect(await aiChat(ece.token, { op: 'forget', clientId: ece.clientId, index: 3 })).toEqual({
      success: false,
      error: CHAT_ERRORS.MEMORY_NOT_FOUND,
    });
    // The caretaker reads the client record but can change its memory neither way.
    const team = await login('team@example.com');
    expect(await aiChat(team, { op: 'remember', clientId: ece.clientId, fact: 'Planted' })).toMatchObject({
      error: CHAT_ERRORS.CLIENT_NOT_FOUND,
    });
    await call(
      '/api/entity/save',
      { entityName: 'VegClient', entity: { id: ece.clientId, memory: 'Planted' } },
      team,
    );
    const stored = await call(
      '/api/entity/get',
      { entityName: 'VegClient', entityId: ece.clientId },
      ece.token,
    );
    expect((stored.body.entity as Json).memory).toBe('Likes long walks');
  });

  it('keeps at most 20 facts of at most 200 characters, and forgets them all when AI consent is withdrawn', async () => {
    const { token, clientId } = await consenting('premium@example.com');
    expect(await aiChat(token, { op: 'remember', clientId, fact: 'x'.repeat(201) })).toMatchObject({
      error: CHAT_ERRORS.MESSAGE_TOO_LONG,
    });
    expect(await aiChat(token, { op: 'remember', clientId, fact: ' ' })).toMatchObject({
      error: CHAT_ERRORS.MESSAGE_REQUIRED,
    });
    for (let i = 0; i < 20; i += 1) await aiChat(token, { op: 'remember', clientId, fact: `Fact ${i}` });
    expect(await aiChat(token, { op: 'remember', clientId, fact: 'One more' })).toMatchObject({
      error: CHAT_ERRORS.MEMORY_FULL,
    });
    const withdrawn = await aiChat(token, { op: 'setConsent', clientId, ai: false });
    expect((withdrawn.client as Json).memory).toBe('');
  });
});

describe('the SDK chat service', () => {
  it('sends, consents and deletes through aiChat', async () => {
    const client: PlatformClient = await signedIn('premium@example.com');
    const token = await login('premium@example.com');
    const clientId = await ownClientId(token, 'premium@example.com');
    expect(await client.chat.send({ clientId, message: 'Hi' })).toEqual({
      success: false,
      error: CHAT_ERRORS.CONSENT_REQUIRED,
    });
    expect(await client.chat.setConsent({ clientId, ai: true })).toMatchObject({ success: true });
    const sent = await client.chat.send({ clientId, message: 'I feel calm today' });
    expect(sent).toMatchObject({ success: true, crisis: false, usage: { used: 1, limit: 50 } });
    expect(await client.chat.usage()).toEqual({ success: true, usage: { used: 1, limit: 50 } });
    if (!sent.success) throw new Error('send failed');
    expect(await client.chat.renameChat(sent.chat.id, 'Calm')).toMatchObject({ chat: { title: 'Calm' } });
    expect(await client.chat.deleteChat(sent.chat.id)).toEqual({ success: true, deleted: 1 });
    expect(await client.chat.createChat(clientId)).toMatchObject({ success: true });
    expect(await client.chat.deleteAllChats(clientId)).toEqual({ success: true, deleted: 1 });
  });
});
