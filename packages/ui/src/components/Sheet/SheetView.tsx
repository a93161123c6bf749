import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui';
import type { CSSProperties, ReactElement, ReactNode, Ref } from 'react';
import { overlay } from '../Dialog/Dialog.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../private/cx.ts';
import { CloseIcon } from '../private/icons.tsx';
import { useReturnFocus, type ReturnFocusTarget } from '../private/useReturnFocus.ts';
import * as styles from './Sheet.css.ts';

export interface SheetProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the sheet; it gets focus back on close. */
  trigger?: ReactElement;
  /** Edge the sheet slides in from. */
  side?: 'left' | 'right' | 'top' | 'bottom';
  /** Width for left/right sheets, height for top/bottom ones (any CSS length). */
  size?: string;
  /** Required accessible name; `hideTitle` keeps it for screen readers only (e.g. a navigation drawer). */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Drop the body padding, for content that lays itself out (a navigation list). */
  flush?: boolean;
  closeLabel?: string;
  hideCloseButton?: boolean;
  /**
   * Where focus goes on close. By default: the trigger, else the element that had focus when `open`
   * turned true (a sheet opened from outside it), else the `<main>` that element was in.
   */
  returnFocusTo?: ReturnFocusTarget;
  className?: string;
}

/** The sheet itself (Sheet.tsx renders it once Radix has loaded). A drawer: a modal panel on a screen edge, on Radix Dialog (focus trap, Escape, scroll lock). */
export function SheetView({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  side = 'right',
  size,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  flush = false,
  closeLabel = 'Close',
  hideCloseButton = false,
  returnFocusTo,
  className,
  triggerRef,
}: SheetProps & { triggerRef?: Ref<HTMLButtonElement> }) {
  const returnFocus = useReturnFocus({
    open,
    hasTrigger: Boolean(trigger),
    returnFocusTo,
    onCloseAutoFocus: undefined,
  });
  const horizontal = side === 'left' || side === 'right';
  const dimension: CSSProperties = horizontal
    ? { width: size ?? 'min(22rem, 100vw)' }
    : { height: size ?? 'auto' };
  const titleNode = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  const showHeader = !hideTitle || Boolean(description) || !hideCloseButton;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && (
        <RadixDialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </RadixDialog.Trigger>
      )}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          className={cx(styles.content({ side }), className)}
          style={dimension}
          aria-modal="true"
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {hideTitle && <VisuallyHidden.Root>{titleNode}</VisuallyHidden.Root>}
          {showHeader && (
            <div className={styles.header}>
              <div className={styles.headings}>
                {!hideTitle && titleNode}
                {description && (
                  <RadixDialog.Description className={styles.description}>
                    {description}
                  </RadixDialog.Description>
                )}
              </div>
              {!hideCloseButton && (
                <RadixDialog.Close asChild>
                  <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" />
                </RadixDialog.Close>
              )}
            </div>
          )}
          <div className={flush ? styles.bodyFlush : styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
