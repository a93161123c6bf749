import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RadioGroup } from './RadioGroup.tsx';

const OPTIONS = [
  { value: 'before', label: 'Before the event' },
  { value: 'during', label: 'During the event' },
  { value: 'after', label: 'After the event' },
];

/** A key pressed and released at once, before any timer runs: how a fast keyboard or a test presses it. */
function quickPress(target: Element, key: string) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
}

describe('RadioGroup', () => {
  it('enters at the chosen option with Tab, and the arrows move and choose', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <RadioGroup label="Timing" options={OPTIONS} defaultValue="during" onValueChange={onValueChange} />,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('radio', { name: 'During the event' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: 'After the event' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('after');
  });

  it('chooses the option an arrow moved to even when the key was released before focus moved', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <RadioGroup label="Timing" options={OPTIONS} defaultValue="before" onValueChange={onValueChange} />,
    );
    const first = screen.getByRole('radio', { name: 'Before the event' });
    await first.click();
    quickPress(first.element(), 'ArrowDown');
    const second = screen.getByRole('radio', { name: 'During the event' });
    await expect.element(second).toHaveFocus();
    await expect.element(second).toBeChecked();
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('during');
  });

  it('keeps the roving tab stop on the option chosen by a quick arrow', async () => {
    const screen = await render(
      <>
        <RadioGroup label="Timing" options={OPTIONS} defaultValue="before" />
        <button type="button">After</button>
      </>,
    );
    const first = screen.getByRole('radio', { name: 'Before the event' });
    await first.click();
    quickPress(first.element(), 'ArrowDown');
    const second = screen.getByRole('radio', { name: 'During the event' });
    await expect.element(second).toBeChecked();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(second).toHaveFocus();
  });

  it('does not choose anything when an arrow leads nowhere and focus comes back later by Tab', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <>
        <button type="button">Before</button>
        <RadioGroup label="Timing" options={OPTIONS} onValueChange={onValueChange} />
      </>,
    );
    const before = screen.getByRole('button', { name: 'Before' });
    await before.click();
    quickPress(before.element(), 'ArrowDown');
    await userEvent.tab();
    await expect.element(screen.getByRole('radio', { name: 'Before the event' })).toHaveFocus();
    await expect.element(screen.getByRole('radio', { name: 'Before the event' })).not.toBeChecked();
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
