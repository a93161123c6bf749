import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { ReportSummary } from './ReportSummary.tsx';
import { monthReport } from './year-of-feelings.ts';

const meta = {
  title: 'App/Pages/Report/ReportSummary',
  component: ReportSummary,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/report' } },
  // November: 12 feelings, 6 pleasant with low energy, calm 4 times; nervous 3 times, twice before an
  // exam with the tag "exams".
  args: { report: monthReport('en-US') },
} satisfies Meta<typeof ReportSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month in two sentences: where most feelings fell, and the unpleasant word with its context. */
export const Month: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'In short' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Mostly pleasant with low energy: 50% of your 12 feelings. The word you used most was “Calm” (4 times).',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'The unpleasant feeling you named most was “Nervous” (3 times), mostly before an event with the tag “exams”.',
      ),
    ).toBeVisible();
  },
};

/** Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/report' } },
  args: { report: monthReport('tr-TR') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Kısaca' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Çoğunlukla hoş ve düşük enerjili: 12 duygunuzun %50 kadarı. En çok kullandığınız kelime “Sakin” (4 kez).',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'En sık adlandırdığınız hoş olmayan his “Gergin” oldu (3 kez), çoğunlukla bir olaydan önce ve “exams” etiketiyle.',
      ),
    ).toBeVisible();
  },
};
