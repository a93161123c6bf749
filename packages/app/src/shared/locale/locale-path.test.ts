import { describe, expect, it } from 'vitest';
import { detectLanguage, matchLanguage } from './languages.ts';
import { languageOfPrefix, localizePath, parseLocalePath } from './locale-path.ts';

describe('parseLocalePath', () => {
  it.each([
    ['/', undefined, '/', true],
    ['/app/dashboard', undefined, '/app/dashboard', true],
    ['/tr', 'tr-TR', '/', true],
    ['/tr/app/dashboard', 'tr-TR', '/app/dashboard', true],
    ['/tr-TR/app/dashboard', 'tr-TR', '/app/dashboard', false],
    ['/en-US/pricing', 'en-US', '/pricing', false],
    ['/en/pricing', 'en-US', '/pricing', false],
    ['/fr/pricing', undefined, '/fr/pricing', true],
    ['/tr-DE/x', undefined, '/tr-DE/x', true],
    ['/trip/planner', undefined, '/trip/planner', true],
  ])('%s → language %s, rest %s, canonical %s', (path, language, rest, canonical) => {
    expect(parseLocalePath(path)).toEqual({ language, rest, canonical });
  });
});

describe('localizePath', () => {
  it('adds /tr for Turkish and nothing for English, replacing any locale already there', () => {
    expect(localizePath('/app/dashboard', 'tr-TR')).toBe('/tr/app/dashboard');
    expect(localizePath('/', 'tr-TR')).toBe('/tr');
    expect(localizePath('/tr/app/dashboard', 'en-US')).toBe('/app/dashboard');
    expect(localizePath('/tr', 'en-US')).toBe('/');
    expect(localizePath('/en-US/faq', 'tr-TR')).toBe('/tr/faq');
  });

  it('round-trips with parseLocalePath', () => {
    for (const path of ['/', '/app', '/blog/mental-loops']) {
      for (const language of ['en-US', 'tr-TR'] as const) {
        const parsed = parseLocalePath(localizePath(path, language));
        expect(parsed.rest).toBe(path);
        expect(parsed.language ?? 'en-US').toBe(language);
      }
    }
  });
});

describe('languageOfPrefix', () => {
  it('knows the canonical prefixes only', () => {
    expect(languageOfPrefix(undefined)).toBe('en-US');
    expect(languageOfPrefix('tr')).toBe('tr-TR');
    expect(languageOfPrefix('tr-TR')).toBeUndefined();
  });
});

describe('detectLanguage', () => {
  it('prefers the stored choice, then the browser, then English', () => {
    expect(detectLanguage('tr-TR', ['en-GB'])).toBe('tr-TR');
    expect(detectLanguage('en-US', ['tr-TR'])).toBe('en-US');
    expect(detectLanguage(null, ['de-DE', 'tr'])).toBe('tr-TR');
    expect(detectLanguage('xx', ['de-DE'])).toBe('en-US');
    expect(detectLanguage(undefined, [])).toBe('en-US');
  });

  it('matches a language by its primary subtag', () => {
    expect(matchLanguage('TR-tr')).toBe('tr-TR');
    expect(matchLanguage('en-AU')).toBe('en-US');
    expect(matchLanguage('de')).toBeUndefined();
  });
});
