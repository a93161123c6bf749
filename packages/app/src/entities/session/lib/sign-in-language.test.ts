import { describe, expect, it } from 'vitest';
import { signInReturnHref } from './sign-in-language.ts';

const returned = {
  pathname: '/auth/callback',
  searchStr: '?provider=github&token=t1&expireDate=2030-01-01T00%3A00%3A00.000Z',
  hash: '',
};

describe('signInReturnHref', () => {
  it('puts the page the provider returned to back in the language the sign-in started in', () => {
    expect(signInReturnHref(returned, 'en-US', 'tr-TR')).toBe(
      '/tr/auth/callback?provider=github&token=t1&expireDate=2030-01-01T00%3A00%3A00.000Z',
    );
    expect(
      signInReturnHref({ pathname: '/tr/auth/continue', searchStr: '', hash: 'top' }, 'tr-TR', 'en-US'),
    ).toBe('/auth/continue#top');
  });

  it('leaves the page alone when it is in that language already, or none was remembered', () => {
    expect(
      signInReturnHref({ ...returned, pathname: '/tr/auth/callback' }, 'tr-TR', 'tr-TR'),
    ).toBeUndefined();
    expect(signInReturnHref(returned, 'en-US', undefined)).toBeUndefined();
  });
});
