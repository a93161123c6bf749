import { AlertDialog } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import * as styles from './ConfirmationDialog.css.ts';
import { IconFrame } from '../private/icons.tsx';

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

function AlertIcon() {
  return (
    <IconFrame width="20" height="20">
      <path d="M12 9v4M12 17h.01" strokeLinecap="round" />
      <path
        d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
        strokeLinejoin="round"
      />
    </IconFrame>
  );
}

/**
 * A controlled confirmation (Radix AlertDialog: focus trap, Escape, focus return). Most code should use
 * `useConfirm()` instead; this is exported for callers that keep the open state themselves.
 */
export function ConfirmationDialog({
  open,
  onResult,
  title,
  description,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  processingText = 'Processing...',
  variant = 'default',
  onConfirm,
  onError,
  returnFocusTo,
  children,
}: ConfirmationDialogProps) {
  const [busy, setBusy] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);

  const confirm = async () => {
    if (onConfirm) {
      // Focus the dialog itself before the buttons are disabled, so focus stays inside the trap.
      contentRef.current?.focus();
      setBusy(true);
      try {
        await onConfirm();
      } catch (error) {
        setBusy(false);
        onError?.(error);
        onResult(false);
        return;
      }
      setBusy(false);
    }
    onResult(true);
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onResult(false);
      }}
    >
      {children}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          ref={contentRef}
          className={styles.content}
          aria-modal="true"
          aria-busy={busy || undefined}
          data-variant={variant}
          // While onConfirm runs the outcome is not known yet: Escape must not cancel it half-way.
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocusTo?.isConnected) {
              event.preventDefault();
              returnFocusTo.focus();
            }
          }}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <div className={styles.header}>
            {variant !== 'default' && (
              <span className={`${styles.icon} ${styles.iconVariant[variant]}`}>
                <AlertIcon />
              </span>
            )}
            <div>
              <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
              {description !== undefined && (
                <AlertDialog.Description className={styles.description}>
                  {description}
                </AlertDialog.Description>
              )}
            </div>
          </div>
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelText}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant={variant === 'destructive' ? 'destructive' : 'primary'}
                className={styles.warningAction}
                data-variant={variant}
                disabled={busy}
                onClick={(event) => {
                  // The dialog closes when the outcome is known, not on click.
                  event.preventDefault();
                  void confirm();
                }}
              >
                {busy ? processingText : confirmText}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
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
