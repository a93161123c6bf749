import { Dialog as RadixDialog } from 'radix-ui';
import { ConfirmationView } from '../ConfirmationDialog/ConfirmationView.tsx';
import { DialogView } from '../Dialog/DialogView.tsx';
import { SheetView } from '../Sheet/SheetView.tsx';

/**
 * The modals' Radix side, loaded on first need (dialogPart.ts): Radix Dialog and AlertDialog with their
 * focus trap, scroll lock and layers, in one chunk that Dialog, Sheet and ConfirmationDialog share.
 */
export const dialogViews = { DialogView, SheetView, ConfirmationView, Close: RadixDialog.Close };

export type DialogViews = typeof dialogViews;
