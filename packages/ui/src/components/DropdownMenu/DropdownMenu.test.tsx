import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { holdIdleLoads } from '../../testing/index.ts';
import { Button } from '../Button/Button.tsx';
import { preloadOverlays } from '../preload.ts';
import { tooltipPart } from '../Tooltip/Tooltip.tsx';
import { DropdownMenu, DropdownMenuItem, menuPart } from './DropdownMenu.tsx';

/**
 * Radix's menu loads when the page is idle. These tests hold the idle callback back and forget the loaded
 * menu, so each starts with the trigger alone.
 */
const heldIdle = holdIdleLoads(menuPart);

async function renderMenu(onDelete = vi.fn()) {
  const screen = await render(
    <DropdownMenu trigger={<Button>Entry actions</Button>}>
      <DropdownMenuItem onSelect={() => undefined}>Rename</DropdownMenuItem>
      <DropdownMenuItem onSelect={onDelete}>Delete</DropdownMenuItem>
    </DropdownMenu>,
  );
  // Each test starts before the load: the trigger alone.
  expect(trigger().element().hasAttribute('data-state')).toBe(false);
  return screen;
}

const trigger = () => page.getByRole('button', { name: 'Entry actions' });
/** Radix's own trigger carries its state; the one shown before it has loaded does not. */
const radixArrived = () => expect.element(trigger()).toHaveAttribute('data-state');

describe('DropdownMenu before its code has loaded', () => {
  it('shows the trigger as a menu button, and nothing of Radix', async () => {
    await renderMenu();
    await expect.element(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger().element().hasAttribute('data-state')).toBe(false);
    expect(heldIdle()).toBeTypeOf('function');
  });

  it('opens on a click as soon as it has loaded, the menu focused as Radix does for a pointer', async () => {
    await renderMenu();
    await userEvent.click(trigger());
    await expect.element(page.getByRole('menu')).toBeVisible();
    await expect.element(page.getByRole('menu')).toHaveFocus();
  });

  it('opens on Enter with its first item focused, and a choice calls it and returns focus', async () => {
    const onDelete = vi.fn();
    await renderMenu(onDelete);
    trigger().element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onDelete.mock.calls.length).toBe(1);
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it('keeps focus on the trigger when the code arrives while it is focused', async () => {
    await renderMenu();
    // Focusing starts the load: hold the page's idle callback, which would too, and wait for Radix.
    trigger().element().focus();
    await radixArrived();
    await expect.element(trigger()).toHaveFocus();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('loads when the page is idle, without opening', async () => {
    await renderMenu();
    heldIdle()?.();
    await radixArrived();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('preloadOverlays', () => {
  it('loads menus and tooltips up front: a menu then renders Radix’s trigger from its first render', async () => {
    tooltipPart.forget();
    await preloadOverlays();
    expect(menuPart.current()).toBeDefined();
    expect(tooltipPart.current()).toBeDefined();

    await render(
      <DropdownMenu trigger={<Button>Entry actions</Button>}>
        <DropdownMenuItem onSelect={() => undefined}>Rename</DropdownMenuItem>
      </DropdownMenu>,
    );
    expect(trigger().element().getAttribute('data-state')).toBe('closed');
    expect(heldIdle()).toBeUndefined();
  });
});
