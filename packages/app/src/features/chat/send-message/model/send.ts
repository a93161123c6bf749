import { checkCrisis, type SendChatRequest, type SendChatResult } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $consent,
  $ownClientId,
  $selectedChatId,
  chatClosed,
  chatFailureOf,
  chatSelected,
  chatsChanged,
  loadChatContext,
  messagesAppended,
  sendMessage,
  type ChatFailure,
} from '@/entities/chat';
import { $dataKey } from '@/entities/keyring';
import { $access, $currentUser, logoutFx } from '@/entities/session';
import { unsavedWorkChanged } from '@/shared/lib/unsaved-work';
import { draftKey, readDraft, removeDraft, writeDraft } from '../api/draft-store.ts';

/** The typed text changed. */
export const draftChanged = createEvent<string>();
/** The page opened: a draft kept on this device comes back. */
export const draftRestoreRequested = createEvent();
/** Enter or Send. */
export const messageSubmitted = createEvent();
/** After the crisis help: send the message anyway, or go back to it. */
export const crisisContinued = createEvent();
export const crisisDismissed = createEvent();
/** Send the kept message again after a failure. */
export const retryRequested = createEvent();
/** "Stop" while the assistant answers: the request is aborted and the message stays in the box. */
export const stopRequested = createEvent();

/**
 * Why the last send did not go through (the message is still in the draft), with the daily limit when
 * reached; `stopped`: the user stopped it.
 */
export interface SendFailure {
  kind: ChatFailure | 'stopped';
  limit: number | null;
}

/** The send was aborted (the user pressed Stop), not refused. */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** A business failure of `aiChat` (no consent, the daily limit…), thrown so the mutation fails with it. */
export class ChatSendError extends Error {
  constructor(
    readonly failure: SendFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ChatSendError';
  }
}

type Sent = Extract<SendChatResult, { success: true }>;

/**
 * A message to send; with `withContext` (data consent, `ai-insights` tier) recent entries go along;
 * `signal` aborts it (Stop).
 */
export type SendRequest = SendChatRequest & { withContext: boolean; signal?: AbortSignal };

export const sendFx = createEffect(
  async ({ withContext, signal, ...request }: SendRequest): Promise<Sent> => {
    const context = withContext ? await loadChatContext(request.clientId) : undefined;
    signal?.throwIfAborted();
    const answer = await sendMessage(context ? { ...request, context } : request, signal);
    if (!answer.success) {
      throw new ChatSendError(
        { kind: chatFailureOf(answer.error), limit: answer.usage?.limit ?? null },
        answer.error,
      );
    }
    return answer;
  },
);
export const sendMutation = createMutation({ name: 'chat/send', effect: sendFx });

export const $draft = createStore('', { serialize: 'ignore' })
  .on(draftChanged, (_, text) => text)
  .reset(logoutFx.finally);
// An app update waits for the user while a message is being written.
sample({
  clock: $draft.map((text) => text.trim() !== ''),
  fn: (unsaved) => ({ key: 'chat-message', unsaved }),
  target: unsavedWorkChanged,
});
/** The crisis help is shown for the typed message (before anything is sent). */
export const $crisisShown = createStore(false, { serialize: 'ignore' })
  .on(crisisContinued, () => false)
  .on(crisisDismissed, () => false)
  .reset(logoutFx.finally, chatClosed);
export const $sendFailure = createStore<SendFailure | null>(null, { serialize: 'ignore' })
  .on(sendMutation.finished.failure, (_, { error }): SendFailure => {
    if (error instanceof ChatSendError) return error.failure;
    return { kind: isAbort(error) ? 'stopped' : 'unavailable', limit: null };
  })
  .reset(sendMutation.started, chatSelected, chatClosed, logoutFx.finally);
/** The assistant's complete reply, for the polite live region (set once, never word by word). */
export const $announcement = createStore('', { serialize: 'ignore' })
  .on(sendMutation.finished.success, (_, { result }) => result.reply.content ?? '')
  .reset(sendMutation.started, chatSelected, chatClosed, logoutFx.finally);
export const $sending = sendMutation.$pending;

const $draftId = combine($currentUser, $ownClientId, (user, clientId) =>
  user && clientId ? draftKey(user.userId, clientId) : null,
);

const persistDraftFx = attach({
  source: { id: $draftId, key: $dataKey },
  effect: async ({ id, key }, text: string) => {
    if (!id) return;
    if (text.trim() === '') await removeDraft(id);
    else await writeDraft(id, { text }, key);
  },
});
const readDraftFx = attach({
  source: { id: $draftId, key: $dataKey },
  effect: async ({ id, key }) => (id ? readDraft(id, key) : null),
});
const removeDraftFx = attach({
  source: $draftId,
  effect: async (id) => {
    if (id) await removeDraft(id);
  },
});

sample({ clock: draftChanged, target: persistDraftFx });
sample({ clock: [draftRestoreRequested, $draftId.updates, $dataKey.updates], target: readDraftFx });
// A kept draft comes back only into an untouched box: never after typing or sending meanwhile (a slow
// read must not put a sent message back).
const $restorable = createStore(false, { serialize: 'ignore' })
  .on([draftRestoreRequested, $draftId.updates, $dataKey.updates], () => true)
  .on([draftChanged, sendMutation.started], () => false)
  .reset(logoutFx.finally);
sample({
  clock: readDraftFx.doneData,
  source: { current: $draft, restorable: $restorable },
  filter: ({ current, restorable }, stored) =>
    restorable && current === '' && stored !== null && stored !== 'locked',
  fn: (_, stored) => (stored !== null && stored !== 'locked' ? stored.text : ''),
  target: $draft,
});

const submitted = sample({
  clock: messageSubmitted,
  source: { draft: $draft, sending: $sending },
  filter: ({ draft, sending }) => !sending && draft.trim() !== '',
  fn: ({ draft }) => draft.trim(),
});
// The crisis check runs on the device before anything is sent: help first, at once.
sample({
  clock: submitted,
  filter: (text) => checkCrisis(text).triggered,
  fn: () => true,
  target: $crisisShown,
});
const sendNow = sample({
  clock: [submitted.filter({ fn: (text) => !checkCrisis(text).triggered }), crisisContinued, retryRequested],
});
const sendAsked = sample({
  clock: sendNow,
  source: {
    clientId: $ownClientId,
    chatId: $selectedChatId,
    draft: $draft,
    sending: $sending,
    consent: $consent,
    access: $access,
  },
  fn: ({ clientId, chatId, draft, sending, consent, access }) => ({
    clientId,
    chatId,
    message: draft.trim(),
    sending,
    withContext: consent.data && access.aiInsights,
  }),
})
  .filter({
    fn: (
      asked,
    ): asked is {
      clientId: string;
      chatId: string | null;
      message: string;
      sending: boolean;
      withContext: boolean;
    } => asked.clientId !== null && !asked.sending && asked.message !== '',
  })
  .map(({ clientId, chatId, message, withContext }): SendRequest => ({
    clientId,
    ...(chatId ? { chatId } : {}),
    message,
    withContext,
  }));
// Each send gets its own AbortController: Stop aborts the one on its way.
const sendStarted = sendAsked.map((request) => ({ request, controller: new AbortController() }));
const $controller = createStore<AbortController | null>(null, { serialize: 'ignore' })
  .on(sendStarted, (_, { controller }) => controller)
  .reset(sendMutation.finished.finally, logoutFx.finally);
sample({
  clock: sendStarted,
  fn: ({ request, controller }): SendRequest => ({ ...request, signal: controller.signal }),
  target: sendMutation.start,
});
const abortFx = createEffect((controller: AbortController) => {
  controller.abort();
});
sample({
  clock: stopRequested,
  source: $controller,
  filter: (controller): controller is AbortController => controller !== null,
  target: abortFx,
});
// Stopped late, the platform may have kept the message after all: the list shows what it holds.
sample({
  clock: sendMutation.finished.failure,
  filter: ({ error }) => isAbort(error),
  target: chatsChanged,
});
sample({
  clock: sendMutation.finished.success,
  fn: ({ result }) => ({ chatId: result.chat.id, messages: [result.message, result.reply] }),
  target: messagesAppended,
});
sample({ clock: sendMutation.finished.success, fn: () => '', target: [$draft, removeDraftFx] });
