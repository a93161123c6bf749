import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('calls onClick when pressed with the keyboard', async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>Save</Button>);
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores presses and reports busy while loading', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    // aria-disabled makes Playwright refuse the click; force it to prove the handler is not called.
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
  });
});
