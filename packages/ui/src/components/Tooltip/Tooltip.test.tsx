import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { holdIdleLoads } from '../../testing/index.ts';
import { Button } from '../Button/Button.tsx';
import { Tooltip, TOOLTIP_DELAY_MS, TooltipProvider } from './index.ts';
import { tooltipPart } from './Tooltip.tsx';

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

describe('Tooltip before its code has loaded', () => {
  // Radix's tooltip loads when the page is idle: held back here, and forgotten, so each test starts before.
  holdIdleLoads(tooltipPart);

  it('shows on hover once it has loaded, still after the delay', async () => {
    const screen = await render(
      <Tooltip content="Saved automatically">
        <Button>Save</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.element().hasAttribute('data-state')).toBe(false);
    const started = performance.now();
    await userEvent.hover(button);
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Saved automatically');
    expect(performance.now() - started).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS);
  });

  it('shows at once on keyboard focus, which the trigger keeps as the code arrives', async () => {
    const screen = await render(
      <Tooltip content="Saved automatically">
        <Button>Save</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.element().hasAttribute('data-state')).toBe(false);
    await userEvent.tab();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Saved automatically');
    await expect.element(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('keeps a press that the code arrives in the middle of: the click still lands, then the swap', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Tooltip content="Switch to dark theme">
        <Button onClick={onClick}>Theme</Button>
      </Tooltip>,
    );
    const pending = screen.getByRole('button', { name: 'Theme' }).element();
    if (!(pending instanceof HTMLButtonElement)) throw new Error('The trigger is a button');
    pending.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    await tooltipPart.load();
    // Time for React to render what arrived.
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Still the same button while it is pressed (a swapped one would lose the click).
    expect(screen.getByRole('button', { name: 'Theme' }).element()).toBe(pending);
    pending.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }));
    pending.click();
    expect(onClick).toHaveBeenCalledOnce();
    await expect.element(screen.getByRole('button', { name: 'Theme' })).toHaveAttribute('data-state');
  });

  it('opens no tooltip after a click: the clicked trigger is swapped quietly, as Radix shows none after one', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Tooltip content="Switch to dark theme" delayDuration={0}>
        <Button onClick={onClick}>Theme</Button>
      </Tooltip>,
    );
    // A click as the browser makes it (press, focus, release, click), all before the code arrives.
    const pending = screen.getByRole('button', { name: 'Theme' }).element();
    if (!(pending instanceof HTMLButtonElement)) throw new Error('The trigger is a button');
    pending.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    pending.focus();
    pending.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }));
    pending.click();
    expect(onClick).toHaveBeenCalledOnce();
    await tooltipPart.load();
    // Radix's trigger is in place, and stays closed.
    await expect.element(screen.getByRole('button', { name: 'Theme' })).toHaveAttribute('data-state');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('button', { name: 'Theme' }).element().getAttribute('data-state')).toBe('closed');
    expect(page.getByRole('tooltip').elements()).toHaveLength(0);
  });
});
