import { AlertDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { Button } from '../Button/index.ts';
import * as styles from './ConfirmationDialog.css.ts';
import { IconFrame } from '../private/icons.tsx';
import type { ConfirmationDialogProps } from './ConfirmationDialog.tsx';

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
 * The confirmation itself (ConfirmationDialog.tsx renders it once Radix has loaded): Radix AlertDialog, with
 * its focus trap, Escape and focus return.
 */
export function ConfirmationView({
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
