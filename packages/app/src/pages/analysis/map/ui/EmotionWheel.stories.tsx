import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { wheelOf } from '@/entities/emotion';
import { appLoader, withApp } from '@/shared/storybook';
import { EmotionWheel } from './EmotionWheel.tsx';
import { monthOfFeelings } from './month-of-feelings.ts';
import { withCatalogue } from './with-catalogue.tsx';

const meta = {
  title: 'App/Pages/Map/EmotionWheel',
  component: EmotionWheel,
  decorators: [withCatalogue, withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/map' } },
  // The month's seventeen feelings: anxiety and hope count for both their parents; "Homesick", the
  // person's own word, has no family and is left off the wheel.
  args: wheelOf(monthOfFeelings('en-US')),
} satisfies Meta<typeof EmotionWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month on Plutchik's wheel, the three largest families said in words. */
export const Month: Story = {
  play: async ({ canvas, canvasElement }) => {
    const wheel = await canvas.findByRole('img', { name: 'Feelings by basic family' });
    await expect(
      await canvas.findByText('Most often: Joy (7), Fear (5), and Anticipation (3).'),
    ).toBeVisible();
    await expect(wheel).toHaveAccessibleDescription('Most often: Joy (7), Fear (5), and Anticipation (3).');
    // Joy has its mild and basic rings, Trust only the basic one (hope), Anger nothing: outlines only.
    const paths = (family: string) => canvasElement.querySelectorAll(`[data-family="${family}"] path`).length;
    await expect(paths('joy')).toBe(3);
    await expect(paths('trust')).toBe(2);
    await expect(paths('anger')).toBe(1);
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent(
      /1 of your own words has no basic feeling yet, so it is not on the wheel\.$/,
    );
  },
};

/** Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/map' } },
  args: wheelOf(monthOfFeelings('tr-TR')),
  play: async ({ canvas }) => {
    const wheel = await canvas.findByRole('img', { name: 'Temel duygulara göre duygular' });
    await expect(await canvas.findByText('En sık: Sevinç (7), Korku (5) ve Beklenti (3).')).toBeVisible();
    await expect(wheel).toHaveAccessibleDescription('En sık: Sevinç (7), Korku (5) ve Beklenti (3).');
  },
};
