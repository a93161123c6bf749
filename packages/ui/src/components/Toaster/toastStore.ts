/**
 * A framework-free toast store in Sonner's model: `subscribe` + `getSnapshot` for React's
 * `useSyncExternalStore`, and the `toast()` API any code can call (event handlers, effector effects,
 * service-worker glue) without a React context. No React import here on purpose.
 *
 * Queueing: at most `visible` toasts (3) show at once; further ones wait in order and appear as earlier
 * ones leave, so every message is seen for its full time. Only visible toasts run their timers.
 */

export type ToastType = 'default' | 'success' | 'error' | 'destructive' | 'loading';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastData {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
  action?: ToastAction;
  /** Milliseconds before auto-dismiss; `Infinity` keeps it until dismissed. */
  duration: number;
}

export interface ToastOptions {
  /** Reusing an id updates that toast in place instead of adding one. */
  id?: string;
  description?: string;
  action?: ToastAction;
  duration?: number;
}

export interface ToastSnapshot {
  /** The toasts on screen, oldest first. */
  visible: readonly ToastData[];
  /** How many wait for a place. */
  queued: number;
}

/**
 * Why timers are paused; they run only when no reason holds. `modal`: the toasts are held back while a
 * modal dialog leaves them no room (see Toaster).
 */
export type PauseReason = 'hover' | 'focus' | 'hidden' | 'modal';

export interface ToastStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ToastSnapshot;
  /** Adds a toast, or updates the one with `options.id`; returns its id. */
  show: (type: ToastType, title: string, options?: ToastOptions) => string;
  /** Dismisses one toast, or every toast without an id. */
  dismiss: (id?: string) => void;
  setPaused: (reason: PauseReason, paused: boolean) => void;
}

export interface ToastStoreOptions {
  /** Default auto-dismiss time (spec: 4 s). */
  duration?: number;
  /** How many show at once (spec: 3). */
  visible?: number;
}

export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_COUNT = 3;

interface Entry {
  toast: ToastData;
  /** Time left on its clock. */
  remaining: number;
  /** When its timer started, while it runs. */
  startedAt: number | null;
  timer: ReturnType<typeof setTimeout> | null;
}

export function createToastStore({
  duration = TOAST_DURATION_MS,
  visible = TOAST_VISIBLE_COUNT,
}: ToastStoreOptions = {}): ToastStore {
  let entries: Entry[] = [];
  let snapshot: ToastSnapshot = { visible: [], queued: 0 };
  let nextId = 1;
  const listeners = new Set<() => void>();
  const pauseReasons = new Set<PauseReason>();

  function stopTimer(entry: Entry) {
    if (entry.timer === null || entry.startedAt === null) return;
    clearTimeout(entry.timer);
    entry.remaining -= Date.now() - entry.startedAt;
    entry.timer = null;
    entry.startedAt = null;
  }

  /** Starts the clocks of visible toasts when nothing pauses them. */
  function schedule() {
    if (pauseReasons.size > 0) return;
    for (const entry of entries.slice(0, visible)) {
      if (entry.timer !== null || !Number.isFinite(entry.remaining)) continue;
      const { id } = entry.toast;
      entry.startedAt = Date.now();
      entry.timer = setTimeout(
        () => {
          dismiss(id);
        },
        Math.max(0, entry.remaining),
      );
    }
  }

  function emit() {
    snapshot = {
      visible: entries.slice(0, visible).map((entry) => entry.toast),
      queued: Math.max(0, entries.length - visible),
    };
    schedule();
    for (const listener of listeners) listener();
  }

  function dismiss(id?: string) {
    const leaving = id === undefined ? entries : entries.filter((entry) => entry.toast.id === id);
    if (leaving.length === 0) return;
    for (const entry of leaving) stopTimer(entry);
    entries = id === undefined ? [] : entries.filter((entry) => entry.toast.id !== id);
    emit();
  }

  function show(type: ToastType, title: string, options: ToastOptions = {}): string {
    const toastDuration = options.duration ?? (type === 'loading' ? Infinity : duration);
    // The same message again (a second save in a row) restarts the one on screen instead of stacking a
    // copy over it. Toasts with an action are never merged: each Undo undoes its own change.
    const same =
      options.id === undefined && options.action === undefined
        ? entries.find(
            ({ toast: shown }) =>
              shown.type === type &&
              shown.title === title &&
              shown.description === options.description &&
              shown.action === undefined,
          )
        : undefined;
    const id = options.id ?? same?.toast.id ?? `toast-${String(nextId++)}`;
    const toast: ToastData = { id, type, title, duration: toastDuration };
    if (options.description !== undefined) toast.description = options.description;
    if (options.action !== undefined) toast.action = options.action;
    const existing = entries.find((entry) => entry.toast.id === id);
    if (existing) {
      // An update (a promise settling) restarts the clock with the new duration.
      stopTimer(existing);
      existing.toast = toast;
      existing.remaining = toastDuration;
    } else {
      entries = [...entries, { toast, remaining: toastDuration, startedAt: null, timer: null }];
    }
    emit();
    return id;
  }

  function setPaused(reason: PauseReason, paused: boolean) {
    if (paused === pauseReasons.has(reason)) return;
    if (paused) {
      pauseReasons.add(reason);
      for (const entry of entries) stopTimer(entry);
    } else {
      pauseReasons.delete(reason);
      schedule();
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    show,
    dismiss,
    setPaused,
  };
}

export interface PromiseMessages<T> {
  loading: string;
  success: string | ((value: T) => string);
  error: string | ((error: unknown) => string);
  description?: string;
}

export interface ToastApi {
  (message: string, options?: ToastOptions): string;
  success: (message: string, options?: ToastOptions) => string;
  error: (message: string, options?: ToastOptions) => string;
  destructive: (message: string, options?: ToastOptions) => string;
  loading: (message: string, options?: ToastOptions) => string;
  /**
   * A loading toast that turns into success or error when the promise settles. Returns the toast id;
   * the rejection is handled here (the caller keeps its own promise for the result).
   */
  promise: <T>(promise: Promise<T> | (() => Promise<T>), messages: PromiseMessages<T>) => string;
  dismiss: (id?: string) => void;
}

/** The `toast()` function bound to a store. */
export function createToastApi(store: ToastStore): ToastApi {
  const api = (message: string, options?: ToastOptions) => store.show('default', message, options);
  const promise = <T>(input: Promise<T> | (() => Promise<T>), messages: PromiseMessages<T>): string => {
    const base = messages.description === undefined ? {} : { description: messages.description };
    const id = store.show('loading', messages.loading, base);
    // A function that throws synchronously becomes a rejection, so the toast still turns into an error.
    const running = typeof input === 'function' ? Promise.resolve().then(input) : input;
    running.then(
      (value) => {
        const text = typeof messages.success === 'function' ? messages.success(value) : messages.success;
        store.show('success', text, { ...base, id });
      },
      (error: unknown) => {
        const text = typeof messages.error === 'function' ? messages.error(error) : messages.error;
        store.show('error', text, { ...base, id });
      },
    );
    return id;
  };
  return Object.assign(api, {
    success: (message: string, options?: ToastOptions) => store.show('success', message, options),
    error: (message: string, options?: ToastOptions) => store.show('error', message, options),
    destructive: (message: string, options?: ToastOptions) => store.show('destructive', message, options),
    loading: (message: string, options?: ToastOptions) => store.show('loading', message, options),
    promise,
    dismiss: (id?: string) => store.dismiss(id),
  });
}

/** The application-wide store that `<Toaster />` shows by default. */
export const toastStore: ToastStore = createToastStore();

/** `toast('Saved')`, `toast.success(...)`, `toast.error(...)`, `toast.promise(...)`, `toast.dismiss(id)`. */
export const toast: ToastApi = createToastApi(toastStore);
