import { afterEach, describe, expect, it, vi } from 'vitest';
import { breakpoints, minWidthQuery, screenSizeFor, screenSizeQueries } from './breakpoints.ts';
import { debounce } from './debounce.ts';
import { isMobileDevice } from './mobile.ts';

const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const androidTablet =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe('breakpoints', () => {
  it('are the spec values, ascending', () => {
    expect(Object.values(breakpoints)).toEqual([640, 768, 1024, 1280, 1920, 2560, 3840]);
    expect(minWidthQuery('lg')).toBe('screen and (min-width: 1024px)');
  });

  it('classify widths into small (<768), medium (<1280) and large', () => {
    expect(screenSizeFor(320)).toBe('small');
    expect(screenSizeFor(767)).toBe('small');
    expect(screenSizeFor(768)).toBe('medium');
    expect(screenSizeFor(1279)).toBe('medium');
    expect(screenSizeFor(1280)).toBe('large');
    expect(screenSizeFor(3840)).toBe('large');
  });

  it('have media queries with the same boundaries', () => {
    expect(screenSizeQueries.small).toContain('max-width: 767.98px');
    expect(screenSizeQueries.medium).toContain('min-width: 768px');
    expect(screenSizeQueries.medium).toContain('max-width: 1279.98px');
    expect(screenSizeQueries.large).toContain('min-width: 1280px');
  });
});

describe('isMobileDevice', () => {
  it('is true for a mobile user agent at any width', () => {
    expect(isMobileDevice({ userAgent: iPhone, width: 1024, hasTouch: false })).toBe(true);
    expect(isMobileDevice({ userAgent: androidTablet, width: 1280, hasTouch: true })).toBe(true);
  });

  it('is true for a narrow touch screen up to 768 px, whatever the user agent', () => {
    expect(isMobileDevice({ userAgent: desktopChrome, width: 768, hasTouch: true })).toBe(true);
    expect(isMobileDevice({ userAgent: desktopChrome, width: 769, hasTouch: true })).toBe(false);
  });

  it('is false for a narrow desktop window without touch', () => {
    expect(isMobileDevice({ userAgent: desktopChrome, width: 400, hasTouch: false })).toBe(false);
  });
});

describe('debounce', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls once, with the last arguments, after calls stop for the wait', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, 150);
    debounced(1);
    vi.advanceTimersByTime(100);
    debounced(2);
    vi.advanceTimersByTime(149);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('drops a pending call on cancel', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, 150);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
