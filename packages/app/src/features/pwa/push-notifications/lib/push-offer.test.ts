import { describe, expect, it } from 'vitest';
import type { DisplayEnvironment } from '@/shared/lib/display-mode';
import { offeredIn, pushOfferDoneKey, shouldOfferPush } from './push-offer.ts';

const READY = { support: 'supported', permission: 'default', enabled: false } as const;

function environment(overrides: Partial<DisplayEnvironment> & { mode?: string } = {}): DisplayEnvironment {
  const { mode, ...rest } = overrides;
  return {
    matchesDisplayMode: (asked) => asked === mode,
    iosStandalone: false,
    userAgent: 'Mozilla/5.0 Chrome/140',
    referrer: '',
    ...rest,
  };
}

describe('the offer to turn push on', () => {
  it('is made once: push can work, is not on, the browser has not refused it, not offered this session nor done here', () => {
    const context = { state: READY, askedThisSession: false, done: false };
    expect(shouldOfferPush(context)).toBe(true);
    expect(shouldOfferPush({ ...context, askedThisSession: true })).toBe(false);
    expect(shouldOfferPush({ ...context, done: true })).toBe(false);
    expect(shouldOfferPush({ ...context, state: null })).toBe(false);
    expect(shouldOfferPush({ ...context, state: { ...READY, enabled: true } })).toBe(false);
    expect(shouldOfferPush({ ...context, state: { ...READY, permission: 'denied' } })).toBe(false);
    expect(shouldOfferPush({ ...context, state: { ...READY, permission: 'granted' } })).toBe(true);
    for (const support of ['unsupported', 'config-missing'] as const)
      expect(shouldOfferPush({ ...context, state: { ...READY, support } }), support).toBe(false);
  });

  it('keeps one completion flag each for the installed app, the web and the native wrapper', () => {
    expect(offeredIn(environment())).toBe('web');
    expect(offeredIn(undefined)).toBe('web');
    expect(offeredIn(environment({ mode: 'standalone' }))).toBe('installed');
    expect(offeredIn(environment({ mode: 'fullscreen' }))).toBe('installed');
    expect(offeredIn(environment({ iosStandalone: true }))).toBe('installed');
    expect(offeredIn(environment({ referrer: 'android-app://com.emotionguru.twa' }))).toBe('installed');
    expect(offeredIn(environment({ userAgent: 'Mozilla/5.0 EmotionGuruApp/2.1', mode: 'standalone' }))).toBe(
      'native',
    );
    expect(
      new Set(['installed', 'web', 'native'].map((where) => pushOfferDoneKey(where as 'web'))).size,
    ).toBe(3);
  });
});
