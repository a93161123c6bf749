import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { Granularity } from './Granularity.tsx';

const meta = {
  title: 'App/Pages/Report/Granularity',
  component: Granularity,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/report' } },
  // November's five different words, against three in October.
  args: { count: 5, previous: 3 },
} satisfies Meta<typeof Granularity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More words than the period before: said as encouragement. */
export const MoreWords: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Emotional granularity' })).toBeVisible();
    await expect(
      canvas.getByText('You used 5 different words in this period. In the period before: 3.'),
    ).toBeVisible();
    await expect(canvas.getByText(/^More words than before/)).toBeVisible();
  },
};

/** The first period (nothing before it), one word: no comparison, never a grade. */
export const FirstPeriod: Story = {
  args: { count: 1, previous: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You used 1 different word in this period.')).toBeVisible();
    await expect(canvas.getByText(/^Naming a feeling precisely makes it easier to handle/)).toBeVisible();
  },
};

/** Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/report' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Duygusal ayrıntı düzeyi' })).toBeVisible();
    await expect(
      canvas.getByText('Bu dönemde 5 farklı kelime kullandınız. Önceki dönemde: 3.'),
    ).toBeVisible();
    await expect(canvas.getByText(/^Öncekinden daha çok kelime/)).toBeVisible();
  },
};
