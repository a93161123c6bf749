import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactElement, ReactNode, Ref } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../private/cx.ts';
import { CloseIcon } from '../private/icons.tsx';
import { useReturnFocus, type ReturnFocusTarget } from '../private/useReturnFocus.ts';
import * as styles from './Dialog.css.ts';

type RadixContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content>;

export interface DialogProps {
  /** Controlled open state; leave out (with `defaultOpen`) to let the dialog manage itself. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (a Button, an IconButton); it gets focus back on close. */
  trigger?: ReactElement;
  /** Required: the dialog's accessible name. Use `hideTitle` to keep it for screen readers only. */
  title: ReactNode;
  hideTitle?: boolean;
  /** Becomes the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, right-aligned; wrap a cancel button in `DialogClose asChild` to close on press. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Label of the corner close button. */
  closeLabel?: string;
  hideCloseButton?: boolean;
  /** `alertdialog` for interruptions that need an answer (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** When false, a click outside does not close (Escape and the close button still do). */
  dismissOnOutsideClick?: boolean;
  /** Where focus goes on open; Radix focuses the first focusable element by default. */
  onOpenAutoFocus?: RadixContentProps['onOpenAutoFocus'];
  /**
   * Where focus goes on close. By default: the trigger, else the element that had focus when `open`
   * turned true (a dialog opened by a button outside it), else the `<main>` that element was in.
   */
  returnFocusTo?: ReturnFocusTarget;
  /** Runs before the focus return; call `preventDefault()` to place focus yourself. */
  onCloseAutoFocus?: (event: Event) => void;
  className?: string;
}

/**
 * The dialog itself (Dialog.tsx renders it once Radix has loaded): a modal dialog on Radix Dialog: focus trap, Escape to close, scroll lock, focus returned to the
 * trigger or opener, title and description wired to aria-labelledby/aria-describedby. The header and
 * the footer's actions stay in view at any height; the body between them scrolls.
 */
export function DialogView({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  size,
  closeLabel = 'Close',
  hideCloseButton = false,
  role = 'dialog',
  dismissOnOutsideClick = true,
  onOpenAutoFocus,
  returnFocusTo,
  onCloseAutoFocus,
  className,
  triggerRef,
}: DialogProps & { triggerRef?: Ref<HTMLButtonElement> }) {
  const returnFocus = useReturnFocus({
    open,
    hasTrigger: Boolean(trigger),
    returnFocusTo,
    onCloseAutoFocus,
  });
  const titleNode = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && (
        <RadixDialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </RadixDialog.Trigger>
      )}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          role={role}
          // Radix hides the rest of the page from assistive technology; this says so to it as well.
          aria-modal="true"
          className={cx(styles.content({ size }), className)}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={returnFocus}
          onPointerDownOutside={dismissOnOutsideClick ? undefined : (event) => event.preventDefault()}
          // Radix warns when no description is linked; none is a valid choice, so say so explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            {hideTitle ? <VisuallyHidden.Root>{titleNode}</VisuallyHidden.Root> : titleNode}
            {description && (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            )}
          </div>
          {children !== undefined && children !== null && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
          {!hideCloseButton && (
            <RadixDialog.Close asChild>
              <IconButton className={styles.closeButton} label={closeLabel} icon={<CloseIcon />} size="sm" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
