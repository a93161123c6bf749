import { ContactFormType } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { createEffect, createEvent, sample } from 'effector';
import { getPlatform } from '@/shared/api';
import type { WaitlistValues } from '../lib/validate.ts';

/** Saves the request as the platform's contact-form record (spec section 7), type WaitList, for Enterprise. */
export const sendWaitlistFx = createEffect(async (values: WaitlistValues) => {
  await getPlatform().entity.save({
    entityName: 'GsbContactForm',
    entity: { ...values, title: 'Enterprise', type: ContactFormType.WaitList },
  });
});

export const logWaitlistFailureFx = createEffect((error: unknown) => {
  console.error('Enterprise contact form could not be sent', error);
});

/**
 * Sending the request: `$status` initial → pending → done, or → fail (everything typed stays). No retry:
 * a second save could file the request twice.
 */
export const joinWaitlistMutation = createMutation({ name: 'waitlist/send', effect: sendWaitlistFx });

/** The dialog closed after a request went through: the next opening starts with a fresh form. */
export const waitlistFormReset = createEvent();
sample({ clock: waitlistFormReset, target: joinWaitlistMutation.reset });

sample({
  clock: joinWaitlistMutation.finished.failure,
  fn: ({ error }) => error,
  target: logWaitlistFailureFx,
});
