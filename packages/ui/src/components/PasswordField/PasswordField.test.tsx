import axe from 'axe-core';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { ThemeProvider, type ThemeName } from '../../themes/index.ts';
import '../../global.css.ts';
import { PasswordField } from './PasswordField.tsx';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const screen = await render(<PasswordField label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password', { exact: true });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await expect.element(input).toHaveAttribute('type', 'password');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect.element(input).toHaveAttribute('type', 'password');
    await expect.element(input).toHaveValue('secret');
  });

  it('is reachable by keyboard: the input, then the toggle, which Space presses', async () => {
    const screen = await render(<PasswordField label="Password" />);
    await userEvent.tab();
    await expect.element(screen.getByLabelText('Password', { exact: true })).toHaveFocus();
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await expect.element(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes its texts as props and describes the input with the strength slot, hint and error', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <PasswordField
          label="Yeni parola"
          toggleLabel="Parolayı göster"
          hint="En az 8 karakter."
          error={value ? undefined : 'Gerekli.'}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          strength={value.length >= 8 ? 'Yeterince uzun' : 'Kısa'}
        />
      );
    }
    const screen = await render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Yeni parola' });
    await expect.element(screen.getByRole('button', { name: 'Parolayı göster' })).toBeVisible();
    await expect.element(input).toHaveAccessibleDescription('En az 8 karakter. Gerekli. Kısa');
    await expect.element(input).toBeInvalid();
    await input.fill('huzurlu-nehir');
    await expect.element(input).toHaveAccessibleDescription('En az 8 karakter. Yeterince uzun');
    await expect.element(input).not.toBeInvalid();
  });

  it('forwards the ref to the input and turns spell checking off', async () => {
    const ref = createRef<HTMLInputElement>();
    await render(<PasswordField ref={ref} label="Password" autoComplete="new-password" />);
    expect(ref.current?.getAttribute('autocomplete')).toBe('new-password');
    expect(ref.current?.getAttribute('spellcheck')).toBe('false');
  });

  it('disables the toggle with the field', async () => {
    const screen = await render(<PasswordField label="Password" disabled />);
    await expect.element(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
    await expect.element(screen.getByLabelText('Password', { exact: true })).toBeDisabled();
  });

  it.each<ThemeName>(['light', 'dark'])(
    'has no axe violations in the %s theme, shown or hidden',
    async (theme) => {
      const screen = await render(
        <ThemeProvider theme={theme}>
          <PasswordField label="Password" hint="At least 8 characters." error="Too short." strength="Weak" />
        </ThemeProvider>,
      );
      const rules = {
        runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
      };
      expect((await axe.run(document.body, rules)).violations).toEqual([]);
      await screen.getByRole('button', { name: 'Show password' }).click();
      expect((await axe.run(document.body, rules)).violations).toEqual([]);
    },
  );
});
