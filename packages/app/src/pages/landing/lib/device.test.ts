import { describe, expect, it } from 'vitest';
import { isMobileDevice, wantsBackgroundVideo, type DeviceTraits } from './device.ts';

const desktop: DeviceTraits = {
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  width: 1280,
  touch: false,
  reducedMotion: false,
  saveData: false,
};

describe('isMobileDevice', () => {
  it('is true for a phone user agent at any width', () => {
    expect(
      isMobileDevice({ ...desktop, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' }),
    ).toBe(true);
    expect(
      isMobileDevice({ ...desktop, userAgent: 'Mozilla/5.0 (Linux; Android 15) Chrome/131 Mobile' }),
    ).toBe(true);
  });

  it('is true for a touch screen up to 768 px wide, false without touch or wider', () => {
    expect(isMobileDevice({ ...desktop, width: 768, touch: true })).toBe(true);
    expect(isMobileDevice({ ...desktop, width: 769, touch: true })).toBe(false);
    expect(isMobileDevice({ ...desktop, width: 600, touch: false })).toBe(false);
    expect(isMobileDevice(desktop)).toBe(false);
  });
});

describe('wantsBackgroundVideo', () => {
  it('plays it on a desktop, not on a phone, with reduced motion or when saving data', () => {
    expect(wantsBackgroundVideo(desktop)).toBe(true);
    expect(wantsBackgroundVideo({ ...desktop, width: 400, touch: true })).toBe(false);
    expect(wantsBackgroundVideo({ ...desktop, reducedMotion: true })).toBe(false);
    expect(wantsBackgroundVideo({ ...desktop, saveData: true })).toBe(false);
  });
});
