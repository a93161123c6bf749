import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { dialogPart } from '../private/dialogPart.ts';
import { usePreloadWhenIdle } from '../private/lazyPart.ts';
import { useLazyDialog } from '../private/useLazyDialog.ts';

export type ConfirmVariant = 'default' | 'warning' | 'destructive';

export interface ConfirmOptions {
  title: ReactNode;
  description?: ReactNode;
  /** Default "Confirm". */
  confirmText?: string;
  /** Default "Cancel". */
  cancelText?: string;
  /** Default "Processing...": shown on the confirm button while `onConfirm` runs. */
  processingText?: string;
  variant?: ConfirmVariant;
  /**
   * Runs when the user confirms, with both buttons disabled. If it throws or rejects, the dialog
   * closes and the confirmation resolves `false`; `onError` receives the error (to show a toast).
   */
  onConfirm?: () => Promise<void> | void;
  onError?: (error: unknown) => void;
}

export interface ConfirmationDialogProps extends ConfirmOptions {
  open: boolean;
  /** Called once per opening with the outcome: `true` confirmed (and `onConfirm` succeeded), else `false`. */
  onResult: (confirmed: boolean) => void;
  /** Where focus goes when the dialog closes; by default Radix's own return (its trigger, if any). */
  returnFocusTo?: HTMLElement | null;
  children?: ReactNode;
}

/**
 * A controlled confirmation (Radix AlertDialog: focus trap, Escape, focus return). Most code should use
 * `useConfirm()` instead; this is exported for callers that keep the open state themselves. Radix loads on
 * first need (private/dialogPart.ts): asked to open before it has, the confirmation opens as soon as it has.
 */
export function ConfirmationDialog(props: ConfirmationDialogProps) {
  const lazy = useLazyDialog({ open: props.open });
  if (!lazy.views) return <>{props.children}</>;
  const { ConfirmationView } = lazy.views;
  return <ConfirmationView {...props} />;
}

export type ConfirmFunction = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFunction | null>(null);

interface PendingConfirmation {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
  returnFocusTo: HTMLElement | null;
}

/** Hosts one confirmation dialog for its subtree; `useConfirm()` opens it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const [open, setOpen] = useState(false);
  // The dialog renders only once asked for: its Radix side loads when the page is idle, ready for then.
  usePreloadWhenIdle(dialogPart);

  const confirm = useCallback<ConfirmFunction>(
    (options) =>
      new Promise<boolean>((resolve) => {
        // The opener is usually the focused button; focus goes back to it, as a Radix trigger would.
        const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setPending((previous) => {
          // A second confirmation replaces the first, which counts as cancelled.
          previous?.resolve(false);
          return { options, resolve, returnFocusTo };
        });
        setOpen(true);
      }),
    [],
  );

  const value = useMemo(() => confirm, [confirm]);

  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {pending && (
        <ConfirmationDialog
          {...pending.options}
          open={open}
          returnFocusTo={pending.returnFocusTo}
          onResult={(confirmed) => {
            setOpen(false);
            pending.resolve(confirmed);
          }}
        />
      )}
    </ConfirmContext.Provider>
  );
}

/**
 * `const ok = await confirm({ title, description, variant: 'destructive', onConfirm })`.
 * Throws outside a `ConfirmProvider`: a silent `false` would hide a missing provider.
 */
export function useConfirm(): ConfirmFunction {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() must be used inside a <ConfirmProvider>.');
  return confirm;
}
