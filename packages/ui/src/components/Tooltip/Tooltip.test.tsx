import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { Tooltip, TOOLTIP_DELAY_MS, TooltipProvider } from './Tooltip.tsx';

/** After React has had the chance to render what a timer started (the frame clock is not faked). */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('Tooltip', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 700 ms of hover before showing', async () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    const screen = await render(
      <Tooltip content="Saved automatically">
        <Button>Save</Button>
      </Tooltip>,
    );
    // The delay runs on a fake clock, moved by hand: a busy machine cannot stretch it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.hover(screen.getByRole('button', { name: 'Save' }));
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    await nextFrame();
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
    vi.advanceTimersByTime(1);
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Saved automatically');
  });

  it('describes its trigger for assistive technology while shown', async () => {
    const screen = await render(
      <Tooltip content="Saved automatically" defaultOpen>
        <Button>Save</Button>
      </Tooltip>,
    );
    await expect
      .element(screen.getByRole('button', { name: 'Save' }))
      .toHaveAccessibleDescription('Saved automatically');
  });

  it('uses the delay of a surrounding TooltipProvider', async () => {
    // A provider delay far longer than the default: if the tooltip's own 700 ms applied, it would show.
    const screen = await render(
      <TooltipProvider delayDuration={60_000}>
        <Tooltip content="Later">
          <Button>Wait</Button>
        </Tooltip>
      </TooltipProvider>,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.hover(screen.getByRole('button', { name: 'Wait' }));
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS + 500);
    await nextFrame();
    expect(page.getByRole('tooltip').elements()).toHaveLength(0);
  });
});
