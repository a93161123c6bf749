import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TOAST_INSET_PROPERTY, Toaster } from './Toaster.tsx';
import { createToastApi, createToastStore } from './toastStore.ts';

const inset = () =>
  Number.parseFloat(document.documentElement.style.getPropertyValue(TOAST_INSET_PROPERTY) || 'NaN');

describe('Toaster: the space it takes', () => {
  it('publishes how far up the toasts reach, and 0 when there are none', async () => {
    await page.viewport(1280, 800);
    const store = createToastStore({ duration: 60_000 });
    const toast = createToastApi(store);
    const screen = await render(<Toaster store={store} />);
    await expect.poll(inset).toBe(0);

    const id = toast.success('Entry saved', { description: 'Your reflection is stored.' });
    const shown = screen.getByRole('status');
    await expect.element(shown).toBeVisible();
    // The top of the highest toast, measured from the bottom of the window.
    await expect
      .poll(() => Math.abs(inset() - (window.innerHeight - shown.element().getBoundingClientRect().top)))
      .toBeLessThanOrEqual(1);

    toast.error('Could not sync');
    await expect
      .poll(() => Math.abs(inset() - (window.innerHeight - shown.element().getBoundingClientRect().top)))
      .toBeLessThanOrEqual(1);

    store.dismiss(id);
    store.dismiss();
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
    await expect.poll(inset).toBe(0);
  });

  it('clears the property when unmounted', async () => {
    const store = createToastStore({ duration: 60_000 });
    createToastApi(store).success('Saved');
    const screen = await render(<Toaster store={store} />);
    await expect.poll(inset).toBeGreaterThan(0);
    await screen.unmount();
    expect(document.documentElement.style.getPropertyValue(TOAST_INSET_PROPERTY)).toBe('');
  });

  it('scrolls a control that gets focus under the toasts clear of them', async () => {
    await page.viewport(1280, 800);
    const store = createToastStore({ duration: 60_000 });
    const screen = await render(
      <div style={{ position: 'relative', height: 2400 }}>
        <button type="button" style={{ position: 'absolute', top: 740, right: 60 }}>
          Delete entry
        </button>
        <Toaster store={store} />
      </div>,
    );
    createToastApi(store).success('Entry saved', { description: 'Your reflection is stored.' });
    await expect.element(screen.getByRole('status')).toBeVisible();
    const button = screen.getByRole('button', { name: 'Delete entry' }).element();
    const covered = () => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !(hit !== null && button.contains(hit));
    };
    expect(covered()).toBe(true);
    (button as HTMLElement).focus();
    await expect.poll(covered).toBe(false);
  });

  it('also after the browser scrolls a half-hidden control into view, smoothly, under the toasts', async () => {
    await page.viewport(1280, 800);
    document.documentElement.style.scrollBehavior = 'smooth';
    try {
      const store = createToastStore({ duration: 60_000 });
      const screen = await render(
        <div style={{ position: 'relative', height: 2400 }}>
          {/* Half below the window: focusing it makes the browser scroll it up to the bottom edge. */}
          <button type="button" style={{ position: 'absolute', top: 785, right: 60, height: 40 }}>
            Edit entry
          </button>
          <Toaster store={store} />
        </div>,
      );
      createToastApi(store).success('Entry saved', { description: 'Your reflection is stored.' });
      await expect.element(screen.getByRole('status')).toBeVisible();
      const button = screen.getByRole('button', { name: 'Edit entry' }).element() as HTMLElement;
      const clear = () => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && button.contains(hit);
      };
      button.focus();
      await expect.poll(clear).toBe(true);
    } finally {
      document.documentElement.style.scrollBehavior = '';
    }
  });
});
