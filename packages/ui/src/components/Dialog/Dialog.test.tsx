import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { overlay } from './Dialog.css.ts';
import { describeDialogBehaviour } from '../../testing/index.ts';
import { Dialog, DialogClose } from './Dialog.tsx';

describeDialogBehaviour('Dialog with a trigger', {
  render: () => (
    <Dialog
      trigger={<Button>Open settings</Button>}
      title="Settings"
      footer={
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      }
    >
      <input aria-label="Name" />
    </Dialog>
  ),
  trigger: 'Open settings',
  name: 'Settings',
  closeAction: 'Done',
});

/** Opened by a button outside the dialog and closed by setting `open`, as the app's editors are. */
function OpenedFromOutside() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New entry</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="New entry"
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <input aria-label="Title" />
      </Dialog>
    </>
  );
}

describeDialogBehaviour('Dialog opened from outside', {
  render: () => <OpenedFromOutside />,
  trigger: 'New entry',
  name: 'New entry',
  closeAction: 'Save',
});

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

  it('keeps its title and actions in view at any height: the body scrolls between them', async () => {
    await page.viewport(1280, 420);
    await render(
      <Dialog defaultOpen title="Long entry" footer={<Button>Save</Button>}>
        {Array.from({ length: 40 }, (_, index) => (
          <p key={index}>Paragraph {index + 1}</p>
        ))}
      </Dialog>,
    );
    const save = page.getByRole('button', { name: 'Save' });
    await expect.element(save).toBeVisible();
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    };
    expect(inView(save.element())).toBe(true);
    expect(inView(page.getByRole('heading', { name: 'Long entry' }).element())).toBe(true);
    const last = page.getByText('Paragraph 40');
    expect(inView(last.element())).toBe(false);
    last.element().scrollIntoView();
    await expect.poll(() => inView(last.element())).toBe(true);
    expect(inView(save.element())).toBe(true);
  });

  it('gives focus to the <main> it was opened from when its opener has gone', async () => {
    function Replacing() {
      const [open, setOpen] = useState(false);
      const [saved, setSaved] = useState(false);
      return (
        <main>
          {saved ? <p>Saved</p> : <Button onClick={() => setOpen(true)}>Write the first entry</Button>}
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title="New entry"
            footer={
              <Button
                onClick={() => {
                  setSaved(true);
                  setOpen(false);
                }}
              >
                Save
              </Button>
            }
          />
        </main>
      );
    }
    await render(<Replacing />);
    await page.getByRole('button', { name: 'Write the first entry' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('main')).toHaveFocus();
  });

  it('gives focus where returnFocusTo says', async () => {
    function Explicit() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <Button id="elsewhere">Elsewhere</Button>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title="Pick"
            returnFocusTo={() => document.getElementById('elsewhere')}
            footer={<Button onClick={() => setOpen(false)}>Done</Button>}
          />
        </>
      );
    }
    await render(<Explicit />);
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(page.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
