import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_CONSENT_KEY, SESSION_STORAGE_KEY } from '@/shared/config';
import {
  deferStart,
  IDLE_START_TIMEOUT_MS,
  START_EVENTS,
  wantsAppAtOnce,
  type StartContext,
  type StartTarget,
} from './defer-start.ts';

/** A window that records its listeners and idle callbacks, so a test fires them when it likes. */
function fakeWindow(readyState: DocumentReadyState, { idle = true } = {}) {
  const listeners = new Map<string, Set<() => void>>();
  const idleCallbacks: { callback: () => void; timeout: number | undefined }[] = [];
  const timers: (() => void)[] = [];
  const target: StartTarget = {
    document: { readyState },
    addEventListener: (type, listener) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener: (type, listener) => void listeners.get(type)?.delete(listener),
    setTimeout: (callback) => timers.push(callback),
    ...(idle
      ? {
          requestIdleCallback: (callback: () => void, options?: { timeout: number }) =>
            idleCallbacks.push({ callback, timeout: options?.timeout }),
        }
      : {}),
  };
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener());
  const listening = (type: string) => (listeners.get(type)?.size ?? 0) > 0;
  return { target, fire, listening, idleCallbacks, timers };
}

describe('deferStart', () => {
  it('waits for the person when the app is not wanted at once, prefetching it when the browser is idle', () => {
    const page = fakeWindow('interactive');
    const start = vi.fn();
    const prefetch = vi.fn();
    deferStart(page.target, { start, startWhenIdle: false, prefetch });
    page.fire('load');
    expect(prefetch).not.toHaveBeenCalled();
    page.idleCallbacks[0]?.callback();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
    page.fire('scroll');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not prefetch what has already started', () => {
    const page = fakeWindow('complete');
    const prefetch = vi.fn();
    deferStart(page.target, { start: vi.fn(), startWhenIdle: false, prefetch });
    page.fire('keydown');
    page.idleCallbacks[0]?.callback();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('waits for the page to load, then starts when the browser is idle, within the timeout', () => {
    const page = fakeWindow('interactive');
    const start = vi.fn();
    deferStart(page.target, { start, startWhenIdle: true, prefetch: vi.fn() });
    expect(page.idleCallbacks).toHaveLength(0);
    page.fire('load');
    expect(start).not.toHaveBeenCalled();
    expect(page.idleCallbacks.map(({ timeout }) => timeout)).toEqual([IDLE_START_TIMEOUT_MS]);
    page.idleCallbacks[0]?.callback();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('asks for idle time at once when the page has already loaded', () => {
    const page = fakeWindow('complete');
    deferStart(page.target, { start: vi.fn(), startWhenIdle: true, prefetch: vi.fn() });
    expect(page.idleCallbacks).toHaveLength(1);
  });

  it.each(START_EVENTS)('starts at once on the first %s, and only once', (type) => {
    const page = fakeWindow('interactive');
    const start = vi.fn();
    deferStart(page.target, { start, startWhenIdle: true, prefetch: vi.fn() });
    page.fire(type);
    expect(start).toHaveBeenCalledTimes(1);
    page.fire('load');
    page.idleCallbacks.forEach(({ callback }) => callback());
    for (const other of START_EVENTS) page.fire(other);
    expect(start).toHaveBeenCalledTimes(1);
    for (const other of [...START_EVENTS, 'load']) expect(page.listening(other)).toBe(false);
  });

  it('falls back to a timer in a browser without requestIdleCallback (Safari)', () => {
    const page = fakeWindow('complete', { idle: false });
    const start = vi.fn();
    deferStart(page.target, { start, startWhenIdle: true, prefetch: vi.fn() });
    expect(start).not.toHaveBeenCalled();
    page.timers[0]?.();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('returns a function that starts it now, once', () => {
    const page = fakeWindow('interactive');
    const start = vi.fn();
    const now = deferStart(page.target, { start, startWhenIdle: true, prefetch: vi.fn() });
    now();
    now();
    page.fire('pointerdown');
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('wantsAppAtOnce', () => {
  const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
  const visit = (context: Partial<StartContext>): StartContext => ({
    storage: storage({}),
    search: '',
    markedNow: false,
    appShell: false,
    ...context,
  });

  it('is true for someone signed in, or who allowed analytics', () => {
    expect(wantsAppAtOnce(visit({ storage: storage({ [SESSION_STORAGE_KEY]: '{}' }) }))).toBe(true);
    expect(wantsAppAtOnce(visit({ storage: storage({ [ANALYTICS_CONSENT_KEY]: 'granted' }) }))).toBe(true);
  });

  it('is true for an address with a query, which the page was not prerendered with, and a page marked so', () => {
    expect(wantsAppAtOnce(visit({ search: '?email=ada%40example.com' }))).toBe(true);
    expect(wantsAppAtOnce(visit({ markedNow: true, storage: undefined }))).toBe(true);
  });

  it('is true in the installed app or the native wrapper, whose landing page is the sign-in', () => {
    expect(wantsAppAtOnce(visit({ appShell: true }))).toBe(true);
  });

  it('is false for a visitor who refused analytics or never answered, and without storage', () => {
    expect(wantsAppAtOnce(visit({ storage: storage({ [ANALYTICS_CONSENT_KEY]: 'denied' }) }))).toBe(false);
    expect(wantsAppAtOnce(visit({}))).toBe(false);
    expect(wantsAppAtOnce(visit({ storage: undefined }))).toBe(false);
  });
});
