import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { ANALYTICS_CONSENT_KEY } from '@/shared/config';
import { localStorageOrUndefined } from '@/shared/lib/browser';
/** A random id for this browser, kept only while analytics are allowed (local storage). */
export const ANALYTICS_CLIENT_KEY = 'eg_analytics_client';

export type AnalyticsConsent = 'unknown' | 'granted' | 'denied';
export type ConsentChoice = Exclude<AnalyticsConsent, 'unknown'>;

/** The public site opened: the stored answer is read. */
export const consentRead = createEvent();
/** The visitor answered the banner. */
export const consentChosen = createEvent<ConsentChoice>();
/** "Cookie settings": the banner again, to change the answer. */
export const consentReopened = createEvent();

export const readConsentFx = createEffect((): AnalyticsConsent => {
  const stored = localStorageOrUndefined()?.getItem(ANALYTICS_CONSENT_KEY);
  return stored === 'granted' || stored === 'denied' ? stored : 'unknown';
});

/** Keeps the answer; a refusal also forgets the browser's analytics id. */
export const saveConsentFx = createEffect((choice: ConsentChoice) => {
  const storage = localStorageOrUndefined();
  storage?.setItem(ANALYTICS_CONSENT_KEY, choice);
  if (choice === 'denied') storage?.removeItem(ANALYTICS_CLIENT_KEY);
});

export const $consent = createStore<AnalyticsConsent>('unknown')
  .on(readConsentFx.doneData, (_, consent) => consent)
  .on(consentChosen, (_, choice) => choice);

const $reopened = createStore(false)
  .on(consentReopened, () => true)
  .on(consentChosen, () => false);

/** Whether the stored answer has been read (the banner is rendered, and hidden by CSS if answered, until then). */
export const $consentRead = createStore(false).on(readConsentFx.finally, () => true);

/** Whether the banner shows: until the visitor has answered, and when they ask to change the answer. */
export const $bannerShown = combine(
  $consentRead,
  $consent,
  $reopened,
  (read, consent, reopened) => read && (consent === 'unknown' || reopened),
);

sample({ clock: consentRead, target: readConsentFx });
sample({ clock: consentChosen, target: saveConsentFx });
