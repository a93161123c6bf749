import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { overlay } from './Dialog.css.ts';
import { Dialog, DialogClose } from './Dialog.tsx';

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        title="Settings"
        footer={
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        }
      >
        <p>Body</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens controlled, closes from a DialogClose and reports each change', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<Controlled onOpenChange={onOpenChange} />);
    await screen.getByRole('button', { name: 'Open' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('ignores outside clicks when dismissOnOutsideClick is false but still closes on Escape', async () => {
    const onOpenChange = vi.fn();
    await render(
      <Dialog
        defaultOpen
        title="Confirm"
        role="alertdialog"
        dismissOnOutsideClick={false}
        onOpenChange={onOpenChange}
      >
        <Button>Inside</Button>
      </Dialog>,
    );
    const dialog = page.getByRole('alertdialog', { name: 'Confirm' });
    await expect.element(dialog).toBeVisible();
    // The overlay covers the page; a click on its corner is outside the content.
    const backdrop = document.querySelector(`.${overlay}`);
    if (!backdrop) throw new Error('no overlay');
    await userEvent.click(backdrop, { position: { x: 2, y: 2 } });
    await expect.element(dialog).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on a click outside by default', async () => {
    const onOpenChange = vi.fn();
    await render(<Dialog defaultOpen title="Details" onOpenChange={onOpenChange} />);
    await expect.element(page.getByRole('dialog', { name: 'Details' })).toBeVisible();
    const backdrop = document.querySelector(`.${overlay}`);
    if (!backdrop) throw new Error('no overlay');
    await userEvent.click(backdrop, { position: { x: 2, y: 2 } });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('uses a given close label', async () => {
    await render(<Dialog defaultOpen title="Ayarlar" closeLabel="Kapat" />);
    await expect.element(page.getByRole('button', { name: 'Kapat' })).toBeVisible();
  });
});
