import type { SetConsentRequest } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { attach, createEffect, createEvent, createStore, sample, type Event } from 'effector';
import { $ownClientId, chatOpened, chatsChanged, consentChanged, setChatConsent } from '@/entities/chat';
import { $currentUser, logoutFx } from '@/entities/session';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { readDeclined, writeDeclined } from '../api/declined-store.ts';

/** The user agreed to talk to the assistant. */
export const aiConsentAccepted = createEvent();
/** The user declined (or closed the consent dialog): the page stays read-only. */
export const aiConsentDeclined = createEvent();
/** The user wants to read about the assistant again after declining. */
export const aiConsentReconsidered = createEvent();
/** The user turned the optional data consent on or off. */
export const dataConsentToggled = createEvent<boolean>();
/** A client with a caretaker let them read the conversations, or stopped it. */
export const shareWithCaretakerToggled = createEvent<boolean>();

export const setConsentFx = createEffect((request: SetConsentRequest) => setChatConsent(request));
export const consentMutation = createMutation({ name: 'chat/consent', effect: setConsentFx });

/** What this device remembers of the user's decision (read when the chat opens). */
export const readDeclinedFx = attach({
  source: $currentUser,
  effect: (user) => (user ? readDeclined(user.userId) : false),
});
export const writeDeclinedFx = attach({
  source: $currentUser,
  effect: (user, declined: boolean) => {
    if (user) writeDeclined(user.userId, declined);
  },
});

/**
 * Declined (now, or before on this device): the dialog stays closed and the page read-only until the
 * user asks to read it again. A reload keeps the decision.
 */
export const $aiConsentDeclined = createStore(false, { serialize: 'ignore' })
  .on(readDeclinedFx.doneData, (_, declined) => declined)
  .on(aiConsentDeclined, () => true)
  .reset(aiConsentReconsidered, logoutFx.finally);
export const $consentPending = consentMutation.$pending;

sample({ clock: [chatOpened, $currentUser.updates], target: readDeclinedFx });
sample({ clock: aiConsentDeclined, fn: () => true, target: writeDeclinedFx });
sample({ clock: [aiConsentReconsidered, aiConsentAccepted], fn: () => false, target: writeDeclinedFx });

const withClient = <T>(clock: Event<T>) =>
  sample({ clock, source: $ownClientId, fn: (clientId, value) => ({ clientId, value }) }).filter({
    fn: (asked): asked is { clientId: string; value: T } => asked.clientId !== null,
  });
sample({
  clock: withClient(aiConsentAccepted),
  fn: ({ clientId }): SetConsentRequest => ({ clientId, ai: true }),
  target: consentMutation.start,
});
sample({
  clock: withClient(dataConsentToggled),
  fn: ({ clientId, value }): SetConsentRequest => ({ clientId, data: value }),
  target: consentMutation.start,
});
sample({
  clock: withClient(shareWithCaretakerToggled),
  fn: ({ clientId, value }): SetConsentRequest => ({ clientId, shareWithCaretaker: value }),
  target: consentMutation.start,
});
sample({ clock: consentMutation.finished.success, fn: ({ result }) => result, target: consentChanged });
sample({
  clock: consentMutation.finished.failure,
  fn: ({ params }) => ({
    type: 'error' as const,
    ns: 'chat' as const,
    title:
      params.ai !== undefined
        ? 'consent.failed'
        : params.shareWithCaretaker !== undefined
          ? 'share.failed'
          : 'data.failed',
  }),
  target: notifyTranslatedFx,
});

/**
 * Withdraws the AI consent: the platform deletes every conversation and the memory and ends the data
 * consent. Called after the user confirmed; answers the client record.
 */
export const withdrawAiConsentFx = attach({
  source: $ownClientId,
  effect: async (clientId) => {
    if (!clientId) throw new Error('No own client');
    return setChatConsent({ clientId, ai: false });
  },
});
sample({ clock: withdrawAiConsentFx.doneData, target: [consentChanged, chatsChanged] });
sample({
  clock: withdrawAiConsentFx.done,
  fn: () => ({ type: 'success' as const, ns: 'chat' as const, title: 'settings.withdrawn' }),
  target: notifyTranslatedFx,
});
sample({
  clock: withdrawAiConsentFx.fail,
  fn: () => ({ type: 'error' as const, ns: 'chat' as const, title: 'consent.failed' }),
  target: notifyTranslatedFx,
});
