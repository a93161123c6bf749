import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      // The calendar is an overlay: each story gets its own frame.
      story: { inline: false, iframeHeight: 460 },
      description: {
        component:
          'A date input that follows the page language, not the browser: `locale` sets the order dates are ' +
          'shown and typed in (`23.11.2026` for tr-TR, `11/23/2026` for en-US); the value is ISO ' +
          '`yyyy-mm-dd`. The button opens a calendar (react-day-picker, loaded on first use): arrow keys ' +
          'move between days, Enter picks, Escape closes, and focus returns to the input. Text that is not ' +
          'a date stays as typed and gets an error. Texts are props with English defaults.',
      },
    },
  },
  args: { label: 'From', locale: 'en-US', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '2026-11-23' },
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('textbox', { name: 'From' });
    await expect(input).toHaveValue('11/23/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    const calendar = await page.findByRole('dialog', { name: 'Choose date' });
    const day = await within(calendar).findByRole('button', { name: /November 23, 2026/ });
    await waitFor(() => expect(day).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-30');
    await expect(input).toHaveValue('11/30/2026');
    await expect(input).toHaveFocus();
  },
};

export const Turkish: Story = {
  args: {
    label: 'Başlangıç',
    locale: 'tr-TR',
    placeholderLetters: { day: 'gg', month: 'aa', year: 'yyyy' },
    calendarLabel: 'Tarih seç',
    loadingLabel: 'Takvim yükleniyor',
    invalidMessage: (format: string) => `Geçerli bir tarihi ${format} biçiminde girin.`,
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Başlangıç' });
    await expect(input).toHaveAttribute('placeholder', 'gg.aa.yyyy');
    await userEvent.type(input, '23.11.2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-23');
    await userEvent.clear(input);
    await userEvent.type(input, '31.02.2026');
    await userEvent.tab();
    await expect(input).toHaveValue('31.02.2026');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Geçerli bir tarihi gg.aa.yyyy biçiminde girin.');
  },
};

export const CalendarOpenDark: Story = {
  // A month long past, so that no day of it is ever marked as today and the baseline stays the same.
  args: { defaultValue: '2025-03-14', min: '2025-03-05', hint: 'The first day to show.' },
  globals: { theme: 'dark' },
  // The visual test runs the play function first, to capture the open calendar.
  parameters: { visual: { play: true } },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('textbox', { name: 'From' });
    await userEvent.click(input);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const calendar = await page.findByRole('dialog', { name: 'Choose date' });
    await expect(await within(calendar).findByRole('button', { name: /March 4, 2025/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(input).toHaveFocus();
    // Left open for the visual baseline, once the panel has faded in.
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    await waitFor(() => expect(page.getByRole('grid', { name: 'March 2025' })).toBeVisible());
  },
};

export const CalendarTurkish: Story = {
  args: {
    label: 'Başlangıç',
    locale: 'tr-TR',
    defaultValue: '2025-03-14',
    placeholderLetters: { day: 'gg', month: 'aa', year: 'yyyy' },
    calendarLabel: 'Tarih seç',
    loadingLabel: 'Takvim yükleniyor',
  },
  // The visual test runs the play function first, to capture the open calendar.
  parameters: { visual: { play: true } },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('textbox', { name: 'Başlangıç' })).toHaveValue('14.03.2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Tarih seç' }));
    const calendar = await page.findByRole('dialog', { name: 'Tarih seç' });
    // Turkish month and day names; the week starts on Monday (Pazartesi).
    const grid = await within(calendar).findByRole('grid', { name: 'Mart 2025' });
    await waitFor(() => expect(grid).toBeVisible());
    // The weekday row is hidden from assistive technology (each day's name says its weekday).
    await expect(grid.querySelector('th')).toHaveAttribute('aria-label', 'Pazartesi');
    await waitFor(() => expect(within(calendar).getByRole('button', { name: /14 Mart 2025/ })).toHaveFocus());
  },
};

export const WithErrorDark: Story = {
  args: { defaultValue: '2026-11-23', error: 'Pick a day before the end date.', required: true },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /From/ });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Pick a day before the end date.');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2026-11-23', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'From' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose date' })).toBeDisabled();
  },
};
