import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { ThemeProvider, type ThemeName } from '../../themes/index.ts';
import '../../global.css.ts';
import { DateField } from './DateField.tsx';
import { datePlaceholder, formatIsoDate, parseLocalDate } from './dateFormat.ts';

const TURKISH = { day: 'gg', month: 'aa', year: 'yyyy' };

describe('date formats', () => {
  it('writes and reads dates in the order of the locale', () => {
    expect(formatIsoDate('2026-11-23', 'tr-TR')).toBe('23.11.2026');
    expect(formatIsoDate('2026-11-23', 'en-US')).toBe('11/23/2026');
    expect(parseLocalDate('23.11.2026', 'tr-TR')).toBe('2026-11-23');
    expect(parseLocalDate('3.1.2026', 'tr-TR')).toBe('2026-01-03');
    expect(parseLocalDate('11/23/2026', 'en-US')).toBe('2026-11-23');
    expect(datePlaceholder('tr-TR', TURKISH)).toBe('gg.aa.yyyy');
    expect(datePlaceholder('en-US', { day: 'dd', month: 'mm', year: 'yyyy' })).toBe('mm/dd/yyyy');
  });

  it('refuses text that does not name a real day', () => {
    expect(parseLocalDate('31.02.2026', 'tr-TR')).toBeUndefined();
    expect(parseLocalDate('23.11.26', 'tr-TR')).toBeUndefined();
    expect(parseLocalDate('23/11/2026', 'en-US')).toBeUndefined();
    expect(parseLocalDate('yesterday', 'en-US')).toBeUndefined();
    expect(formatIsoDate('2026-13-01', 'en-US')).toBe('');
  });
});

function Controlled({ locale, initial = '' }: { locale: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="From" locale={locale} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

describe('DateField', () => {
  it('shows the value in the Turkish order with a Turkish placeholder and reports ISO dates', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DateField
        label="Başlangıç"
        locale="tr-TR"
        placeholderLetters={TURKISH}
        defaultValue="2026-11-23"
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Başlangıç' });
    await expect.element(input).toHaveValue('23.11.2026');
    await expect.element(input).toHaveAttribute('placeholder', 'gg.aa.yyyy');
    await input.fill('1.2.2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-01');
    await userEvent.tab();
    await expect.element(input).toHaveValue('01.02.2026');
    await input.fill('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps text that is not a date, says so on blur, and clears the error once it is a date', async () => {
    const screen = await render(<Controlled locale="en-US" initial="2026-11-23" />);
    const input = screen.getByRole('textbox', { name: 'From' });
    await input.fill('13/45/2026');
    await userEvent.tab();
    await expect.element(input).toHaveValue('13/45/2026');
    await expect.element(input).toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription('Enter a real date as mm/dd/yyyy.');
    await expect.element(screen.getByTestId('value')).toHaveTextContent('2026-11-23');
    await input.fill('12/01/2026');
    await expect.element(input).not.toBeInvalid();
    await expect.element(screen.getByTestId('value')).toHaveTextContent('2026-12-01');
  });

  it('rewrites the text when the value changes from outside', async () => {
    const screen = await render(<Controlled locale="tr-TR" initial="2026-11-23" />);
    const input = screen.getByRole('textbox', { name: 'From' });
    await expect.element(input).toHaveValue('23.11.2026');
    await screen.getByRole('button', { name: 'Reset' }).click();
    await expect.element(input).toHaveValue('');
  });

  it('picks a day from the calendar with the keyboard, closes on Escape and gives focus back to the input', async () => {
    const screen = await render(<Controlled locale="tr-TR" initial="2026-11-23" />);
    const input = screen.getByRole('textbox', { name: 'From' });
    await screen.getByRole('button', { name: 'Choose date' }).click();
    const calendar = screen.getByRole('dialog', { name: 'Choose date' });
    await expect.element(calendar.getByRole('grid', { name: /Kasım 2026/ })).toBeVisible();
    await expect.element(calendar.getByRole('button', { name: /23 Kasım 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(calendar.getByRole('button', { name: /24 Kasım 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByTestId('value')).toHaveTextContent('2026-11-24');
    await expect.element(input).toHaveValue('24.11.2026');
    await expect.element(input).toHaveFocus();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();

    await input.click();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect.element(screen.getByRole('dialog', { name: 'Choose date' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(input).toHaveFocus();
    await expect.element(screen.getByTestId('value')).toHaveTextContent('2026-11-24');
  });

  it('offers no day outside min and max', async () => {
    // A month long past: no day of it is today, whose name would start with "Today".
    const screen = await render(
      <DateField label="To" defaultValue="2025-03-14" min="2025-03-05" max="2025-03-20" />,
    );
    await screen.getByRole('button', { name: 'Choose date' }).click();
    const calendar = screen.getByRole('dialog', { name: 'Choose date' });
    await expect.element(calendar.getByRole('button', { name: /March 4,/ })).toBeDisabled();
    await expect.element(calendar.getByRole('button', { name: /March 21,/ })).toBeDisabled();
    await expect.element(calendar.getByRole('button', { name: /March 5,/ })).toBeEnabled();
    // A day's name holds its number as a word, as the button shows it ("4", not "4th").
    await expect
      .element(calendar.getByRole('button', { name: 'Tuesday, March 4, 2025', exact: true }))
      .toHaveTextContent('4');
    await expect
      .element(calendar.getByRole('button', { name: 'Friday, March 14, 2025, selected', exact: true }))
      .toHaveFocus();
  });

  it.each<ThemeName>(['light', 'dark'])(
    'has no axe violations in the %s theme, closed or open',
    async (theme) => {
      const screen = await render(
        <ThemeProvider theme={theme}>
          <DateField label="From" locale="en-US" defaultValue="2026-11-23" hint="The first day to show." />
        </ThemeProvider>,
      );
      const rules = {
        runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
      };
      expect((await axe.run(document.body, rules)).violations).toEqual([]);
      await screen.getByRole('button', { name: 'Choose date' }).click();
      await expect.element(screen.getByRole('grid')).toBeVisible();
      // Contrast is measured once the panel's entry animation has ended.
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      expect((await axe.run(document.body, rules)).violations).toEqual([]);
    },
  );
});
