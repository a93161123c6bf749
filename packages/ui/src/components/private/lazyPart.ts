import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';

/**
 * A part of a component that is loaded on first need: the Radix primitive behind a menu or a tooltip, with
 * the floating-ui positioning it brings (about 25 kB gzip together). A page that only shows the menu's or
 * the tooltip's trigger then starts without it; it comes when the browser is next idle, or at once when the
 * trigger is pointed at, focused or pressed.
 */
export interface LazyPart<T> {
  /** Starts loading, once; a failed load (a lost connection) is tried again on the next call. */
  load: () => Promise<T>;
  /** The part when it has loaded. */
  current: () => T | undefined;
  subscribe: (listener: () => void) => () => void;
  /** Forgets the part, as if it had never loaded: for tests of what shows before it has. */
  forget: () => void;
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load: () => {
      loading ??= importer().then(
        (part) => {
          loaded = part;
          for (const listener of listeners) listener();
          return part;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
    forget: () => {
      loaded = undefined;
      loading = undefined;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Loads the part, leaving a failure to the next attempt: the trigger stays as it is meanwhile. */
function loadQuietly(part: LazyPart<unknown>): void {
  part.load().catch(() => undefined);
}

/** Prerendered HTML is rendered without the part; hydration must render the same before it arrives. */
const notOnTheServer = () => undefined;

export interface LazyTrigger<T> {
  /** The loaded part, or undefined: then render the trigger alone, with `triggerProps` on it. */
  loaded: T | undefined;
  /** Whether the trigger had focus when the part arrived (and was swapped for the part's own trigger). */
  hadFocus: () => boolean;
  /** Whether the pointer was over the trigger when the part arrived. */
  hadPointer: () => boolean;
  /**
   * Whether the trigger was pressed with a pointer (and has not lost focus since): it was clicked, and
   * what hover and focus would show (a tooltip) is not wanted now.
   */
  wasClicked: () => boolean;
  /** Load now (the user showed intent). */
  load: () => void;
  /**
   * Track focus, the pointer and presses on the pending trigger, loading at focus or pointer; merge into
   * its props, calling these whatever the element's own handlers do.
   */
  triggerProps: {
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: () => void;
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onPointerDown: () => void;
    onPointerUp: () => void;
    onPointerCancel: () => void;
    onKeyDown: () => void;
    onKeyUp: () => void;
  };
}

export interface LazyPartOptions {
  /** Load at once, not when idle (the menu or tooltip is asked to be open from the start). */
  now?: boolean;
  /**
   * Keep the trigger as it is while it is pressed, and swap it after the press's click: a button swapped
   * between its pointerdown and pointerup (or a Space's keydown and keyup) would lose the click.
   */
  holdWhilePressed?: boolean;
}

/**
 * Loads the part when the browser is next idle after mount (so that its first use is instant), or at once
 * with `now`; nothing with `skip` (it has loaded). For a component that renders the part only later (a
 * provider of confirmations) as much as for the part's own components.
 */
export function usePreloadWhenIdle(
  part: LazyPart<unknown>,
  { now = false, skip = false }: { now?: boolean; skip?: boolean } = {},
): void {
  useEffect(() => {
    if (skip || part.current() !== undefined) return undefined;
    if (now) {
      loadQuietly(part);
      return undefined;
    }
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => loadQuietly(part), { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => loadQuietly(part), 1000);
    return () => clearTimeout(timer);
  }, [part, now, skip]);
}

/**
 * The part for one component instance. It is scheduled for when the browser is idle after mount (so the
 * first use is instant), or loaded at once with `now`.
 */
export function useLazyPart<T>(
  part: LazyPart<T>,
  { now = false, holdWhilePressed = false }: LazyPartOptions = {},
): LazyTrigger<T> {
  const focused = useRef<HTMLElement | null>(null);
  const focusAtSwap = useRef(false);
  const pointerOver = useRef(false);
  const clicked = useRef(false);
  const [pressed, setPressed] = useState(false);
  // Read just before React may replace the pending trigger: a removed element no longer has focus.
  const noteFocus = useCallback(() => {
    focusAtSwap.current = focused.current !== null && focused.current === document.activeElement;
  }, []);
  const subscribe = useCallback(
    (notify: () => void) =>
      part.subscribe(() => {
        noteFocus();
        notify();
      }),
    [part, noteFocus],
  );
  const loaded = useSyncExternalStore(subscribe, part.current, notOnTheServer);

  usePreloadWhenIdle(part, { now, skip: loaded !== undefined });

  const press = () => {
    if (holdWhilePressed) setPressed(true);
  };
  // After the click the release belongs to: it is dispatched right after the pointerup or keyup.
  const release = () => {
    if (!holdWhilePressed) return;
    setTimeout(() => {
      noteFocus();
      setPressed(false);
    }, 0);
  };

  return {
    loaded: pressed ? undefined : loaded,
    hadFocus: () => focusAtSwap.current,
    hadPointer: () => pointerOver.current,
    wasClicked: () => clicked.current,
    load: () => loadQuietly(part),
    triggerProps: {
      onFocus: (event) => {
        focused.current = event.currentTarget;
        loadQuietly(part);
      },
      onBlur: () => {
        focused.current = null;
        clicked.current = false;
      },
      onPointerEnter: () => {
        pointerOver.current = true;
        loadQuietly(part);
      },
      onPointerLeave: () => {
        pointerOver.current = false;
      },
      onPointerDown: () => {
        clicked.current = true;
        press();
      },
      onPointerUp: release,
      onPointerCancel: release,
      onKeyDown: press,
      onKeyUp: release,
    },
  };
}
