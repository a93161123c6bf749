import type { DropdownMenu as RadixMenuParts } from 'radix-ui';
import {
  cloneElement,
  forwardRef,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { floatingSurface } from '../private/layer.css.ts';
import { chainHandlers, composeHandlers } from '../private/composeHandlers.ts';
import { cx } from '../private/cx.ts';
import { CheckIcon, DotIcon } from '../private/icons.tsx';
import { lazyPart, useLazyPart } from '../private/lazyPart.ts';
import * as styles from './DropdownMenu.css.ts';
import { floatingPlacement } from '../private/floating.ts';

type RadixMenu = typeof RadixMenuParts;

/** Radix's menu with floating-ui: loaded when a page is idle or a trigger is used, never at its start. */
export const menuPart = lazyPart<RadixMenu>(() =>
  import('./radixMenu.ts').then((module) => module.RadixMenu),
);

/** The menu's parts, for what renders inside its content: that only renders once they have loaded. */
function loadedMenu(): RadixMenu {
  const menu = menuPart.current();
  if (!menu) throw new Error('DropdownMenu items render inside a DropdownMenu only');
  return menu;
}

/** What the trigger gets until the menu has loaded: it looks and announces the same. */
type PendingTriggerProps = Pick<
  HTMLAttributes<HTMLElement>,
  | 'aria-haspopup'
  | 'aria-expanded'
  | 'onPointerDown'
  | 'onPointerEnter'
  | 'onPointerLeave'
  | 'onKeyDown'
  | 'onFocus'
  | 'onBlur'
> & { disabled?: boolean };

/** How the menu was asked to open before it had loaded. */
type OpenedBy = { by: 'pointer' } | { by: 'keyboard'; key: string };

/** The keys with which Radix's trigger opens its menu. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

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
 *
 * Radix and its positioning load after the page is idle (or at once on a pointer or focus), so a page with
 * menus does not start with them. Until then the trigger is shown alone; pressed meanwhile, the menu opens
 * as soon as it has loaded, as it would have: by pointer with the menu focused, by keyboard on its first
 * item.
 */
export function DropdownMenu({
  trigger,
  children,
  side = 'bottom',
  align = 'start',
  label,
  className,
  open,
  defaultOpen,
  onOpenChange,
}: DropdownMenuProps) {
  const lazy = useLazyPart(menuPart, { now: open === true || defaultOpen === true });
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const arrived = useRef(false);
  const RadixMenu = lazy.loaded;
  const { hadFocus } = lazy;

  useEffect(() => {
    if (!RadixMenu || arrived.current) return;
    arrived.current = true;
    const element = triggerRef.current;
    if (!element) return;
    if (openedBy?.by === 'keyboard') {
      // Radix opens on its trigger's keydown and then, knowing a key did it, focuses the first item.
      element.focus();
      element.dispatchEvent(
        new KeyboardEvent('keydown', { key: openedBy.key, bubbles: true, cancelable: true }),
      );
    } else if (openedBy === null && hadFocus()) {
      element.focus();
    }
  }, [RadixMenu, openedBy, hadFocus]);

  if (!RadixMenu) {
    const element = trigger as ReactElement<PendingTriggerProps>;
    const own = element.props;
    const request = (by: OpenedBy) => {
      setOpenedBy(by);
      lazy.load();
    };
    return cloneElement(element, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: chainHandlers(own.onPointerEnter, lazy.triggerProps.onPointerEnter),
      onPointerLeave: chainHandlers(own.onPointerLeave, lazy.triggerProps.onPointerLeave),
      onFocus: chainHandlers(own.onFocus, lazy.triggerProps.onFocus),
      onBlur: chainHandlers(own.onBlur, lazy.triggerProps.onBlur),
      onPointerDown: composeHandlers(own.onPointerDown, (event) => {
        if (own.disabled || event.button !== 0 || event.ctrlKey) return;
        // As Radix does: the trigger does not take focus from the menu about to open.
        event.preventDefault();
        request({ by: 'pointer' });
        onOpenChange?.(true);
      }),
      onKeyDown: composeHandlers(own.onKeyDown, (event) => {
        if (own.disabled || !OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        request({ by: 'keyboard', key: event.key });
      }),
    });
  }

  return (
    <RadixMenu.Root
      open={open}
      defaultOpen={defaultOpen === true || openedBy?.by === 'pointer'}
      onOpenChange={onOpenChange}
    >
      <RadixMenu.Trigger asChild ref={triggerRef}>
        {trigger}
      </RadixMenu.Trigger>
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
  const RadixMenu = loadedMenu();
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
  const RadixMenu = loadedMenu();
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
  const RadixMenu = loadedMenu();
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
  const RadixMenu = loadedMenu();
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
  const RadixMenu = loadedMenu();
  return <RadixMenu.Label className={styles.label}>{children}</RadixMenu.Label>;
}

export function DropdownMenuSeparator() {
  const RadixMenu = loadedMenu();
  return <RadixMenu.Separator className={styles.separator} />;
}

/** Groups related items; pass `aria-label` through `label`. */
export function DropdownMenuGroup({ children, label }: { children: ReactNode; label?: string }) {
  const RadixMenu = loadedMenu();
  return <RadixMenu.Group aria-label={label}>{children}</RadixMenu.Group>;
}
