import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTracker,
  PAGE_VIEW_DELAY_MS,
  START_DELAY_MS,
  type AnalyticsEvent,
  type AnalyticsProvider,
  type PageView,
} from './tracker.ts';

const page =
  (path: string, title = `Title of ${path}`): (() => PageView) =>
  () => ({ path, title, language: 'en-US' });

describe('createTracker', () => {
  let sent: AnalyticsEvent[];
  let stop: () => void;
  let load: ReturnType<typeof vi.fn<() => Promise<AnalyticsProvider>>>;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    stop = vi.fn();
    load = vi.fn(() => Promise.resolve({ send: (event: AnalyticsEvent) => void sent.push(event), stop }));
  });
  afterEach(() => vi.useRealTimers());

  it('loads nothing and sends nothing before it is started (no consent)', async () => {
    const tracker = createTracker(load);
    tracker.pageShown(page('/'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('starts the provider 100 ms after consent and counts the page shown 100 ms after that', async () => {
    const tracker = createTracker(load);
    tracker.pageShown(page('/'));
    tracker.start();
    await vi.advanceTimersByTimeAsync(START_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      { name: 'page_view', params: { page_path: '/', page_title: 'Title of /', language: 'en-US' } },
    ]);
  });

  it('counts each later page 100 ms after it shows, reading its title then; starting twice loads once', async () => {
    const tracker = createTracker(load);
    tracker.start();
    tracker.start();
    await vi.advanceTimersByTimeAsync(START_DELAY_MS);
    let title = 'Loading';
    tracker.pageShown(() => ({ path: '/tr/about', title, language: 'tr-TR' }));
    title = 'Hakkımızda';
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      { name: 'page_view', params: { page_path: '/tr/about', page_title: 'Hakkımızda', language: 'tr-TR' } },
    ]);
  });

  it('sends nothing more once stopped (consent withdrawn), not even a view already on its way', async () => {
    const tracker = createTracker(load);
    tracker.start();
    await vi.advanceTimersByTimeAsync(START_DELAY_MS + 1);
    tracker.pageShown(page('/faq'));
    tracker.stop();
    tracker.pageShown(page('/about'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
    expect(stop).toHaveBeenCalled();
  });

  it('does not start when stopped while starting', async () => {
    const tracker = createTracker(load);
    tracker.pageShown(page('/'));
    tracker.start();
    tracker.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('sends nothing where there is no provider', async () => {
    const tracker = createTracker(() => Promise.resolve(null));
    tracker.pageShown(page('/'));
    tracker.start();
    await vi.advanceTimersByTimeAsync(10_000);
    tracker.pageShown(page('/about'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
  });
});
