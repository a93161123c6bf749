import { describe, expect, it } from 'vitest';
import { isAppShell, type DisplayEnvironment } from './index.ts';

const browserTab: DisplayEnvironment = {
  matchesDisplayMode: () => false,
  iosStandalone: false,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156',
  referrer: '',
};

describe('isAppShell', () => {
  it('is false in a browser tab and during prerendering', () => {
    expect(isAppShell(browserTab)).toBe(false);
    expect(isAppShell(undefined)).toBe(false);
  });

  it.each<[string, Partial<DisplayEnvironment>]>([
    ['an installed PWA', { matchesDisplayMode: (mode) => mode === 'standalone' }],
    ['a fullscreen PWA', { matchesDisplayMode: (mode) => mode === 'fullscreen' }],
    ['iOS home-screen app', { iosStandalone: true }],
    ['an Android trusted web activity', { referrer: 'android-app://com.emotionguru.app' }],
    ['the native wrapper', { userAgent: 'Mozilla/5.0 EmotionGuruApp/2.1' }],
  ])('is true in %s', (_name, overrides) => {
    expect(isAppShell({ ...browserTab, ...overrides })).toBe(true);
  });
});
