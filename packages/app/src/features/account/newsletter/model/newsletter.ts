import type { NewsletterStatus } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { logoutFx } from '@/entities/session';
import { createRemoteQuery, getPlatform } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';

/** The settings section showed: the subscription is read (again). */
export const newsletterOpened = createEvent();
/** The switch: on subscribes the account's email, off takes it off the list. */
export const newsletterToggled = createEvent<boolean>();

export const readNewsletterFx = createEffect(() => getPlatform().auth.newsletter());
export const newsletterQuery = createRemoteQuery({
  name: 'account/newsletter',
  effect: readNewsletterFx,
  abortAll: logoutFx.finally,
});

export const setNewsletterFx = createEffect((subscribed: boolean) =>
  getPlatform().auth.setNewsletter(subscribed),
);
/** Not retried: the person sees the failure and tries again. */
export const setNewsletterMutation = createMutation({
  name: 'account/setNewsletter',
  effect: setNewsletterFx,
});

/** The account's place on the mailing list, as last read or changed; null until read. */
export const $newsletter = createStore<NewsletterStatus | null>(null)
  .on(newsletterQuery.finished.success, (_, { result }) => result)
  .on(setNewsletterMutation.finished.success, (_, { result }) => result)
  .reset(logoutFx.finally);
export const $newsletterFailed = newsletterQuery.$failed;
export const $changingNewsletter = setNewsletterMutation.$pending;

sample({ clock: newsletterOpened, target: newsletterQuery.start });
sample({
  clock: newsletterToggled,
  source: { status: $newsletter, changing: $changingNewsletter },
  filter: ({ status, changing }, subscribed) =>
    status !== null && !changing && status.subscribed !== subscribed,
  fn: (_, subscribed) => subscribed,
  target: setNewsletterMutation.start,
});

sample({
  clock: setNewsletterMutation.finished.success,
  fn: ({ result }) => ({
    type: 'success' as const,
    ns: 'app_content' as const,
    title: result.subscribed ? 'settings.newsletter.subscribed' : 'settings.newsletter.unsubscribed',
  }),
  target: notifyTranslatedFx,
});
sample({
  clock: setNewsletterMutation.finished.failure,
  fn: () => ({
    type: 'error' as const,
    ns: 'app_content' as const,
    title: 'settings.newsletter.changeFailed',
  }),
  target: notifyTranslatedFx,
});
