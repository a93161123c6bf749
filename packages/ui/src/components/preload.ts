import { menuPart } from './DropdownMenu/DropdownMenu.tsx';
import { tooltipPart } from './Tooltip/Tooltip.tsx';

/**
 * Loads what menus and tooltips load on first need (Radix and floating-ui) now, and resolves once it has:
 * from then on every DropdownMenu and Tooltip renders Radix's trigger from the start, with no swap. For a
 * page about to open a menu from code, and for story and test set-ups that hold on to a trigger element.
 */
export async function preloadMenusAndTooltips(): Promise<void> {
  await Promise.all([menuPart.load(), tooltipPart.load()]);
}
