import { describe, expect, it } from 'vitest';
import {
  detectInstallState,
  INSTALL_PROMPT_MEMORY_MS,
  INSTALL_PROMPT_STORAGE_KEY,
  isInstallable,
  promptDue,
  readPromptRecord,
  writePromptRecord,
  clearPromptRecord,
  type InstallEnvironment,
} from './install-state.ts';

const CHROME_DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 Version/19.0 Mobile Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 16; Pixel 9) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36';

const tab: InstallEnvironment = {
  matchesDisplayMode: () => false,
  iosStandalone: false,
  userAgent: CHROME_DESKTOP,
  referrer: '',
  serviceWorkerSupported: true,
  relatedAppInstalled: null,
};

describe('detectInstallState', () => {
  it.each<[string, Partial<InstallEnvironment>, string]>([
    ['standalone display mode', { matchesDisplayMode: (mode) => mode === 'standalone' }, 'display-mode'],
    ['minimal-ui display mode', { matchesDisplayMode: (mode) => mode === 'minimal-ui' }, 'display-mode'],
    ['iOS home-screen app', { iosStandalone: true, userAgent: IPHONE }, 'ios-standalone'],
    [
      'Android trusted web activity',
      { referrer: 'android-app://com.emotionguru.app/', userAgent: ANDROID },
      'trusted-web-activity',
    ],
    ['the native wrapper', { userAgent: `${ANDROID} EmotionGuruApp/2.1` }, 'native-shell'],
  ])('is installed with high confidence in %s', (_name, overrides, via) => {
    expect(detectInstallState({ ...tab, ...overrides })).toMatchObject({
      installed: true,
      via,
      confidence: 'high',
    });
  });

  it('is installed with medium confidence when only the related-apps check says so', () => {
    expect(detectInstallState({ ...tab, relatedAppInstalled: true })).toEqual({
      installed: true,
      via: 'related-app',
      confidence: 'medium',
      platform: 'other',
    });
  });

  it('is not installed: medium confidence when the related-apps check answered, low when it could not', () => {
    expect(detectInstallState({ ...tab, relatedAppInstalled: false })).toMatchObject({
      installed: false,
      confidence: 'medium',
    });
    expect(detectInstallState(tab)).toEqual({
      installed: false,
      via: null,
      confidence: 'low',
      platform: 'other',
    });
  });

  it('tells iOS and Android from the rest', () => {
    expect(detectInstallState({ ...tab, userAgent: IPHONE }).platform).toBe('ios');
    expect(detectInstallState({ ...tab, userAgent: ANDROID }).platform).toBe('android');
    expect(detectInstallState(tab).platform).toBe('other');
  });
});

describe('isInstallable', () => {
  const state = (env: Partial<InstallEnvironment>) => detectInstallState({ ...tab, ...env });

  it('is installable wherever the browser offered its prompt, unless installed', () => {
    expect(isInstallable(state({}), { promptOffered: true, serviceWorkerSupported: true })).toBe(true);
    expect(isInstallable(state({}), { promptOffered: false, serviceWorkerSupported: true })).toBe(false);
    expect(
      isInstallable(state({ matchesDisplayMode: (mode) => mode === 'standalone' }), {
        promptOffered: true,
        serviceWorkerSupported: true,
      }),
    ).toBe(false);
  });

  it('is installable by hand in iOS Safari, and on Android with service workers', () => {
    expect(
      isInstallable(state({ userAgent: IPHONE }), { promptOffered: false, serviceWorkerSupported: false }),
    ).toBe(true);
    expect(
      isInstallable(state({ userAgent: IPHONE, iosStandalone: true }), {
        promptOffered: false,
        serviceWorkerSupported: true,
      }),
    ).toBe(false);
    expect(
      isInstallable(state({ userAgent: ANDROID }), { promptOffered: false, serviceWorkerSupported: true }),
    ).toBe(true);
    expect(
      isInstallable(state({ userAgent: ANDROID }), { promptOffered: false, serviceWorkerSupported: false }),
    ).toBe(false);
  });
});

describe('the install prompt record', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  }

  it('is due at first, then stays away for one hour after it was shown', () => {
    const now = Date.UTC(2026, 10, 24, 9);
    expect(promptDue(null, now)).toBe(true);
    const shown = { timestamp: now, shown: true };
    expect(promptDue(shown, now + INSTALL_PROMPT_MEMORY_MS - 1)).toBe(false);
    expect(promptDue(shown, now + INSTALL_PROMPT_MEMORY_MS)).toBe(true);
    expect(promptDue({ timestamp: now, shown: false }, now)).toBe(true);
  });

  it('is kept in session storage, and anything unreadable counts as no record', () => {
    const storage = memoryStorage();
    writePromptRecord(storage, { timestamp: 5, shown: true });
    expect(readPromptRecord(storage)).toEqual({ timestamp: 5, shown: true });
    storage.items.set(INSTALL_PROMPT_STORAGE_KEY, '{not json');
    expect(readPromptRecord(storage)).toBeNull();
    storage.items.set(INSTALL_PROMPT_STORAGE_KEY, '{"timestamp":"5","shown":true}');
    expect(readPromptRecord(storage)).toBeNull();
    clearPromptRecord(storage);
    expect(readPromptRecord(storage)).toBeNull();
    expect(readPromptRecord(undefined)).toBeNull();
  });

  it('never throws when the storage refuses', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(() => writePromptRecord(refusing, { timestamp: 1, shown: true })).not.toThrow();
    expect(() => clearPromptRecord(refusing)).not.toThrow();
  });
});
