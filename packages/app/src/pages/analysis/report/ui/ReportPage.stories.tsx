import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** A caretaker (team): the overview of their clients' weeks above the active client's report. */
export const Caretaker: Story = {
  parameters: { app: { user: 'team', url: '/app/report' } },
  play: async ({ canvas }) => {
    const overview = await canvas.findByRole('region', { name: 'Your clients this week' });
    const table = await within(overview).findByRole('table');
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(within(overview).getByText(/recorded feelings this week/)).toBeVisible();
    await userEvent.click(
      within(overview).getAllByRole('button', { name: /^Show the report for / })[0] as HTMLElement,
    );
  },
};

/** The caretaker's overview in Turkish, dark. */
export const CaretakerTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'team', url: '/tr/app/report' } },
  play: async ({ canvas }) => {
    const overview = await canvas.findByRole('region', { name: 'Danışanlarınız bu hafta' });
    await expect(await within(overview).findByRole('table')).toBeVisible();
  },
};

/** The free plan: the seven-day window, and what advanced insights would add, with the way to the plans. */
export const FreePlan: Story = {
  parameters: { app: { user: 'free', url: '/app/report' } },
  play: async ({ canvas }) => {
    const insights = await canvas.findByRole('region', { name: 'Advanced insights' });
    await expect(within(insights).getByRole('link', { name: 'See plans' })).toBeVisible();
  },
};
