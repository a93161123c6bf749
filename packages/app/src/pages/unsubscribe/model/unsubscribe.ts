import { ContactFormType, validateEmail } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { getPlatform } from '@/shared/api';

/** What is wrong with the address; each has a message under `unsubscribe.errors` in `site`. */
export type UnsubscribeProblem = 'required' | 'invalidEmail' | 'tooLong';

/** Spec section 5: an email matches the platform's pattern and has at most 320 characters. */
export function validateUnsubscribeEmail(email: string): UnsubscribeProblem | null {
  const value = email.trim();
  if (value === '') return 'required';
  const result = validateEmail(value);
  if (result.valid) return null;
  return result.errors.some((issue) => issue.code === 'EMAIL_TOO_LONG') ? 'tooLong' : 'invalidEmail';
}

/** The page opened, with the address from the email's link (`?email=`) if there was one. */
export const pageOpened = createEvent<string | undefined>();
export const emailChanged = createEvent<string>();
export const submitted = createEvent();

/** Records the request as the platform's contact-form record of type Unsubscribe (spec section 4). */
export const unsubscribeFx = createEffect(async (email: string) => {
  await getPlatform().entity.save({
    entityName: 'GsbContactForm',
    entity: { email, title: 'MailingListUnsubscribe', type: ContactFormType.Unsubscribe },
  });
});

/** `$status`: initial while editing, then pending, done or fail. No retry: one request per click. */
export const unsubscribeMutation = createMutation({ name: 'newsletter/unsubscribe', effect: unsubscribeFx });

export const logUnsubscribeFailureFx = createEffect((error: unknown) => {
  console.error('Unsubscribe request failed', error);
});

export const $email = createStore('', { serialize: 'ignore' })
  .on(pageOpened, (current, fromLink) => fromLink ?? current)
  .on(emailChanged, (_, email) => email);

const $attempted = createStore(false, { serialize: 'ignore' })
  .on(submitted, () => true)
  .reset(pageOpened);

/** Shown only after the first attempt, so nobody is scolded while typing. */
export const $problem = combine($email, $attempted, (email, attempted) =>
  attempted ? validateUnsubscribeEmail(email) : null,
);

export const $status = unsubscribeMutation.$status;
sample({ clock: pageOpened, target: unsubscribeMutation.reset });

/** The address that was taken off the list, for the confirmation. */
export const $unsubscribed = createStore('', { serialize: 'ignore' }).on(
  unsubscribeMutation.finished.success,
  (_, { params }) => params,
);

sample({
  clock: submitted,
  source: { email: $email, sending: unsubscribeMutation.$pending },
  filter: ({ email, sending }) => !sending && validateUnsubscribeEmail(email) === null,
  fn: ({ email }) => email.trim(),
  target: unsubscribeMutation.start,
});

sample({
  clock: unsubscribeMutation.finished.failure,
  fn: ({ error }) => error,
  target: logUnsubscribeFailureFx,
});
