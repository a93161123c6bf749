import { ContactFormType } from '@emotion-guru/platform-sdk';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { getPlatform } from '@/shared/api';
import { $i18n } from '@/shared/i18n';
import { notifyFx } from '@/shared/lib/notify';

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

const translate = (key: string) => (i18n: NonNullable<ReturnType<typeof $i18n.getState>>) =>
  i18n.t(key, { ns: 'landing' });

sample({
  clock: submitted,
  source: { subscriber: $trimmed, i18n: $i18n },
  filter: ({ subscriber, i18n }) => !isComplete(subscriber) && i18n !== null,
  fn: ({ i18n }) => ({
    type: 'error' as const,
    title: i18n ? translate('newsletter.error')(i18n) : '',
    description: i18n ? translate('newsletter.fillAllFields')(i18n) : '',
  }),
  target: notifyFx,
});

sample({
  clock: subscribeFx.done,
  source: $i18n,
  filter: Boolean,
  fn: (i18n) => ({
    type: 'success' as const,
    title: translate('newsletter.thankYou')(i18n),
    description: translate('newsletter.subscribed')(i18n),
  }),
  target: notifyFx,
});

export const logSubscribeFailureFx = createEffect((error: unknown) => {
  console.error('Mailing-list subscription failed', error);
});

sample({ clock: subscribeFx.failData, target: logSubscribeFailureFx });
sample({
  clock: subscribeFx.fail,
  source: $i18n,
  filter: Boolean,
  fn: (i18n) => ({
    type: 'error' as const,
    title: translate('newsletter.error')(i18n),
    description: translate('newsletter.subscribeFailed')(i18n),
  }),
  target: notifyFx,
});
