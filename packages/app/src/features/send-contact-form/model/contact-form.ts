import { ContactFormType } from '@emotion-guru/platform-sdk';
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
 * editing → sending → sent, or → failed (everything typed stays; sending again is one click away).
 * Form state is per visit: it is never serialized into a prerendered page.
 */
export type ContactStatus = 'editing' | 'sending' | 'sent' | 'failed';

export const $values = createStore<ContactValues>(EMPTY_CONTACT, { serialize: 'ignore' })
  .on(fieldChanged, (values, { field, value }) => ({ ...values, [field]: value }))
  .reset(sendContactFx.done);

/** Errors show only after the first attempt to send, not while the visitor is still typing. */
const $attempted = createStore(false, { serialize: 'ignore' })
  .on(submitted, () => true)
  .reset(sendContactFx.done, anotherMessageRequested);

export const $errors = combine($values, $attempted, (values, attempted) =>
  attempted ? validateContact(values) : {},
);

export const $status = createStore<ContactStatus>('editing', { serialize: 'ignore' })
  .on(sendContactFx, () => 'sending')
  .on(sendContactFx.done, () => 'sent')
  .on(sendContactFx.fail, () => 'failed')
  .on(anotherMessageRequested, () => 'editing');

sample({
  clock: submitted,
  source: { values: $values, sending: sendContactFx.pending },
  filter: ({ values, sending }) => !sending && Object.keys(validateContact(values)).length === 0,
  fn: ({ values }) => trimmed(values),
  target: sendContactFx,
});

sample({ clock: sendContactFx.failData, target: logSendFailureFx });
