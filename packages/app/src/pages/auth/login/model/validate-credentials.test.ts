import { describe, expect, it } from 'vitest';
import { validateCredentials } from './validate-credentials.ts';

describe('validateCredentials', () => {
  it('accepts a well-formed email and a password', () => {
    expect(validateCredentials(' team@example.com ', 'Emotion-demo-1')).toEqual({});
  });

  it('names each problem', () => {
    expect(validateCredentials('', '')).toEqual({ email: 'required', password: 'required' });
    expect(validateCredentials('not-an-email', 'x')).toEqual({ email: 'invalid' });
    expect(validateCredentials(`${'a'.repeat(315)}@example.com`, 'x')).toEqual({ email: 'invalid' });
    expect(validateCredentials('a@b.co', 'p'.repeat(321))).toEqual({ password: 'tooLong' });
  });
});
