import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type RefObject,
} from 'react';
import { chainHandlers, composeHandlers } from './composeHandlers.ts';
import { dialogPart } from './dialogPart.ts';
import type { DialogViews } from './dialogViews.ts';
import { useLazyPart } from './lazyPart.ts';

/** What a trigger gets until the dialog has loaded: it looks and announces the same. */
type PendingTriggerProps = Pick<
  HTMLAttributes<HTMLElement>,
  | 'aria-haspopup'
  | 'aria-expanded'
  | 'onClick'
  | 'onPointerEnter'
  | 'onPointerLeave'
  | 'onPointerDown'
  | 'onPointerUp'
  | 'onPointerCancel'
  | 'onKeyDown'
  | 'onKeyUp'
  | 'onFocus'
  | 'onBlur'
> & { disabled?: boolean };

export interface LazyDialog {
  /** The loaded views, or undefined: then render `pendingTrigger` (null without a trigger). */
  views: DialogViews | undefined;
  pendingTrigger: ReactElement | null;
  /** For the view: open from the start when it was asked to be, or its trigger was pressed meanwhile. */
  defaultOpen: boolean | undefined;
  /** For the view's Radix trigger, to give it the focus the pending one had. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * A modal whose Radix side loads on first need (dialogPart.ts). Closed, it renders its trigger alone (or
 * nothing); asked to open (`open`, `defaultOpen`, or its trigger pressed), it loads at once and opens as
 * soon as it has: opened by its trigger, it then gives focus back to the trigger on close, as Radix does.
 */
export function useLazyDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
}: {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  trigger?: ReactElement | undefined;
}): LazyDialog {
  const [pressed, setPressed] = useState(false);
  const wantsOpen = open ?? (defaultOpen === true || pressed);
  // A trigger is swapped only after its press's click: swapped in between, the click would be lost.
  const lazy = useLazyPart(dialogPart, { now: wantsOpen, holdWhilePressed: true });
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const arrived = useRef(false);
  const views = lazy.loaded;
  const { hadFocus } = lazy;

  useEffect(() => {
    if (!views || arrived.current) return;
    arrived.current = true;
    // A dialog that opens moves focus itself; a closed one keeps it on its trigger.
    if (!wantsOpen && hadFocus()) triggerRef.current?.focus();
  }, [views, wantsOpen, hadFocus]);

  let pendingTrigger: ReactElement | null = null;
  if (!views && trigger) {
    const element = trigger as ReactElement<PendingTriggerProps>;
    const own = element.props;
    const { triggerProps } = lazy;
    pendingTrigger = cloneElement(element, {
      'aria-haspopup': 'dialog',
      'aria-expanded': wantsOpen,
      onPointerEnter: chainHandlers(own.onPointerEnter, triggerProps.onPointerEnter),
      onPointerLeave: chainHandlers(own.onPointerLeave, triggerProps.onPointerLeave),
      onPointerDown: chainHandlers(own.onPointerDown, triggerProps.onPointerDown),
      onPointerUp: chainHandlers(own.onPointerUp, triggerProps.onPointerUp),
      onPointerCancel: chainHandlers(own.onPointerCancel, triggerProps.onPointerCancel),
      onKeyDown: chainHandlers(own.onKeyDown, triggerProps.onKeyDown),
      onKeyUp: chainHandlers(own.onKeyUp, triggerProps.onKeyUp),
      onFocus: chainHandlers(own.onFocus, triggerProps.onFocus),
      onBlur: chainHandlers(own.onBlur, triggerProps.onBlur),
      onClick: composeHandlers(own.onClick, () => {
        if (own.disabled) return;
        if (open === undefined) setPressed(true);
        onOpenChange?.(true);
        lazy.load();
      }),
    });
  }

  return { views, pendingTrigger, defaultOpen: defaultOpen === true || pressed || undefined, triggerRef };
}
