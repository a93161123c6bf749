import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { holdIdleLoads } from '../../testing/index.ts';
import { Button } from '../Button/Button.tsx';
import { ConfirmProvider, useConfirm } from '../ConfirmationDialog/ConfirmationDialog.tsx';
import { Dialog, DialogClose } from '../Dialog/Dialog.tsx';
import { Sheet } from '../Sheet/Sheet.tsx';
import { dialogPart } from './dialogPart.ts';

/**
 * Dialog, Sheet and ConfirmationDialog load Radix on first need. These tests hold the page's idle callback
 * back and forget the loaded part, so each starts before it has loaded.
 */
const heldIdle = holdIdleLoads(dialogPart);

const trigger = () => page.getByRole('button', { name: 'Edit entry' });
/** Radix's own trigger carries its state; the one shown before it has loaded does not. */
const radixArrived = () => expect.element(trigger()).toHaveAttribute('data-state', 'closed');

async function renderDialog() {
  const screen = await render(
    <Dialog
      trigger={<Button>Edit entry</Button>}
      title="Edit entry"
      footer={
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      }
    >
      <input aria-label="Title" />
    </Dialog>,
  );
  expect(trigger().element().hasAttribute('data-state')).toBe(false);
  return screen;
}

describe('Dialog before its code has loaded', () => {
  it('shows the trigger alone, announced as opening a dialog', async () => {
    await renderDialog();
    await expect.element(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(page.getByRole('dialog').query()).toBeNull();
    expect(heldIdle()).toBeTypeOf('function');
  });

  it('opens on a click as soon as it has loaded, and gives focus back to its trigger on close', async () => {
    await renderDialog();
    await userEvent.click(trigger());
    const dialog = page.getByRole('dialog', { name: 'Edit entry' });
    await expect.element(dialog).toBeVisible();
    await expect.poll(() => dialog.element().contains(document.activeElement)).toBe(true);
    await userEvent.click(page.getByRole('button', { name: 'Done' }));
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it('opens on Enter, the way a button is pressed from the keyboard', async () => {
    await renderDialog();
    trigger().element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog', { name: 'Edit entry' })).toBeVisible();
  });

  it('keeps focus on the trigger when the code arrives while it is focused, without opening', async () => {
    await renderDialog();
    trigger().element().focus();
    await radixArrived();
    await expect.element(trigger()).toHaveFocus();
    expect(page.getByRole('dialog').query()).toBeNull();
  });

  it('loads when the page is idle, without opening', async () => {
    await renderDialog();
    heldIdle()?.();
    await radixArrived();
    expect(page.getByRole('dialog').query()).toBeNull();
  });

  it('opens at once when it is asked to open from outside (no trigger), and says so to its owner', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Show help</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Help">
            Breathe in for four.
          </Dialog>
        </>
      );
    }
    await render(<Opener />);
    expect(page.getByRole('dialog').query()).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Show help' }));
    await expect.element(page.getByRole('dialog', { name: 'Help' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Show help' })).toHaveFocus();
  });

  it('calls a controlled dialog’s onOpenChange when its pending trigger is pressed', async () => {
    const onOpenChange = vi.fn();
    await render(
      <Dialog open={false} onOpenChange={onOpenChange} trigger={<Button>Edit entry</Button>} title="Edit" />,
    );
    await userEvent.click(trigger());
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });
});

describe('Sheet and confirmations before their code has loaded', () => {
  it('a sheet opened with defaultOpen shows once loaded', async () => {
    await render(
      <Sheet defaultOpen title="Navigation">
        <a href="#journal">Journal</a>
      </Sheet>,
    );
    await expect.element(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
  });

  it('useConfirm opens its confirmation and resolves with the answer', async () => {
    const answers: boolean[] = [];
    function Remove() {
      const confirm = useConfirm();
      return (
        <Button onClick={() => void confirm({ title: 'Delete entry?' }).then((ok) => answers.push(ok))}>
          Delete
        </Button>
      );
    }
    await render(
      <ConfirmProvider>
        <Remove />
      </ConfirmProvider>,
    );
    // The provider loads Radix when the page is idle, ready for its first confirmation.
    expect(heldIdle()).toBeTypeOf('function');
    await userEvent.click(page.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      page.getByRole('alertdialog', { name: 'Delete entry?' }).getByRole('button', { name: 'Confirm' }),
    );
    await expect.poll(() => answers).toEqual([true]);
    await expect.element(page.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });
});
