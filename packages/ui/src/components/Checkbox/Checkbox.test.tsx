import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles with Space and with a click on its label', async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    await expect.element(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(checkbox).toBeChecked();
    await screen.getByText('Remember me').click();
    await expect.element(checkbox).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('submits its value with a form when checked', async () => {
    const screen = await render(
      <form data-testid="form">
        <Checkbox label="Consent" name="consent" value="yes" defaultChecked />
      </form>,
    );
    const form = screen.getByTestId('form').element() as HTMLFormElement;
    expect(new FormData(form).get('consent')).toBe('yes');
  });
});
