/** An analytics event as the providers take it: GA4's shape (a name, flat parameters). */
export interface AnalyticsEvent {
  name: string;
  params: Record<string, string | number>;
}

/** Where events go (the emulator's collector, Google Analytics 4). */
export interface AnalyticsProvider {
  send: (event: AnalyticsEvent) => void;
  /** Consent withdrawn: stop, and forget what the provider kept in the browser. */
  stop?: () => void;
}

/** A page of the public site as counted: its path (never its query: it may hold an email), title, language. */
export interface PageView {
  path: string;
  title: string;
  language: string;
}

/** Spec section 9: analytics start 100 ms after load (or consent), the page view 100 ms after that. */
export const START_DELAY_MS = 100;
export const PAGE_VIEW_DELAY_MS = 100;

export interface Tracker {
  /** Analytics allowed: the provider starts 100 ms later, and the page shown is counted 100 ms after that. */
  start: () => void;
  /** Analytics refused after all: nothing more is sent. */
  stop: () => void;
  /** A page shows (every navigation): counted 100 ms later once started, otherwise only remembered. */
  pageShown: (view: () => PageView) => void;
}

/**
 * The public site's analytics: nothing is loaded or sent until `start` (the visitor's consent), then
 * page views. `load` gives the provider (null where there is none, e.g. a real one on localhost); the
 * page's title is read when the view is sent, once the page has set it.
 */
export function createTracker(
  load: () => Promise<AnalyticsProvider | null>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Tracker {
  let provider: AnalyticsProvider | null = null;
  let starting = false;
  let generation = 0;
  let current: (() => PageView) | null = null;

  const send = async (view: () => PageView, run: number): Promise<void> => {
    await wait(PAGE_VIEW_DELAY_MS);
    if (provider === null || run !== generation) return;
    const { path, title, language } = view();
    provider.send({ name: 'page_view', params: { page_path: path, page_title: title, language } });
  };

  return {
    start() {
      if (starting || provider !== null) return;
      starting = true;
      const run = generation;
      void (async () => {
        await wait(START_DELAY_MS);
        const loaded = run === generation ? await load() : null;
        starting = false;
        if (loaded === null || run !== generation) return;
        provider = loaded;
        if (current) await send(current, run);
      })();
    },
    stop() {
      generation += 1;
      starting = false;
      provider?.stop?.();
      provider = null;
    },
    pageShown(view) {
      current = view;
      if (provider !== null) void send(view, generation);
    },
  };
}
