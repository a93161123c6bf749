import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { YearInPixels } from './YearInPixels.tsx';
import { yearOfFeelings } from './year-of-feelings.ts';

const meta = {
  title: 'App/Pages/Report/YearInPixels',
  component: YearInPixels,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/report' } },
  // 28 November 2025 to 27 November 2026, with gaps (every sixth day, two weeks off in August).
  args: yearOfFeelings('en-US'),
} satisfies Meta<typeof YearInPixels>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A year, a row per month and a square per day named in words. The last day is the one tab stop; the
 * arrow keys move a day or a month, and choosing a day lists its feelings.
 */
export const Year: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'The last year, day by day' });
    // Thirteen months: November 2025 (from the 28th) to November 2026.
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(13);
    await expect(within(table).getByRole('rowheader', { name: 'Nov 2025' })).toBeVisible();
    await expect(within(table).getAllByRole('button')).toHaveLength(365);
    await expect(
      within(table).getByRole('button', { name: 'August 10, 2026: nothing recorded' }),
    ).toBeVisible();

    const last = within(table).getByRole('button', { name: 'November 27, 2026: very pleasant, 2 feelings' });
    await expect(last).toHaveAttribute('tabindex', '0');
    await userEvent.click(last);
    await expect(last).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByRole('heading', { name: 'Feelings on November 27, 2026' })).toBeVisible();
    const felt = canvas.getAllByRole('listitem').filter((item) => /·/.test(item.textContent));
    await expect(felt.map((item) => item.textContent.split(' ·')[0])).toEqual(['Calm', 'Content']);

    // A month up: 27 October, one nervous check-in.
    await userEvent.keyboard('{ArrowUp}');
    const october = within(table).getByRole('button', { name: 'October 27, 2026: unpleasant, 1 feeling' });
    await waitFor(() => expect(october).toHaveFocus());
    await expect(october).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByRole('heading', { name: 'Feelings on October 27, 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close the day' }));
    await expect(october).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/report' } },
  args: yearOfFeelings('tr-TR'),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Son bir yıl, gün gün' });
    await userEvent.click(within(table).getByRole('button', { name: '27 Kasım 2026: çok hoş, 2 duygu' }));
    await expect(
      await canvas.findByRole('heading', { name: '27 Kasım 2026 günündeki duygular' }),
    ).toBeVisible();
    await expect(canvas.getByText('Sakin', { exact: false })).toBeVisible();
  },
};
