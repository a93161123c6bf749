import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RESIZE_DEBOUNCE_MS, useIsMobile, useScreenSize } from './useViewport.ts';

function Probe() {
  const size = useScreenSize();
  const mobile = useIsMobile();
  return (
    <output data-size={size} data-mobile={String(mobile)}>
      {size}
    </output>
  );
}

/** After React has had the chance to render what a timer started (the frame clock is not faked). */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('useScreenSize', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await page.viewport(1280, 800);
  });

  it('follows the window width, 150 ms after resizing stops', async () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(150);
    await page.viewport(1400, 800);
    const screen = await render(<Probe />);
    await expect.element(screen.getByRole('status')).toHaveAttribute('data-size', 'large');

    // The debounce runs on a fake clock, moved by hand once the window has reported the resize.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const resized = new Promise((resolve) => {
      window.addEventListener('resize', resolve, { once: true });
    });
    await page.viewport(900, 800);
    await resized;
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    await nextFrame();
    expect(screen.getByRole('status').element().getAttribute('data-size')).toBe('large');
    vi.advanceTimersByTime(1);
    await expect.element(screen.getByRole('status')).toHaveAttribute('data-size', 'medium');
    vi.useRealTimers();

    await page.viewport(500, 800);
    await expect.element(screen.getByRole('status')).toHaveAttribute('data-size', 'small');
    // Desktop Chromium without touch: narrow is not mobile.
    await expect.element(screen.getByRole('status')).toHaveAttribute('data-mobile', 'false');
  });
});
