import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Button } from '../Button/index.ts';
import * as styles from './Toaster.css.ts';
import { toastStore, type ToastData, type ToastStore, type ToastType } from './toastStore.ts';
import { IconFrame } from '../private/icons.tsx';
import { findOpenModals, placeToasts, unionBox, type ToastPlacement } from './modalPlacement.ts';

export interface ToasterProps {
  /** The store to show; the application-wide `toastStore` by default. */
  store?: ToastStore;
  /** Accessible name of the toast region. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
}

/**
 * A custom property on `<html>`: how far up from the bottom of the window the toasts reach (`0px` when
 * there are none). Pages use it to keep every control reachable while toasts show: as bottom padding
 * (the last controls can scroll above them) and as `scroll-padding-bottom` (focus scrolls clear of them).
 */
export const TOAST_INSET_PROPERTY = '--eg-toast-inset';

/** The inline styles a placement sets on the region, over its stylesheet position. */
const PLACEMENT_PROPERTIES = ['top', 'bottom', 'left', 'right', 'width', 'max-width', 'visibility'];

function clearPlacement(region: HTMLElement) {
  for (const property of PLACEMENT_PROPERTIES) region.style.removeProperty(property);
  delete region.dataset['placement'];
}

function applyPlacement(region: HTMLElement, placement: ToastPlacement) {
  region.dataset['placement'] = placement.kind;
  const { style } = region;
  if (placement.kind === 'top') {
    style.top = `${String(placement.top)}px`;
    style.bottom = 'auto';
  } else if (placement.kind === 'column') {
    const margin = `${String(window.innerWidth - region.getBoundingClientRect().right)}px`;
    style.width = `${String(placement.width)}px`;
    style.maxWidth = 'none';
    if (placement.side === 'right') {
      style.left = 'auto';
    } else {
      style.left = margin;
      style.right = 'auto';
    }
  } else if (placement.kind === 'held') {
    style.visibility = 'hidden';
  }
}

function TypeIcon({ type }: { type: ToastType }) {
  if (type === 'loading') return <span className={styles.spinner} aria-hidden="true" />;
  const paths: Record<Exclude<ToastType, 'loading'>, string> = {
    default: 'M12 8h.01M11 12h1v4h1',
    success: 'm8 12 3 3 5-6',
    error: 'M12 8v4M12 16h.01',
    destructive: 'M9 9l6 6M15 9l-6 6',
  };
  return (
    <IconFrame width="16" height="16">
      <circle cx="12" cy="12" r="10" />
      <path d={paths[type]} strokeLinecap="round" strokeLinejoin="round" />
    </IconFrame>
  );
}

/** Errors interrupt (role alert, assertive); everything else waits its turn (role status, polite). */
function isUrgent(type: ToastType): boolean {
  return type === 'error' || type === 'destructive';
}

function ToastItem({
  toast,
  store,
  closeLabel,
}: {
  toast: ToastData;
  store: ToastStore;
  closeLabel: string;
}) {
  const urgent = isUrgent(toast.type);
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-type={toast.type}
      className={`${styles.toast} ${styles.accent[toast.type]}`}
    >
      <span className={`${styles.icon} ${styles.iconColor[toast.type]}`}>
        <TypeIcon type={toast.type} />
      </span>
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description !== undefined && <p className={styles.description}>{toast.description}</p>}
        {toast.action && (
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                toast.action?.onClick();
                store.dismiss(toast.id);
              }}
            >
              {toast.action.label}
            </Button>
          </div>
        )}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={closeLabel}
        onClick={() => {
          store.dismiss(toast.id);
        }}
      >
        <IconFrame width="14" height="14">
          <path d="M18 6 6 18M6 6l12 12" strokeLinecap="round" />
        </IconFrame>
      </button>
    </div>
  );
}

/**
 * Shows the toasts of a store, bottom right, 356 px wide, 14 px apart, at most 3 at once. Their timers
 * pause while the pointer is over them, while focus is inside them and while the tab is hidden.
 * While a modal dialog is open they never cover it: they stay where they are if that is clear of it,
 * else move to the top of the window or to a narrower column beside it, else wait (hidden, clocks
 * stopped) until it closes; and they let clicks through, so none lands on a toast instead of the dialog.
 * Mount it once, near the root.
 */
export function Toaster({
  store = toastStore,
  label = 'Notifications',
  closeLabel = 'Dismiss notification',
}: ToasterProps) {
  const { visible } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    const sync = () => {
      store.setPaused('hidden', document.visibilityState === 'hidden');
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      store.setPaused('hidden', false);
    };
  }, [store]);

  // When the last toast leaves, pointer and focus are no longer inside: clear those reasons.
  const empty = visible.length === 0;
  useEffect(() => {
    if (empty) {
      store.setPaused('hover', false);
      store.setPaused('focus', false);
    }
  }, [empty, store]);

  // Pausing is not an interaction of its own (nothing to operate), so plain DOM listeners rather than
  // React handlers on the non-interactive region.
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const onEnter = () => {
      store.setPaused('hover', true);
    };
    const onLeave = () => {
      store.setPaused('hover', false);
    };
    const onFocusIn = () => {
      store.setPaused('focus', true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && region.contains(event.relatedTarget))) {
        store.setPaused('focus', false);
      }
    };
    region.addEventListener('pointerenter', onEnter);
    region.addEventListener('pointerleave', onLeave);
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    return () => {
      region.removeEventListener('pointerenter', onEnter);
      region.removeEventListener('pointerleave', onLeave);
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
    };
  }, [store]);

  // Lay the toasts out: clear of any open modal dialog (see modalPlacement.ts), and publish the space
  // they take at the bottom of the window (see TOAST_INSET_PROPERTY).
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const root = document.documentElement;
    const watchedModals = new Set<Element>();

    const publishInset = () => {
      const inset =
        region.childElementCount === 0
          ? 0
          : Math.max(0, Math.ceil(window.innerHeight - region.getBoundingClientRect().top));
      root.style.setProperty(TOAST_INSET_PROPERTY, `${String(inset)}px`);
    };

    const layout = () => {
      const modals = findOpenModals(document, region);
      for (const element of watchedModals) {
        if (!modals.includes(element)) {
          sizes.unobserve(element);
          watchedModals.delete(element);
        }
      }
      for (const element of modals) {
        if (!watchedModals.has(element)) {
          sizes.observe(element);
          watchedModals.add(element);
        }
      }
      const modalBox = unionBox(modals);
      if (modalBox === null) {
        if (region.dataset['modal'] !== undefined) {
          clearPlacement(region);
          delete region.dataset['modal'];
          store.setPaused('modal', false);
        }
        // The page behind a modal keeps its padding while the modal is open: nothing moves under it.
        publishInset();
        return;
      }
      // While a modal is open the toasts only inform: a click on one would count as a click outside the
      // dialog and close it, and the pointer passing over one must not keep it on screen.
      region.dataset['modal'] = 'open';
      store.setPaused('hover', false);
      clearPlacement(region);
      const placement: ToastPlacement =
        region.childElementCount === 0
          ? { kind: 'default' }
          : placeToasts({
              toasts: region.getBoundingClientRect(),
              modal: modalBox,
              viewport: { width: window.innerWidth, height: window.innerHeight },
            });
      applyPlacement(region, placement);
      store.setPaused('modal', placement.kind === 'held');
    };

    // Focus never lands under a toast: a control reached by keyboard (or focused by the app) that
    // the toasts cover is scrolled clear of them (the page keeps room for that, see TOAST_INSET_PROPERTY).
    // The browser scrolls a focused control into view itself, after the focus events and smoothly when
    // the page asks for smooth scrolling; so the check runs on the next frame and again when that scroll
    // ends. A scroll the user starts (wheel, touch, pointer) is theirs: it never moves the page back.
    let focused: Element | null = null;
    const clearOfToasts = () => {
      const target = focused;
      if (!target || document.activeElement !== target || region.dataset['modal'] !== undefined) return;
      if (region.childElementCount === 0) return;
      const control = target.getBoundingClientRect();
      const toasts = region.getBoundingClientRect();
      const covered =
        control.bottom > toasts.top &&
        control.top < toasts.bottom &&
        control.right > toasts.left &&
        control.left < toasts.right;
      if (covered) window.scrollBy({ top: control.bottom - toasts.top + 8, behavior: 'instant' });
    };
    const keepFocusClear = (event: FocusEvent) => {
      const target = event.target;
      focused = target instanceof Element && !region.contains(target) ? target : null;
      requestAnimationFrame(clearOfToasts);
    };
    const userScrolls = () => {
      focused = null;
    };
    document.addEventListener('focusin', keepFocusClear);
    document.addEventListener('scrollend', clearOfToasts);
    for (const type of ['wheel', 'touchstart', 'pointerdown'] as const)
      window.addEventListener(type, userScrolls, { passive: true, capture: true });

    const sizes = new ResizeObserver(layout);
    sizes.observe(region);
    // Dialogs open and close by their data-state; they come and go as portals at the end of <body>.
    const dialogs = new MutationObserver(layout);
    dialogs.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state', 'role'],
    });
    // A dialog measured while it pops in is smaller than at rest: measure again when it settles.
    document.addEventListener('animationend', layout, true);
    window.addEventListener('resize', layout);
    layout();
    return () => {
      sizes.disconnect();
      dialogs.disconnect();
      document.removeEventListener('animationend', layout, true);
      document.removeEventListener('focusin', keepFocusClear);
      document.removeEventListener('scrollend', clearOfToasts);
      for (const type of ['wheel', 'touchstart', 'pointerdown'] as const)
        window.removeEventListener(type, userScrolls, { capture: true });
      window.removeEventListener('resize', layout);
      clearPlacement(region);
      delete region.dataset['modal'];
      store.setPaused('modal', false);
      root.style.removeProperty(TOAST_INSET_PROPERTY);
    };
  }, [store]);

  return (
    <section ref={regionRef} aria-label={label} className={styles.viewport}>
      {visible.map((item) => (
        <ToastItem key={item.id} toast={item} store={store} closeLabel={closeLabel} />
      ))}
    </section>
  );
}
