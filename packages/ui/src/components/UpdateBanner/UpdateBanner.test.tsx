import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { PageLoadError } from '../PageLoadError/PageLoadError.tsx';
import { UpdateBanner } from './UpdateBanner.tsx';

// Only the countdown's clock is faked; Vitest's own polling keeps real timeouts.
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
}

/** React re-renders on its own scheduler; the assertions below poll with real timeouts. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('UpdateBanner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down 30 s, then reloads once', async () => {
    fakeClock();
    const onReload = vi.fn();
    const screen = await render(<UpdateBanner onReload={onReload} />);
    await expect.element(screen.getByText('Reloading in 30 s')).toBeVisible();
    await advance(29_000);
    await expect.element(screen.getByText('Reloading in 1 s')).toBeVisible();
    expect(onReload).not.toHaveBeenCalled();
    await advance(1_000);
    expect(onReload).toHaveBeenCalledOnce();
    await advance(10_000);
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('holds the reload while told to, and counts the whole 30 s again once released', async () => {
    fakeClock();
    const onReload = vi.fn();
    const held = 'You have unsaved changes.';
    const screen = await render(<UpdateBanner onReload={onReload} heldText={held} />);
    await expect.element(screen.getByText(held)).toBeVisible();
    await advance(60_000);
    expect(onReload).not.toHaveBeenCalled();
    await screen.rerender(<UpdateBanner onReload={onReload} />);
    await expect.element(screen.getByText('Reloading in 30 s')).toBeVisible();
    await advance(29_000);
    expect(onReload).not.toHaveBeenCalled();
    await advance(1_000);
    expect(onReload).toHaveBeenCalledOnce();
  });
});

describe('PageLoadError', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes by itself after 10 s', async () => {
    fakeClock();
    const onRefresh = vi.fn();
    const screen = await render(<PageLoadError onRefresh={onRefresh} />);
    await expect.element(screen.getByText('Refreshing automatically in 10 s')).toBeVisible();
    await advance(9_000);
    expect(onRefresh).not.toHaveBeenCalled();
    await advance(1_000);
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
