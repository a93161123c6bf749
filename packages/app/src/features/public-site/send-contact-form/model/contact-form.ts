import { ContactFormType } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { getPlatform } from '@/shared/api';
import {
  EMPTY_CONTACT,
  trimmed,
  validateContact,
  type ContactField,
  type ContactValues,
} from '../lib/validate.ts';

export const fieldChanged = createEvent<{ field: ContactField; value: string }>();
export const submitted = createEvent();
/** After a message went through: an empty form for the next one. */
export const anotherMessageRequested = createEvent();

/** Saves the message as the platform's contact-form record (spec section 7), type Contact. */
export const sendContactFx = createEffect(async (values: ContactValues) => {
  await getPlatform().entity.save({
    entityName: 'GsbContactForm',
    entity: { ...values, title: 'ContactForm', type: ContactFormType.Contact },
  });
});

export const logSendFailureFx = createEffect((error: unknown) => {
  console.error('Contact form could not be sent', error);
});

/**
 * Sending the message: `$status` goes initial → pending → done, or → fail (everything typed stays;
 * sending again is one click away). No retry: a second save could file the message twice.
 */
export const sendContactMutation = createMutation({ name: 'contact/send', effect: sendContactFx });
const messageSent = sendContactMutation.finished.success;

export const $values = createStore<ContactValues>(EMPTY_CONTACT, { serialize: 'ignore' })
  .on(fieldChanged, (values, { field, value }) => ({ ...values, [field]: value }))
  .reset(messageSent);

/** Errors show only after the first attempt to send, not while the visitor is still typing. */
const $attempted = createStore(false, { serialize: 'ignore' })
  .on(submitted, () => true)
  .reset(messageSent, anotherMessageRequested);

export const $errors = combine($values, $attempted, (values, attempted) =>
  attempted ? validateContact(values) : {},
);

/** Form state is per visit: `initial` while editing, `pending`, `done` (sent) or `fail`. */
export const $status = sendContactMutation.$status;
sample({ clock: anotherMessageRequested, target: sendContactMutation.reset });

sample({
  clock: submitted,
  source: { values: $values, sending: sendContactMutation.$pending },
  filter: ({ values, sending }) => !sending && Object.keys(validateContact(values)).length === 0,
  fn: ({ values }) => trimmed(values),
  target: sendContactMutation.start,
});

sample({
  clock: sendContactMutation.finished.failure,
  fn: ({ error }) => error,
  target: logSendFailureFx,
});
