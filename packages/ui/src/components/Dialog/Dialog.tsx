import type { Dialog as RadixDialogParts } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { loadedDialogViews } from '../private/dialogPart.ts';
import { useLazyDialog } from '../private/useLazyDialog.ts';
import type { DialogProps } from './DialogView.tsx';

export type { DialogProps } from './DialogView.tsx';

/**
 * A modal dialog on Radix Dialog: focus trap, Escape to close, scroll lock, focus returned to the
 * trigger or opener, title and description wired to aria-labelledby/aria-describedby. The header and
 * the footer's actions stay in view at any height; the body between them scrolls.
 *
 * Radix loads on first need (private/dialogPart.ts): while the dialog is closed only its trigger renders;
 * asked to open before Radix has loaded, it opens as soon as it has.
 */
export function Dialog(props: DialogProps) {
  const lazy = useLazyDialog(props);
  if (!lazy.views) return lazy.pendingTrigger;
  const { DialogView } = lazy.views;
  return <DialogView {...props} defaultOpen={lazy.defaultOpen} triggerRef={lazy.triggerRef} />;
}

export type DialogCloseProps = ComponentPropsWithRef<typeof RadixDialogParts.Close>;

/** Closes the surrounding Dialog or Sheet when its child is pressed: `<DialogClose asChild><Button/></DialogClose>`. */
export function DialogClose(props: DialogCloseProps) {
  const { Close } = loadedDialogViews();
  return <Close {...props} />;
}
