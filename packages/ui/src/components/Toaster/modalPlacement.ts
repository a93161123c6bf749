/**
 * Where the toasts go while a modal dialog is open. A toast must never sit over the dialog: its actions
 * (Save, Cancel) are what the person is busy with, and a toast over them takes their clicks (and, being
 * hovered, pauses its own dismissal, so it never leaves).
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface ViewportSize {
  width: number;
  height: number;
}

/**
 * - `default`: where the toasts are anyway is clear of the dialog.
 * - `top`: the same corner, at the top of the window (a dialog's actions are at its bottom).
 * - `column`: a narrower column beside the dialog, on the side with more room.
 * - `held`: there is no room anywhere (a phone, a tall dialog): the toasts wait, hidden and with their
 *   clocks stopped, until the dialog closes or makes room. They are never lost and never on top of it.
 */
export type ToastPlacement =
  | { kind: 'default' }
  | { kind: 'top'; top: number }
  | { kind: 'column'; side: 'left' | 'right'; width: number }
  | { kind: 'held' };

/** The space kept between the dialog and the toasts. */
export const MODAL_GAP = 16;
/**
 * A column narrower than this would break a toast into a word per line. Beside the journal editor (a
 * large dialog) at 1280 px there are 215 px: a title and a short description still read well there.
 */
export const MIN_COLUMN_WIDTH = 200;

/**
 * Decides where toasts laid out at `toasts` (their usual place, bottom right or, on phones, bottom
 * full width) go while `modal` (the open dialogs' bounding box) is on screen.
 */
export function placeToasts({
  toasts,
  modal,
  viewport,
}: {
  toasts: Box;
  modal: Box;
  viewport: ViewportSize;
}): ToastPlacement {
  const clear = (box: Box) =>
    box.right <= modal.left - MODAL_GAP ||
    box.left >= modal.right + MODAL_GAP ||
    box.bottom <= modal.top - MODAL_GAP ||
    box.top >= modal.bottom + MODAL_GAP;
  if (clear(toasts)) return { kind: 'default' };

  const bottomMargin = Math.max(0, viewport.height - toasts.bottom);
  const height = toasts.bottom - toasts.top;
  if (clear({ ...toasts, top: bottomMargin, bottom: bottomMargin + height })) {
    return { kind: 'top', top: bottomMargin };
  }

  const sideMargin = Math.max(0, viewport.width - toasts.right);
  const rightRoom = viewport.width - sideMargin - (modal.right + MODAL_GAP);
  const leftRoom = modal.left - MODAL_GAP - sideMargin;
  const side = rightRoom >= leftRoom ? 'right' : 'left';
  const width = Math.floor(Math.min(toasts.right - toasts.left, Math.max(rightRoom, leftRoom)));
  if (width >= MIN_COLUMN_WIDTH) return { kind: 'column', side, width };
  return { kind: 'held' };
}

/**
 * Open modal dialogs (Radix Dialog, AlertDialog and Sheet content: a dialog role with an open state).
 * A popover's content also has the dialog role, but sits in a popper wrapper and is not modal.
 */
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

export function findOpenModals(root: ParentNode, except: Element): Element[] {
  return [...root.querySelectorAll(OPEN_DIALOG)].filter(
    (element) => !except.contains(element) && element.closest('[data-radix-popper-content-wrapper]') === null,
  );
}

/** The box around every given element, or null for none. */
export function unionBox(elements: readonly Element[]): Box | null {
  let box: Box | null = null;
  for (const element of elements) {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    box =
      box === null
        ? { left, top, right, bottom }
        : {
            left: Math.min(box.left, left),
            top: Math.min(box.top, top),
            right: Math.max(box.right, right),
            bottom: Math.max(box.bottom, bottom),
          };
  }
  return box;
}
