import { emotionIdFor } from '@emotion-guru/mocks';
import type { VegEmotionRecord } from '@emotion-guru/platform-sdk';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import type { Reflection } from '@/entities/reflection';
import { appLoader, withApp, type AppStoryParameters } from '@/shared/storybook';
import { loadLoopsFx } from '../model/loops.ts';
import { loadReportFx, reportClosed, reportOpened, type ReportRequest } from '../model/report.ts';
import { TagsAndDays } from './TagsAndDays.tsx';

/**
 * The section compares the tags of the report's period (the last 30 days, counted back from today) with
 * how those days felt, so its fixed data is given in days ago (at noon) rather than in dates: what the
 * story shows is the same on any day.
 */
const CHECK_INS: readonly [slug: string, daysAgo: number][] = [
  ['calm', 2],
  ['content', 2],
  ['stressed', 5],
  ['anxiety', 5],
  ['calm', 9],
  ['drained', 12],
  ['nervous', 16],
  ['calm', 16],
  ['joy', 20],
  // The month before: not in the period.
  ['calm', 40],
];

/** Reflections' tags by day: "Work" on day 5 is the same tag as "work", counted once that day. */
const TAGGED: readonly [tags: string[], daysAgo: number][] = [
  [['family'], 2],
  [['work'], 5],
  [['Work'], 5],
  [['family', 'walk'], 9],
  [['work', 'sleep'], 12],
  [['work'], 16],
  [['family'], 20],
  [['holiday'], 40],
];

function noonDaysAgo(daysAgo: number): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, 12).toISOString();
}

function checkIns(): VegEmotionRecord[] {
  return CHECK_INS.map(([slug, daysAgo], index) => ({
    id: `check-in-${String(index)}`,
    emotion_id: emotionIdFor(slug),
    date: noonDaysAgo(daysAgo),
  }));
}

function reflections(): Reflection[] {
  return TAGGED.map(([tags, daysAgo], index) => ({
    id: `reflection-${String(index)}`,
    clientId: 'client',
    title: '',
    description: '',
    thoughts: '',
    actions: '',
    needs: '',
    date: noonDaysAgo(daysAgo),
    timing: null,
    emotions: [],
    body: [],
    loop: null,
    tags,
    color: null,
    private: false,
    status: 1,
    createdById: null,
    protection: 'plain',
    record: { id: `reflection-${String(index)}` },
  }));
}

/** The report opens around the section: its loads start only then. */
function ReportOpen({ children }: { children: ReactNode }) {
  const [open, close] = useUnit([reportOpened, reportClosed]);
  useEffect(() => {
    open();
    return () => close();
  }, [open, close]);
  return <>{children}</>;
}

const withReportOpen: Decorator = (Story) => (
  <ReportOpen>
    <Story />
  </ReportOpen>
);

/** The premium account with the report's and the tracker's loads answered from the lists above. */
const app: AppStoryParameters = {
  user: 'premium',
  url: '/app/report',
  handlers: [
    [
      loadReportFx,
      ({ range, clientId }: ReportRequest) => ({ checkIns: checkIns(), reflections: [], range, clientId }),
    ],
    [
      loadLoopsFx,
      ({ range }: { range: ReportRequest['range'] }) => ({ reflections: reflections(), notes: {}, range }),
    ],
  ],
};

const meta = {
  title: 'App/Pages/Report/TagsAndDays',
  component: TagsAndDays,
  decorators: [withReportOpen, withApp],
  loaders: [appLoader],
  parameters: { app },
} satisfies Meta<typeof TagsAndDays>;

export default meta;
type Story = StoryObj<typeof meta>;

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/**
 * "family" on three pleasant days, "work" on two unpleasant ones and a mixed one; "holiday" (40 days
 * ago) is outside the period. The most used first, then by name.
 */
export const Month: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {
      name: 'Days each tag was used on, by how the day felt',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'family',
      'work',
      'sleep',
      'walk',
    ]);
    await expect(rows.map(cells)).toEqual([
      ['3', '0', '0'],
      ['0', '1', '2'],
      ['0', '0', '1'],
      ['1', '0', '0'],
    ]);
    await expect(
      canvas.getByText(/^How many pleasant, mixed and unpleasant days each tag was used on\./),
    ).toBeVisible();
  },
};

/** Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { ...app, url: '/tr/app/report' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {
      name: 'Her etiketin kullanıldığı günler, günün nasıl hissettirdiğine göre',
    });
    await expect(within(table).getByRole('columnheader', { name: 'Hoş olmayan günler' })).toBeVisible();
    const work = within(table).getByRole('rowheader', { name: 'work' }).closest('tr');
    await expect(work ? cells(work) : []).toEqual(['0', '1', '2']);
  },
};
