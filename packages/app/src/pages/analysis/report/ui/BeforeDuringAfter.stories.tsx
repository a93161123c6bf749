import { JournalTiming } from '@emotion-guru/platform-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import type { Report } from '../model/report.ts';
import { BeforeDuringAfter } from './BeforeDuringAfter.tsx';

type Word = Report['shift']['timings'][number]['top'];

function word(id: string, name: string, pleasantness: number, quadrant: Word['quadrant']): Word {
  return {
    id,
    name,
    definition: '',
    kind: 1,
    level: 2,
    origin: 'everyday',
    pleasantness,
    energy: 0.4,
    quadrant,
    isCustom: false,
  };
}

/** Two loops reflected on before, during and after: tense before, calmer after. */
const SHIFT: Report['shift'] = {
  loops: 2,
  timings: [
    { timing: JournalTiming.Before, count: 7, average: -0.55, top: word('anxious', 'Anxious', -0.6, 'red') },
    { timing: JournalTiming.During, count: 4, average: -0.1, top: word('focused', 'Focused', 0.2, 'yellow') },
    { timing: JournalTiming.After, count: 6, average: 0.45, top: word('relieved', 'Relieved', 0.6, 'green') },
  ],
};

const meta = {
  title: 'App/Pages/Report/BeforeDuringAfter',
  component: BeforeDuringAfter,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/report' } },
  args: { shift: SHIFT },
} satisfies Meta<typeof BeforeDuringAfter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shift from before to after, told in one sentence and row by row. */
export const Shift: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Across 2 loops you reflected on at more than one moment. From “Before the event” to “After the event”, your feelings grew more pleasant.',
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** No loop reflected on at two moments yet: how to get this section. */
export const NoLoopsYet: Story = {
  args: { shift: { loops: 0, timings: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Reflect on the same kind of event/)).toBeVisible();
  },
};

/** Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/report' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Önce, sırasında, sonra' })).toBeVisible();
    await expect(canvas.getByText(/hisleriniz daha hoş bir hâl aldı\.$/)).toBeVisible();
  },
};
