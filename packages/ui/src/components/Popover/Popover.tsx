import { Popover as RadixPopover } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { floatingSurface } from '../private/layer.css.ts';
import * as styles from './Popover.css.ts';
import { floatingPlacement } from '../private/floating.ts';

export interface PopoverProps {
  /** The element that toggles the popover; it must forward its ref. */
  trigger: ReactElement;
  children: ReactNode;
  /** Accessible name of the popover panel (it is a dialog for assistive technology). */
  label: string;
  /** A visible heading inside the panel. */
  title?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/**
 * Rich, interactive content anchored to a trigger (on Radix Popover): non-modal, closes on Escape and
 * outside click, returns focus to the trigger.
 */
export function Popover({
  trigger,
  children,
  label,
  title,
  side = 'bottom',
  align = 'center',
  className,
  ...root
}: PopoverProps) {
  return (
    <RadixPopover.Root {...root}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          side={side}
          align={align}
          {...floatingPlacement}
          aria-label={label}
          className={cx(floatingSurface, styles.content, className)}
        >
          {title && <h2 className={styles.title}>{title}</h2>}
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** Closes the surrounding Popover when its child is pressed. */
export const PopoverClose = RadixPopover.Close;
