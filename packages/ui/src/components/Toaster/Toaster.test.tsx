import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Toaster } from './Toaster.tsx';
import { createToastApi, createToastStore } from './toastStore.ts';

/** A store whose toasts stay `duration` ms; the pausing tests move a fake clock by hand. */
function setup(duration = 300) {
  const store = createToastStore({ duration });
  const toast = createToastApi(store);
  return { store, toast };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('Toaster', () => {
  afterEach(() => {
    vi.useRealTimers();
    // Back to the real property of the prototype.
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('announces toasts politely and errors assertively', async () => {
    const { store, toast } = setup(10_000);
    const screen = await render(<Toaster store={store} />);
    toast.success('Entry saved', { description: 'Your reflection is stored.' });
    toast.error('Could not save');
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent('Entry savedYour reflection is stored.');
    await expect.element(status).toHaveAttribute('aria-live', 'polite');
    await expect.element(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    await expect.element(screen.getByRole('region', { name: 'Notifications' })).toBeVisible();
  });

  it('sits bottom right, 356 px wide, 14 px apart, at most 3 at once', async () => {
    await page.viewport(1280, 800);
    const { store, toast } = setup(10_000);
    const screen = await render(<Toaster store={store} />);
    for (const title of ['One', 'Two', 'Three', 'Four']) toast(title);
    await expect.element(screen.getByText('Three')).toBeVisible();
    expect(screen.getByRole('status').elements()).toHaveLength(3);
    expect(screen.getByText('Four').query()).toBeNull();
    const region = screen.getByRole('region').element();
    const box = region.getBoundingClientRect();
    expect(box.width).toBe(356);
    expect(window.innerWidth - box.right).toBe(24);
    expect(window.innerHeight - box.bottom).toBe(24);
    const [first, second] = screen.getByRole('status').elements();
    expect((second?.getBoundingClientRect().top ?? 0) - (first?.getBoundingClientRect().bottom ?? 0)).toBe(
      14,
    );
  });

  it('spans the screen width on phones', async () => {
    await page.viewport(375, 740);
    const { store, toast } = setup(10_000);
    const screen = await render(<Toaster store={store} />);
    toast('Hello');
    await expect.element(screen.getByText('Hello')).toBeVisible();
    expect(screen.getByRole('region').element().getBoundingClientRect().width).toBe(375 - 32);
  });

  it('runs the action (Undo) and dismisses, or dismisses with the close button', async () => {
    const { store, toast } = setup(10_000);
    const undo = vi.fn();
    const screen = await render(<Toaster store={store} />);
    toast('Entry deleted', { action: { label: 'Undo', onClick: undo } });
    toast('Second');
    await screen.getByRole('button', { name: 'Undo' }).click();
    expect(undo).toHaveBeenCalledOnce();
    await expect.element(screen.getByText('Entry deleted')).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect.element(screen.getByText('Second')).not.toBeInTheDocument();
  });

  it('auto-dismisses, but not while hovered', async () => {
    const { store, toast } = setup(300);
    const screen = await render(<Toaster store={store} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    toast('Hover me');
    await screen.getByText('Hover me').hover();
    // Twice its time on screen passes while hovered.
    vi.advanceTimersByTime(600);
    await expect.element(screen.getByText('Hover me')).toBeVisible();
    await userEvent.unhover(screen.getByText('Hover me'));
    vi.advanceTimersByTime(300);
    await expect.element(screen.getByText('Hover me')).not.toBeInTheDocument();
  });

  it('pauses while focus is within', async () => {
    const { store, toast } = setup(300);
    const screen = await render(
      <>
        <button type="button">Outside</button>
        <Toaster store={store} />
      </>,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    toast('Focus me');
    await expect.element(screen.getByText('Focus me')).toBeVisible();
    (screen.getByRole('button', { name: 'Dismiss notification' }).element() as HTMLElement).focus();
    vi.advanceTimersByTime(600);
    await expect.element(screen.getByText('Focus me')).toBeVisible();
    (screen.getByRole('button', { name: 'Outside' }).element() as HTMLElement).focus();
    vi.advanceTimersByTime(300);
    await expect.element(screen.getByText('Focus me')).not.toBeInTheDocument();
  });

  it('pauses while the tab is hidden', async () => {
    const { store, toast } = setup(300);
    const screen = await render(<Toaster store={store} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    toast('Come back');
    setVisibility('hidden');
    vi.advanceTimersByTime(600);
    await expect.element(screen.getByText('Come back')).toBeVisible();
    setVisibility('visible');
    vi.advanceTimersByTime(300);
    await expect.element(screen.getByText('Come back')).not.toBeInTheDocument();
  });
});
