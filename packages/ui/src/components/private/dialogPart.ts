import { lazyPart } from './lazyPart.ts';
import type { DialogViews } from './dialogViews.ts';

/**
 * Dialog, Sheet and ConfirmationDialog load Radix (about 12 kB gzip with its layers and scroll lock) when
 * the page is idle, when one is asked to open, or when a trigger is pointed at, focused or pressed: a page
 * whose dialogs are all closed starts without it.
 */
export const dialogPart = lazyPart<DialogViews>(() =>
  import('./dialogViews.ts').then((module) => module.dialogViews),
);

/** The loaded views, for what renders inside a dialog's content: that only renders once they have. */
export function loadedDialogViews(): DialogViews {
  const views = dialogPart.current();
  if (!views) throw new Error('DialogClose and SheetClose render inside a Dialog or a Sheet only');
  return views;
}
