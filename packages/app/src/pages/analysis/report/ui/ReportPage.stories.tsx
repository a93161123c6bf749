import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { ReportPage } from './ReportPage.tsx';

const meta = {
  title: 'App/Pages/Report/ReportPage',
  component: ReportPage,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/report' } },
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo account's month: the summary, its words, granularity and the year in pixels. */
export const Month: Story = {
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole('region', { name: 'In short' });
    await expect(within(summary).getByText(/^Mostly /)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'A year in pixels' })).toBeVisible();
  },
};

/** Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/report' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Kısaca' })).toBeVisible();
  },
};
