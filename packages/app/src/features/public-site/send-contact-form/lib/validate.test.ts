import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, firstInvalidField, validateContact } from './validate.ts';

const VALID = {
  ...EMPTY_CONTACT,
  name: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  message: 'Hello',
};

describe('validateContact', () => {
  it('needs name, surname, email and message; blank counts as empty', () => {
    expect(validateContact({ ...EMPTY_CONTACT, name: '   ' })).toEqual({
      name: 'required',
      surname: 'required',
      email: 'required',
      message: 'required',
    });
    expect(validateContact(VALID)).toEqual({});
  });

  it.each([
    ['https://www.linkedin.com/in/ada', undefined],
    ['https://tr.linkedin.com/in/ada-lovelace', undefined],
    ['linkedin.com/in/ada', 'invalidLinkedin'],
    ['https://linkedin.com.evil.example/in/ada', 'invalidLinkedin'],
    ['https://www.linkedin.com/', 'invalidLinkedin'],
  ])('LinkedIn %s → %s', (url, problem) => {
    expect(validateContact({ ...VALID, linkedinProfileUrl: url }).linkedinProfileUrl).toBe(problem);
  });

  it.each([
    ['+90 (212) 555-01-23', undefined],
    ['05321234567', undefined],
    ['call me', 'invalidPhone'],
    ['123', 'invalidPhone'],
  ])('phone %s → %s', (phone, problem) => {
    expect(validateContact({ ...VALID, phoneNumber: phone }).phoneNumber).toBe(problem);
  });

  it('names the first invalid field in screen order', () => {
    expect(firstInvalidField({ message: 'required', email: 'invalidEmail' })).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
