import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { EmotionsOverTime } from './EmotionsOverTime.tsx';

/** A quarter's weeks, fixed: a quiet start, a hard stretch in the middle, calmer weeks at the end. */
const WEEKS = [
  ['2026-08-31', 1, 2, 0, 3],
  ['2026-09-07', 2, 3, 1, 4],
  ['2026-09-14', 6, 1, 3, 1],
  ['2026-09-21', 8, 0, 4, 0],
  ['2026-09-28', 5, 2, 2, 2],
  ['2026-10-05', 3, 3, 1, 4],
  ['2026-10-12', 0, 0, 0, 0],
  ['2026-10-19', 2, 4, 0, 5],
  ['2026-10-26', 1, 5, 1, 6],
  ['2026-11-02', 1, 4, 0, 7],
  ['2026-11-09', 2, 6, 1, 5],
  ['2026-11-16', 0, 5, 0, 8],
  ['2026-11-23', 1, 2, 0, 2],
].map(([start, red, yellow, blue, green]) => ({
  start: String(start),
  counts: { red: Number(red), yellow: Number(yellow), blue: Number(blue), green: Number(green) },
  total: Number(red) + Number(yellow) + Number(blue) + Number(green),
}));

const meta = {
  title: 'App/Pages/Report/EmotionsOverTime',
  component: EmotionsOverTime,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/report' } },
  args: { weeks: WEEKS },
} satisfies Meta<typeof EmotionsOverTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirteen weeks; the picture is summed up in words, and the numbers are one click away. */
export const Quarter: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', {
        name: 'Emotions over time 13 weeks. Feelings recorded: 129; the most in the week of Nov 9 (14).',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByText('Show as a table'));
    const table = canvas.getByRole('table', { name: 'Feelings per week, by area of the mood map' });
    await expect(within(table).getAllByRole('row')).toHaveLength(14);
  },
};

/** Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/report' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Zaman içinde duygular' })).toBeVisible();
    await expect(canvas.getByText('Tablo olarak gösterin')).toBeVisible();
  },
};
