import { DropdownMenu as RadixMenu } from 'radix-ui';
import { forwardRef, type ReactElement, type ReactNode } from 'react';
import { floatingSurface } from '../private/layer.css.ts';
import { cx } from '../private/cx.ts';
import { CheckIcon, DotIcon } from '../private/icons.tsx';
import * as styles from './DropdownMenu.css.ts';
import { floatingPlacement } from '../private/floating.ts';

export interface DropdownMenuProps {
  /** The element that opens the menu (a Button or IconButton); it must forward its ref. */
  trigger: ReactElement;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Accessible name of the menu, when the trigger's text does not describe it. */
  label?: string;
  className?: string;
}

/**
 * A menu of actions on Radix DropdownMenu: arrow keys, typeahead, Home/End, Escape, focus back on the
 * trigger. Fill it with DropdownMenuItem, -CheckboxItem, -RadioGroup/-RadioItem, -Label, -Separator.
 */
export function DropdownMenu({
  trigger,
  children,
  side = 'bottom',
  align = 'start',
  label,
  className,
  ...root
}: DropdownMenuProps) {
  return (
    <RadixMenu.Root {...root}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          side={side}
          align={align}
          {...floatingPlacement}
          // Radix names the menu after its trigger; an explicit label has to replace that, not lose to it.
          {...(label ? { 'aria-label': label, 'aria-labelledby': undefined } : {})}
          className={cx(floatingSurface, className)}
        >
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export interface DropdownMenuItemProps {
  children: ReactNode;
  /** Called when the item is chosen by pointer or keyboard (Enter, Space); the menu then closes. */
  onSelect?: (event: Event) => void;
  disabled?: boolean;
  /** A leading icon, decorative. */
  icon?: ReactNode;
  tone?: 'neutral' | 'danger';
  /** For searching by typing when the children are not plain text. */
  textValue?: string;
  className?: string;
}

export const DropdownMenuItem = forwardRef<HTMLDivElement, DropdownMenuItemProps>(function DropdownMenuItem(
  { children, onSelect, disabled, icon, tone = 'neutral', textValue, className },
  ref,
) {
  return (
    <RadixMenu.Item
      ref={ref}
      onSelect={onSelect}
      disabled={disabled}
      textValue={textValue}
      className={cx(styles.item, tone === 'danger' && styles.danger, className)}
    >
      {icon && (
        <span className={styles.itemIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </RadixMenu.Item>
  );
});

export interface DropdownMenuCheckboxItemProps {
  children: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function DropdownMenuCheckboxItem({
  children,
  checked,
  onCheckedChange,
  disabled,
}: DropdownMenuCheckboxItemProps) {
  return (
    <RadixMenu.CheckboxItem
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      className={styles.item}
    >
      <RadixMenu.ItemIndicator className={styles.indicator}>
        <CheckIcon />
      </RadixMenu.ItemIndicator>
      {children}
    </RadixMenu.CheckboxItem>
  );
}

export interface DropdownMenuRadioGroupProps {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  /** Names the group for screen readers (e.g. "Language"). */
  label?: string;
}

export function DropdownMenuRadioGroup({
  value,
  onValueChange,
  children,
  label,
}: DropdownMenuRadioGroupProps) {
  return (
    <RadixMenu.RadioGroup value={value} onValueChange={onValueChange} aria-label={label}>
      {children}
    </RadixMenu.RadioGroup>
  );
}

export interface DropdownMenuRadioItemProps {
  value: string;
  children: ReactNode;
  disabled?: boolean;
  textValue?: string;
}

export function DropdownMenuRadioItem({ value, children, disabled, textValue }: DropdownMenuRadioItemProps) {
  return (
    <RadixMenu.RadioItem value={value} disabled={disabled} textValue={textValue} className={styles.item}>
      <RadixMenu.ItemIndicator className={styles.indicator}>
        <DotIcon />
      </RadixMenu.ItemIndicator>
      {children}
    </RadixMenu.RadioItem>
  );
}

/** A non-interactive heading inside the menu. */
export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className={styles.label}>{children}</RadixMenu.Label>;
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className={styles.separator} />;
}

/** Groups related items; pass `aria-label` through `label`. */
export function DropdownMenuGroup({ children, label }: { children: ReactNode; label?: string }) {
  return <RadixMenu.Group aria-label={label}>{children}</RadixMenu.Group>;
}
