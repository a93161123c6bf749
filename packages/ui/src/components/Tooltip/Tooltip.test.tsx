import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { Tooltip, TOOLTIP_DELAY_MS, TooltipProvider } from './Tooltip.tsx';

describe('Tooltip', () => {
  it('waits 700 ms of hover before showing', async () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    const screen = await render(
      <Tooltip content="Saved automatically">
        <Button>Save</Button>
      </Tooltip>,
    );
    const started = performance.now();
    await userEvent.hover(screen.getByRole('button', { name: 'Save' }));
    // Not shown on hover itself; shown once, and only after, the delay has passed. Both checks are lower
    // bounds, so a slow machine cannot make them fail.
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Saved automatically');
    expect(performance.now() - started).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS);
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
    await userEvent.hover(screen.getByRole('button', { name: 'Wait' }));
    await new Promise((resolve) => setTimeout(resolve, TOOLTIP_DELAY_MS + 500));
    expect(page.getByRole('tooltip').elements()).toHaveLength(0);
  });
});
