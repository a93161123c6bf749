import { menuPart } from './DropdownMenu/DropdownMenu.tsx';
import { dialogPart } from './private/dialogPart.ts';
import { tooltipPart } from './Tooltip/Tooltip.tsx';

/**
 * Loads what menus, tooltips and modals (Dialog, Sheet, ConfirmationDialog) load on first need (Radix and
 * floating-ui) now, and resolves once it has: from then on each renders Radix's trigger from the start,
 * with no swap, and opens in the same render that asks it to. For a page about to open one from code, and
 * for story and test set-ups that hold on to a trigger element or look for a dialog at once.
 */
export async function preloadOverlays(): Promise<void> {
  await Promise.all([menuPart.load(), tooltipPart.load(), dialogPart.load()]);
}
