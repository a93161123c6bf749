import { afterEach, describe, expect, it } from 'vitest';
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

describe('useScreenSize', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('follows the window width, 150 ms after resizing stops', async () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(150);
    await page.viewport(1400, 800);
    const screen = await render(<Probe />);
    await expect.element(screen.getByRole('status')).toHaveAttribute('data-size', 'large');

    // Timed from before the resize, so a slow machine can only make the measured wait longer: the
    // lower bound proves the debounce without an upper bound that load would break.
    const resizeRequestedAt = performance.now();
    await page.viewport(900, 800);
    await expect.element(screen.getByRole('status')).toHaveAttribute('data-size', 'medium');
    expect(performance.now() - resizeRequestedAt).toBeGreaterThanOrEqual(RESIZE_DEBOUNCE_MS - 20);

    await page.viewport(500, 800);
    await expect.element(screen.getByRole('status')).toHaveAttribute('data-size', 'small');
    // Desktop Chromium without touch: narrow is not mobile.
    await expect.element(screen.getByRole('status')).toHaveAttribute('data-mobile', 'false');
  });
});
