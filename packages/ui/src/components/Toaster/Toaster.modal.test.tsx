import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Toaster } from './Toaster.tsx';
import { createToastApi, createToastStore, type ToastStore } from './toastStore.ts';

/** True when the element's centre is the element itself (or inside it), not something drawn over it. */
function isUncovered(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && element.contains(hit);
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** A page with an editor-like dialog: a long form, Save and Cancel in the footer. */
function Editor({ store, size, lines }: { store: ToastStore; size: 'md' | 'lg'; lines: number }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(0);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New entry</Button>
      <p>Saved {saved} times</p>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size={size}
        title="New journal entry"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setSaved((count) => count + 1);
                setOpen(false);
              }}
            >
              Save entry
            </Button>
          </>
        }
      >
        {Array.from({ length: lines }, (_, index) => (
          <p key={index}>Line {index + 1} of what happened, and how it felt.</p>
        ))}
      </Dialog>
      <Toaster store={store} />
    </>
  );
}

async function openWithToast({ size, lines }: { size: 'md' | 'lg'; lines: number }) {
  const store = createToastStore({ duration: 60_000 });
  const toast = createToastApi(store);
  const screen = await render(<Editor store={store} size={size} lines={lines} />);
  // The previous save's toast is still showing when the editor opens again.
  toast.success('Entry saved', { description: 'Your reflection is stored.' });
  const shown = screen.getByRole('status');
  await expect.element(shown).toBeVisible();
  await screen.getByRole('button', { name: 'New entry' }).click();
  const dialog = screen.getByRole('dialog', { name: 'New journal entry' });
  await expect.element(dialog).toBeVisible();
  // Wait for the dialog to finish popping in: its box is final then.
  await expect.poll(() => dialog.element().getAnimations().length).toBe(0);
  // And for the frame after it, where the end of the animation has been handled.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return { store, screen, dialog, shown };
}

describe('Toaster with a modal dialog open', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never covers the dialog at 1280 × 800: Save, Cancel and Close stay clickable, the toast stays in sight', async () => {
    await page.viewport(1280, 800);
    const { screen, dialog, shown } = await openWithToast({ size: 'lg', lines: 60 });
    const save = screen.getByRole('button', { name: 'Save entry' });
    expect(isUncovered(save.element())).toBe(true);
    expect(isUncovered(screen.getByRole('button', { name: 'Cancel' }).element())).toBe(true);
    expect(isUncovered(dialog.getByRole('button', { name: 'Close' }).element())).toBe(true);
    await expect.element(shown).toBeVisible();
    expect(overlaps(shown.element().getBoundingClientRect(), dialog.element().getBoundingClientRect())).toBe(
      false,
    );
    // Over a toast, a click goes through to what is under it rather than closing the dialog.
    const toastBox = shown.element().getBoundingClientRect();
    const hit = document.elementFromPoint(toastBox.left + 8, toastBox.top + 8);
    expect(shown.element().contains(hit)).toBe(false);

    await userEvent.click(save);
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByText('Saved 1 times')).toBeVisible();
    // With the dialog gone the toast is back in its corner, and can be clicked again.
    const region = screen.getByRole('region', { name: 'Notifications' }).element();
    await expect.poll(() => window.innerWidth - region.getBoundingClientRect().right).toBe(24);
    expect(region.getBoundingClientRect().width).toBe(356);
    expect(isUncovered(screen.getByRole('button', { name: 'Dismiss notification' }).element())).toBe(true);
  });

  it('stays in its corner when a smaller dialog leaves it clear', async () => {
    await page.viewport(1280, 800);
    const { screen, shown } = await openWithToast({ size: 'md', lines: 2 });
    const region = screen.getByRole('region', { name: 'Notifications' }).element();
    expect(window.innerWidth - region.getBoundingClientRect().right).toBe(24);
    expect(window.innerHeight - region.getBoundingClientRect().bottom).toBe(24);
    await expect.element(shown).toBeVisible();
    expect(isUncovered(screen.getByRole('button', { name: 'Save entry' }).element())).toBe(true);
  });

  it('on a phone with no room beside or around the dialog, waits until it closes, its clock stopped', async () => {
    await page.viewport(375, 740);
    const { store, screen, dialog, shown } = await openWithToast({ size: 'lg', lines: 60 });
    // (Out of the accessibility tree too while the dialog is open: Radix hides everything outside it.)
    const waiting = document.querySelector('[data-type="success"]');
    expect(waiting?.textContent).toContain('Entry saved');
    expect(waiting?.checkVisibility({ visibilityProperty: true })).toBe(false);
    const save = screen.getByRole('button', { name: 'Save entry' });
    expect(isUncovered(save.element())).toBe(true);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Far longer than the toast's time on screen passes while it waits.
    vi.advanceTimersByTime(120_000);
    expect(store.getSnapshot().visible).toHaveLength(1);
    vi.useRealTimers();

    await userEvent.click(save);
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(shown).toBeVisible();
    expect(isUncovered(screen.getByRole('button', { name: 'Dismiss notification' }).element())).toBe(true);
  });
});
