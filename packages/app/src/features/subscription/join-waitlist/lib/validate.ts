import { validateEmail } from '@emotion-guru/platform-sdk';

/** The Enterprise contact form's fields, in screen order (the first with an error gets focus). */
export const WAITLIST_FIELDS = ['name', 'email', 'companyName', 'message'] as const;
export type WaitlistField = (typeof WAITLIST_FIELDS)[number];
export type WaitlistValues = Record<WaitlistField, string>;

/** What is wrong with a field; each has a message under `waitlist.errors` in the `site` namespace. */
export type WaitlistProblem = 'nameRequired' | 'emailRequired' | 'invalidEmail' | 'tooLong';
export type WaitlistErrors = Partial<Record<WaitlistField, WaitlistProblem>>;

export const REQUIRED_WAITLIST_FIELDS: readonly WaitlistField[] = ['name', 'email'];

/** Spec section 9: a text property holds at most 1024 characters. */
const MAX_TEXT_LENGTH = 1024;

export const EMPTY_WAITLIST: WaitlistValues = { name: '', email: '', companyName: '', message: '' };

/** Leading and trailing spaces are not part of what the visitor meant to send. */
export function trimmedWaitlist(values: WaitlistValues): WaitlistValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    companyName: values.companyName.trim(),
    message: values.message.trim(),
  };
}

/** A name and a valid email are required (spec section 5's email rules); company and message are optional. */
export function validateWaitlist(values: WaitlistValues): WaitlistErrors {
  const clean = trimmedWaitlist(values);
  const errors: WaitlistErrors = {};
  if (clean.name === '') errors.name = 'nameRequired';
  if (clean.email === '') {
    errors.email = 'emailRequired';
  } else {
    const result = validateEmail(clean.email);
    if (!result.valid) {
      errors.email = result.errors.some((issue) => issue.code === 'EMAIL_TOO_LONG')
        ? 'tooLong'
        : 'invalidEmail';
    }
  }
  for (const field of WAITLIST_FIELDS) {
    if (errors[field] === undefined && clean[field].length > MAX_TEXT_LENGTH) errors[field] = 'tooLong';
  }
  return errors;
}

/** The first field, in screen order, that needs attention. */
export function firstInvalidWaitlistField(errors: WaitlistErrors): WaitlistField | undefined {
  return WAITLIST_FIELDS.find((field) => errors[field] !== undefined);
}
