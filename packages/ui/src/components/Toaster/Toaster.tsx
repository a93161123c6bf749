import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Button } from '../Button/index.ts';
import * as styles from './Toaster.css.ts';
import { toastStore, type ToastData, type ToastStore, type ToastType } from './toastStore.ts';
import { IconFrame } from '../private/icons.tsx';

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

  // Publish the space the toasts take at the bottom of the window (see TOAST_INSET_PROPERTY).
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const root = document.documentElement;
    const update = () => {
      const inset =
        region.childElementCount === 0
          ? 0
          : Math.max(0, Math.ceil(window.innerHeight - region.getBoundingClientRect().top));
      root.style.setProperty(TOAST_INSET_PROPERTY, `${String(inset)}px`);
    };
    const observer = new ResizeObserver(update);
    observer.observe(region);
    window.addEventListener('resize', update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(TOAST_INSET_PROPERTY);
    };
  }, []);

  return (
    <section ref={regionRef} aria-label={label} className={styles.viewport}>
      {visible.map((item) => (
        <ToastItem key={item.id} toast={item} store={store} closeLabel={closeLabel} />
      ))}
    </section>
  );
}
