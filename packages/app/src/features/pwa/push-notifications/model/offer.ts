import { createEffect, createEvent, createStore, sample } from 'effector';
import { checkInsChanged } from '@/entities/emotion';
import { logoutFx } from '@/entities/session';
import { localStorageOrUndefined, sessionStorageOrUndefined } from '@/shared/lib/browser';
import { browserDisplayEnvironment } from '@/shared/lib/display-mode';
import { PUSH_OFFER_SESSION_KEY, offeredIn, pushOfferDoneKey, shouldOfferPush } from '../lib/push-offer.ts';
import { $push, enablePushSucceeded, pushQuery, pushToggled } from './push.ts';

/** The dashboard showed: this device's push state is read (a token in use is then kept fresh: push.ts). */
export const pushOfferMounted = createEvent();
/** "Turn on notifications": the permission is asked now. */
export const pushOfferAccepted = createEvent();
/** "Not now": not offered again this session. */
export const pushOfferDismissed = createEvent();

export interface OfferFlags {
  askedThisSession: boolean;
  done: boolean;
}

const doneKey = () => pushOfferDoneKey(offeredIn(browserDisplayEnvironment()));

export const readOfferFlagsFx = createEffect((): OfferFlags => ({
  askedThisSession: (sessionStorageOrUndefined()?.getItem(PUSH_OFFER_SESSION_KEY) ?? null) !== null,
  done: (localStorageOrUndefined()?.getItem(doneKey()) ?? null) !== null,
}));
export const markOfferAskedFx = createEffect(() => {
  sessionStorageOrUndefined()?.setItem(PUSH_OFFER_SESSION_KEY, '1');
});
export const markOfferDoneFx = createEffect(() => {
  localStorageOrUndefined()?.setItem(doneKey(), String(Date.now()));
});

const $flags = createStore<OfferFlags>({ askedThisSession: true, done: true })
  .on(readOfferFlagsFx.doneData, (_, flags) => flags)
  .on(markOfferAskedFx.done, (flags) => ({ ...flags, askedThisSession: true }))
  .on(markOfferDoneFx.done, (flags) => ({ ...flags, done: true }));

/** Whether the offer shows: after a check-in saved here, when push could be offered. */
export const $pushOfferShown = createStore(false)
  .on(markOfferAskedFx.done, () => false)
  .reset(logoutFx.finally);

sample({ clock: pushOfferMounted, target: [readOfferFlagsFx, pushQuery.start] });
sample({
  clock: checkInsChanged,
  source: { state: $push, flags: $flags },
  filter: ({ state, flags }) => shouldOfferPush({ state, ...flags }),
  fn: () => true,
  target: $pushOfferShown,
});
sample({ clock: [pushOfferAccepted, pushOfferDismissed], target: markOfferAskedFx });
sample({ clock: pushOfferAccepted, fn: () => true, target: pushToggled });
// On grant, the completion flag: not offered again on this install.
sample({ clock: enablePushSucceeded, target: markOfferDoneFx });
