import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

export interface DialogBehaviourOptions {
  /** Renders the component closed, with the trigger that opens it. */
  render: () => ReactElement;
  /** Accessible name of the trigger button. */
  trigger: string | RegExp;
  /** The dialog's role: `dialog` (Dialog, Sheet) or `alertdialog` (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** The dialog's accessible name, when it should be checked. */
  name?: string | RegExp;
  /**
   * Whether Escape closes it. An alert dialog that is busy may refuse, but in its idle state every
   * modal of the design system closes on Escape.
   */
  closesOnEscape?: boolean;
  /**
   * Accessible name of a button inside the dialog that closes it (Done, Save, Confirm). Focus must come
   * back to the trigger after it too: for a dialog opened from outside its Radix tree (a button that
   * sets `open`), Radix knows no trigger and focus would fall to `<body>`.
   */
  closeAction?: string | RegExp;
}

function activeElement(): Element | null {
  return document.activeElement;
}

/**
 * The behaviour every modal of the design system shares, as a Vitest suite for browser mode:
 * opens from the keyboard, is announced as modal, traps focus, closes on Escape (and from its own
 * action, when given) and gives focus back to the trigger. Call it at the top level of a `*.test.tsx` file:
 *
 * ```tsx
 * describeDialogBehaviour('Dialog', { render: () => <MyDialog />, trigger: 'Open' });
 * ```
 */
export function describeDialogBehaviour(label: string, options: DialogBehaviourOptions): void {
  const role = options.role ?? 'dialog';
  const closesOnEscape = options.closesOnEscape ?? true;

  async function openWithKeyboard() {
    const screen = await render(options.render());
    const trigger = screen.getByRole('button', { name: options.trigger });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole(role, options.name === undefined ? {} : { name: options.name });
    await expect.element(dialog).toBeVisible();
    return { screen, trigger, dialog };
  }

  describe(`${label}: dialog behaviour`, () => {
    it('opens from the keyboard and moves focus inside', async () => {
      const { dialog } = await openWithKeyboard();
      await expect.poll(() => dialog.element().contains(activeElement())).toBe(true);
    });

    it('is announced as a modal with an accessible name', async () => {
      const { dialog } = await openWithKeyboard();
      await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
      await expect.element(dialog).toHaveAccessibleName();
    });

    it('traps focus: Tab and Shift+Tab never leave the dialog', async () => {
      const { dialog } = await openWithKeyboard();
      const element = dialog.element();
      await expect.poll(() => element.contains(activeElement())).toBe(true);
      const focusable = element.querySelectorAll(
        'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
      ).length;
      // Going round more than once proves wrapping in both directions.
      for (let index = 0; index < focusable + 2; index += 1) {
        await userEvent.keyboard('{Tab}');
        expect(element.contains(activeElement())).toBe(true);
      }
      for (let index = 0; index < focusable + 2; index += 1) {
        await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
        expect(element.contains(activeElement())).toBe(true);
      }
    });

    it.runIf(closesOnEscape)('closes on Escape and returns focus to the trigger', async () => {
      const { dialog, trigger } = await openWithKeyboard();
      await expect.poll(() => dialog.element().contains(activeElement())).toBe(true);
      await userEvent.keyboard('{Escape}');
      await expect.element(dialog).not.toBeInTheDocument();
      await expect.element(trigger).toHaveFocus();
    });

    it.runIf(options.closeAction !== undefined)(
      'closes from its own action and returns focus to the trigger',
      async () => {
        const { dialog, trigger } = await openWithKeyboard();
        await expect.poll(() => dialog.element().contains(activeElement())).toBe(true);
        const action = dialog.getByRole('button', { name: options.closeAction });
        (action.element() as HTMLElement).focus();
        await userEvent.keyboard('{Enter}');
        await expect.element(dialog).not.toBeInTheDocument();
        await expect.element(trigger).toHaveFocus();
      },
    );
  });
}
