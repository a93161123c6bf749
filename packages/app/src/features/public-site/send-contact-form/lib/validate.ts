import { validateEmail } from '@emotion-guru/platform-sdk';

/** The fields of the contact form, in the order they are shown (the first with an error gets focus). */
export const CONTACT_FIELDS = [
  'name',
  'surname',
  'email',
  'phoneNumber',
  'companyName',
  'position',
  'linkedinProfileUrl',
  'message',
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** What is wrong with a field; each has a message under `contact.errors` in the `site` namespace. */
export type ContactProblem = 'required' | 'invalidEmail' | 'tooLong' | 'invalidPhone' | 'invalidLinkedin';
export type ContactErrors = Partial<Record<ContactField, ContactProblem>>;

export const REQUIRED_FIELDS: readonly ContactField[] = ['name', 'surname', 'email', 'message'];

/** Spec section 9: a text property holds at most 1024 characters. */
export const MAX_TEXT_LENGTH = 1024;

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  surname: '',
  email: '',
  phoneNumber: '',
  companyName: '',
  position: '',
  linkedinProfileUrl: '',
  message: '',
};

// Digits with the usual separators and an optional leading +; 7 to 15 digits (E.164 allows 15).
const PHONE = /^\+?[\d\s().-]+$/;

function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 7 && digits <= 15;
}

function isLinkedinProfile(value: string): boolean {
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      (host === 'linkedin.com' || host.endsWith('.linkedin.com')) &&
      url.pathname.length > 1
    );
  } catch {
    return false;
  }
}

/** Leading and trailing spaces are not part of what the user meant to send. */
export function trimmed(values: ContactValues): ContactValues {
  const result = { ...values };
  for (const field of CONTACT_FIELDS) result[field] = values[field].trim();
  return result;
}

/**
 * Spec section 5: an email matches the platform's pattern and has at most 320 characters; every other
 * text at most 1024. Name, surname, email and message are required; the rest, when given, must look right.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const clean = trimmed(values);
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = clean[field];
    if (value === '') {
      if (REQUIRED_FIELDS.includes(field)) errors[field] = 'required';
    } else if (field === 'email') {
      const result = validateEmail(value);
      if (!result.valid) {
        errors.email = result.errors.some((issue) => issue.code === 'EMAIL_TOO_LONG')
          ? 'tooLong'
          : 'invalidEmail';
      }
    } else if (value.length > MAX_TEXT_LENGTH) {
      errors[field] = 'tooLong';
    } else if (field === 'phoneNumber' && !isPhoneNumber(value)) {
      errors.phoneNumber = 'invalidPhone';
    } else if (field === 'linkedinProfileUrl' && !isLinkedinProfile(value)) {
      errors.linkedinProfileUrl = 'invalidLinkedin';
    }
  }
  return errors;
}

/** The first field, in screen order, that needs attention. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}
