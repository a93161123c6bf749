import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { TopWords } from './TopWords.tsx';
import { monthReport } from './year-of-feelings.ts';

const meta = {
  title: 'App/Pages/Report/TopWords',
  component: TopWords,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/report' } },
  // November's five words: calm 4 times, nervous 3, content and tired twice (content the later), joy once.
  args: { words: monthReport('en-US').words },
} satisfies Meta<typeof TopWords>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five words used most, most first, each with its count (the bars only repeat it). */
export const Month: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Words you used most' })).toBeVisible();
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Calm4 times',
      'Nervous3 times',
      'Content2 times',
      'Tired2 times',
      'Joy1 time',
    ]);
  },
};

/** Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/report' } },
  args: { words: monthReport('tr-TR').words },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'En çok kullandığınız kelimeler' }),
    ).toBeVisible();
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Sakin4 kez');
    await expect(rows[4]).toHaveTextContent('Sevinç1 kez');
  },
};
