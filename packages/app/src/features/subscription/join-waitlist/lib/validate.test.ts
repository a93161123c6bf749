import { describe, expect, it } from 'vitest';
import { EMPTY_WAITLIST, firstInvalidWaitlistField, trimmedWaitlist, validateWaitlist } from './validate.ts';

describe('validateWaitlist', () => {
  it('asks for a name and an email, and nothing else', () => {
    const errors = validateWaitlist(EMPTY_WAITLIST);
    expect(errors).toEqual({ name: 'nameRequired', email: 'emailRequired' });
    expect(firstInvalidWaitlistField(errors)).toBe('name');
  });

  it('rejects a malformed email and accepts a complete form', () => {
    expect(validateWaitlist({ ...EMPTY_WAITLIST, name: 'Ada', email: 'ada@' })).toEqual({
      email: 'invalidEmail',
    });
    expect(validateWaitlist({ ...EMPTY_WAITLIST, name: 'Ada', email: ' ada@example.com ' })).toEqual({});
  });

  it('treats spaces only as empty and limits texts to 1024 characters', () => {
    const errors = validateWaitlist({
      name: '   ',
      email: 'ada@example.com',
      companyName: 'x'.repeat(1025),
      message: 'y'.repeat(1024),
    });
    expect(errors).toEqual({ name: 'nameRequired', companyName: 'tooLong' });
  });

  it('trims every field', () => {
    expect(trimmedWaitlist({ name: ' Ada ', email: ' a@b.co', companyName: 'X ', message: ' hi ' })).toEqual({
      name: 'Ada',
      email: 'a@b.co',
      companyName: 'X',
      message: 'hi',
    });
  });
});
