import { ContactFormType } from '@emotion-guru/platform-sdk';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { getPlatform } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';

export interface Subscriber {
  name: string;
  email: string;
}

export const nameChanged = createEvent<string>();
export const emailChanged = createEvent<string>();
export const submitted = createEvent();

/** Saves the mailing-list sign-up as the platform expects it (spec section 7). */
export const subscribeFx = createEffect(async ({ name, email }: Subscriber) => {
  await getPlatform().entity.save({
    entityName: 'GsbContactForm',
    entity: { name, email, title: 'MailingListSubscribe', type: ContactFormType.Subscribe },
  });
});

export const $name = createStore('')
  .on(nameChanged, (_, value) => value)
  .reset(subscribeFx.done);
export const $email = createStore('')
  .on(emailChanged, (_, value) => value)
  .reset(subscribeFx.done);
export const $submitting = subscribeFx.pending;

const $trimmed = combine($name, $email, (name, email): Subscriber => ({
  name: name.trim(),
  email: email.trim(),
}));
const isComplete = ({ name, email }: Subscriber) => name !== '' && email !== '';

/** The button is disabled while either field is empty or while submitting. */
export const $canSubmit = combine(
  $trimmed,
  $submitting,
  (subscriber, submitting) => isComplete(subscriber) && !submitting,
);

sample({
  clock: submitted,
  source: $trimmed,
  filter: (subscriber) => isComplete(subscriber),
  target: subscribeFx,
});

/** The spec's mailing-list toasts, by their `landing` translation keys. */
const toastOf = (type: 'success' | 'error', title: string, description: string) => () => ({
  type,
  ns: 'landing' as const,
  title: `newsletter.${title}`,
  description: `newsletter.${description}`,
});

sample({
  clock: submitted,
  source: $trimmed,
  filter: (subscriber) => !isComplete(subscriber),
  fn: toastOf('error', 'error', 'fillAllFields'),
  target: notifyTranslatedFx,
});

sample({
  clock: subscribeFx.done,
  fn: toastOf('success', 'thankYou', 'subscribed'),
  target: notifyTranslatedFx,
});

export const logSubscribeFailureFx = createEffect((error: unknown) => {
  console.error('Mailing-list subscription failed', error);
});

sample({ clock: subscribeFx.failData, target: logSubscribeFailureFx });
sample({
  clock: subscribeFx.fail,
  fn: toastOf('error', 'error', 'subscribeFailed'),
  target: notifyTranslatedFx,
});
