import type { Tooltip as RadixTooltipParts } from 'radix-ui';
import {
  cloneElement,
  useContext,
  useEffect,
  useRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { chainHandlers } from '../private/composeHandlers.ts';
import { cx } from '../private/cx.ts';
import { lazyPart, useLazyPart } from '../private/lazyPart.ts';
import { fadeLayer } from '../private/layer.css.ts';
import * as styles from './Tooltip.css.ts';
import { floatingPlacement } from '../private/floating.ts';
import { SharedProvider, TOOLTIP_DELAY_MS } from './tooltipShared.ts';

type RadixTooltip = typeof RadixTooltipParts;

/** Radix's tooltip with floating-ui: loaded when a page is idle or a trigger is used, never at its start. */
export const tooltipPart = lazyPart<RadixTooltip>(() =>
  import('./radixTooltip.ts').then((module) => module.RadixTooltip),
);

/** What the trigger gets until the tooltip has loaded. */
type PendingTriggerProps = Pick<
  HTMLAttributes<HTMLElement>,
  | 'onPointerEnter'
  | 'onPointerLeave'
  | 'onFocus'
  | 'onBlur'
  | 'onPointerDown'
  | 'onPointerUp'
  | 'onPointerCancel'
  | 'onKeyDown'
  | 'onKeyUp'
>;

export interface TooltipProps {
  /** What the tooltip says. It supplements the trigger's accessible name, never replaces it. */
  content: ReactNode;
  /** One focusable element that forwards its ref (a Button, IconButton, Link). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Overrides the 700 ms hover delay (or the surrounding TooltipProvider's) for this tooltip. */
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A short label shown on hover after 700 ms and at once on keyboard focus; Escape hides it.
 *
 * Radix and its positioning load after the page is idle (or at once on a pointer or focus), so a page with
 * tooltips does not start with them. A trigger focused or hovered meanwhile gets its tooltip once they have.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  const shared = useContext(SharedProvider);
  // A tooltip's trigger is a button of its own (the theme toggle, a toolbar's button): swapped for Radix's
  // in the middle of a press, it would lose the click.
  const lazy = useLazyPart(tooltipPart, {
    now: open === true || defaultOpen === true,
    holdWhilePressed: true,
  });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const arrived = useRef(false);
  const RadixTooltip = lazy.loaded;
  const { hadFocus, hadPointer, wasClicked } = lazy;

  useEffect(() => {
    if (!RadixTooltip || arrived.current) return;
    arrived.current = true;
    const element = triggerRef.current;
    // Clicked: Radix shows no tooltip after a click until the pointer comes back, and focusing its trigger
    // from here would open one at once (CI: the theme toggle's tooltip covered the page it had just
    // switched). Focus and hover are then not carried over.
    if (!element || wasClicked()) return;
    // The trigger was just replaced by Radix's: what the user was doing with it carries over.
    if (hadFocus()) element.focus();
    else if (hadPointer()) {
      element.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse', bubbles: true }));
    }
  }, [RadixTooltip, hadFocus, hadPointer, wasClicked]);

  if (!RadixTooltip) {
    const element = children as ReactElement<PendingTriggerProps>;
    const own = element.props;
    return cloneElement(element, {
      onPointerEnter: chainHandlers(own.onPointerEnter, lazy.triggerProps.onPointerEnter),
      onPointerLeave: chainHandlers(own.onPointerLeave, lazy.triggerProps.onPointerLeave),
      onFocus: chainHandlers(own.onFocus, lazy.triggerProps.onFocus),
      onBlur: chainHandlers(own.onBlur, lazy.triggerProps.onBlur),
      onPointerDown: chainHandlers(own.onPointerDown, lazy.triggerProps.onPointerDown),
      onPointerUp: chainHandlers(own.onPointerUp, lazy.triggerProps.onPointerUp),
      onPointerCancel: chainHandlers(own.onPointerCancel, lazy.triggerProps.onPointerCancel),
      onKeyDown: chainHandlers(own.onKeyDown, lazy.triggerProps.onKeyDown),
      onKeyUp: chainHandlers(own.onKeyUp, lazy.triggerProps.onKeyUp),
    });
  }

  const tooltip = (
    <RadixTooltip.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      // A per-tooltip delay overrides the shared provider's only when one is given.
      {...(delayDuration === undefined ? {} : { delayDuration })}
    >
      <RadixTooltip.Trigger asChild ref={triggerRef}>
        {children}
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          align={align}
          {...floatingPlacement}
          className={cx(styles.content, fadeLayer, className)}
        >
          {content}
          <RadixTooltip.Arrow className={styles.arrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  if (shared) return tooltip;
  return (
    <RadixTooltip.Provider delayDuration={delayDuration ?? TOOLTIP_DELAY_MS}>{tooltip}</RadixTooltip.Provider>
  );
}
