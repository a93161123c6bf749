import { ANALYTICS_CONSENT_KEY, SESSION_STORAGE_KEY } from '@/shared/config';

/**
 * What a person does that starts the app at once: a press, touch, key or focus (the controls are about to
 * be used; a tap is held and replayed by index.html, so it is not lost), or a scroll (the fixed header turns
 * solid, a reader is reading).
 */
export const START_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

/** How long after the page has loaded an app that is wanted at once waits for the browser to be idle. */
export const IDLE_START_TIMEOUT_MS = 2000;

/** The part of `window` the deferral uses (a test gives its own). */
export interface StartTarget {
  document: { readyState: DocumentReadyState };
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  setTimeout(callback: () => void, ms: number): number;
}

/** What decides whether a prerendered page needs its app at once. */
export interface StartContext {
  storage: Pick<Storage, 'getItem'> | undefined;
  /** The address's query (`location.search`). */
  search: string;
  /** Whether the prerender step marked the page as live from the start (`#root[data-start="now"]`). */
  markedNow: boolean;
  /** Whether it runs as an installed app or in the native wrapper (shared/lib/display-mode): no landing. */
  appShell: boolean;
}

/**
 * Whether a prerendered page needs its app before the visitor does anything: for someone signed in (the
 * header and buttons are theirs, not a visitor's) or who allowed analytics (the page view is counted); for
 * an address with a query (the page was prerendered without it: `?email=` fills the unsubscribe form,
 * `?page=` is another page of the blog); for a page that moves by itself (the error demo's countdown); and
 * in the installed app or the native wrapper, where the router sends the landing page to sign-in.
 * Anyone else reads a complete page; the app starts when they begin to use it (and only then registers the
 * service worker, whose first install downloads the whole app: not for a visitor who only glanced).
 */
export function wantsAppAtOnce({ storage, search, markedNow, appShell }: StartContext): boolean {
  if (markedNow || appShell || search !== '') return true;
  if (!storage) return false;
  return (
    storage.getItem(SESSION_STORAGE_KEY) !== null || storage.getItem(ANALYTICS_CONSENT_KEY) === 'granted'
  );
}

export interface DeferredStart {
  /** Starts the app. */
  start: () => void;
  /** Start it as soon as the browser is idle after the page has loaded, not only at the person's first move. */
  startWhenIdle: boolean;
  /** Otherwise, what to do then: fetch the app in the background, without running it. */
  prefetch: () => void;
}

/**
 * Starts the app of a prerendered page after the page is painted: at the person's first press, touch, key,
 * focus or scroll, or, with `startWhenIdle`, as soon as the browser is idle after the page has loaded
 * (within IDLE_START_TIMEOUT_MS), whichever comes first. Once. Without `startWhenIdle`, the idle moment
 * prefetches the app instead, so the person's first move does not wait for the network (prefetching any
 * earlier would compete with the page's own files). Returns a function that starts it now.
 */
export function deferStart(
  target: StartTarget,
  { start, startWhenIdle, prefetch }: DeferredStart,
): () => void {
  let started = false;
  const listenerOptions = { capture: true, passive: true } as const;
  const now = () => {
    if (started) return;
    started = true;
    for (const type of START_EVENTS) target.removeEventListener(type, now, listenerOptions);
    target.removeEventListener('load', onLoad);
    start();
  };
  const idle = () => {
    if (startWhenIdle) now();
    else if (!started) prefetch();
  };
  function onLoad() {
    if (target.requestIdleCallback) target.requestIdleCallback(idle, { timeout: IDLE_START_TIMEOUT_MS });
    else target.setTimeout(idle, 0);
  }
  for (const type of START_EVENTS) target.addEventListener(type, now, listenerOptions);
  if (target.document.readyState === 'complete') onLoad();
  else target.addEventListener('load', onLoad, { once: true });
  return now;
}

/** Fetches files at the lowest priority, into the HTTP cache, without running them (`<link rel="prefetch">`). */
export function prefetchFiles(document: Document, files: readonly string[]): void {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}
