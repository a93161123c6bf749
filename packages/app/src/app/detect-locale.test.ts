import { describe, expect, it } from 'vitest';
import { localeRedirectFor } from './detect-locale.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('localeRedirectFor', () => {
  it('sends a Turkish browser with no stored choice to /tr, keeping the query and hash', () => {
    expect(localeRedirectFor(at('/app/journal', '?page=2', '#top'), null, ['tr-TR', 'en-US'])).toBe(
      '/tr/app/journal?page=2#top',
    );
    expect(localeRedirectFor(at('/'), null, ['tr'])).toBe('/tr');
  });

  it('keeps English URLs as they are', () => {
    expect(localeRedirectFor(at('/pricing'), null, ['en-GB'])).toBeUndefined();
    expect(localeRedirectFor(at('/pricing'), null, ['de-DE'])).toBeUndefined();
  });

  it('prefers the stored choice over the browser language', () => {
    expect(localeRedirectFor(at('/'), 'en-US', ['tr-TR'])).toBeUndefined();
    expect(localeRedirectFor(at('/faq'), 'tr-TR', ['en-US'])).toBe('/tr/faq');
  });

  it('never redirects a URL that already names its locale', () => {
    expect(localeRedirectFor(at('/tr/faq'), 'en-US', ['en-US'])).toBeUndefined();
    expect(localeRedirectFor(at('/en-US/faq'), 'tr-TR', ['tr-TR'])).toBeUndefined();
  });
});
