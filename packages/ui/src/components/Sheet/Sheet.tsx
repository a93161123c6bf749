import { DialogClose } from '../Dialog/Dialog.tsx';
import { useLazyDialog } from '../private/useLazyDialog.ts';
import type { SheetProps } from './SheetView.tsx';

export type { SheetProps } from './SheetView.tsx';

/**
 * A drawer: a modal panel on a screen edge, on Radix Dialog (focus trap, Escape, scroll lock). Radix loads
 * on first need, as for Dialog: while the sheet is closed only its trigger renders.
 */
export function Sheet(props: SheetProps) {
  const lazy = useLazyDialog(props);
  if (!lazy.views) return lazy.pendingTrigger;
  const { SheetView } = lazy.views;
  return <SheetView {...props} defaultOpen={lazy.defaultOpen} triggerRef={lazy.triggerRef} />;
}

/** Closes the surrounding Sheet when its child is pressed (same as DialogClose). */
export const SheetClose = DialogClose;
