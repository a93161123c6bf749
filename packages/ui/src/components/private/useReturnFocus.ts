import { useCallback, useLayoutEffect, useRef } from 'react';

/** Where focus goes when a dialog closes: an element, or a function asked at closing time. */
export type ReturnFocusTarget = HTMLElement | null | (() => HTMLElement | null | undefined);

function focusable(element: HTMLElement | null | undefined): element is HTMLElement {
  return element instanceof HTMLElement && element.isConnected;
}

/**
 * Gives focus back when a Radix dialog closes, also when it was opened from outside its own tree (a
 * button setting `open`, a keyboard shortcut, a store), where Radix knows no trigger and focus would
 * fall to `<body>`. The element focused when `open` turned true is remembered; on closing, focus goes
 * to `returnFocusTo` if given, else to that element, else (when it is gone, e.g. a list re-rendered) to
 * the `<main>` it was in. With a Radix trigger and no `returnFocusTo`, Radix's own return is kept.
 *
 * Returns the handler for `Content`'s `onCloseAutoFocus`.
 */
export function useReturnFocus({
  open,
  hasTrigger,
  returnFocusTo,
  onCloseAutoFocus,
}: {
  open: boolean | undefined;
  hasTrigger: boolean;
  returnFocusTo: ReturnFocusTarget | undefined;
  onCloseAutoFocus: ((event: Event) => void) | undefined;
}): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const landmark = useRef<HTMLElement | null>(null);

  // A layout effect runs before Radix moves focus into the content (it does so in a passive effect).
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) {
      opener.current = active;
      landmark.current = active.closest('main');
    }
  }, [open]);

  return useCallback(
    (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const explicit = typeof returnFocusTo === 'function' ? returnFocusTo() : returnFocusTo;
      // Radix gives focus back to its trigger itself.
      if (!explicit && hasTrigger) return;
      event.preventDefault();
      const target = [explicit, opener.current, landmark.current].find(focusable);
      if (!target) return;
      if (target === landmark.current && !target.hasAttribute('tabindex')) {
        target.setAttribute('tabindex', '-1');
      }
      target.focus();
    },
    [hasTrigger, onCloseAutoFocus, returnFocusTo],
  );
}
