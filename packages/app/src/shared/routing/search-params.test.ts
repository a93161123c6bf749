import { describe, expect, it } from 'vitest';
import { stringParams } from './search-params.ts';

describe('stringParams', () => {
  it('keeps the named string values and drops the rest', () => {
    expect(stringParams({ token: 'abc', email: 'a@b.co', extra: 'x' }, ['token', 'email'])).toEqual({
      token: 'abc',
      email: 'a@b.co',
    });
    expect(
      stringParams({ token: 123, email: ['a'], provider: null }, ['token', 'email', 'provider']),
    ).toEqual({});
  });
});
