import { emotionIdFor } from '@emotion-guru/mocks';
import type { VegEmotionRecord } from '@emotion-guru/platform-sdk';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp, type AppStoryParameters } from '@/shared/storybook';
import { loadOverviewFx } from '../model/overview.ts';
import { reportClosed, reportOpened } from '../model/report.ts';
import { ClientOverview } from './ClientOverview.tsx';

/**
 * The overview compares each client's last 7 days with the 7 before, counted back from today, so its
 * fixed data is given in days ago (at noon) rather than in dates: what the story shows is the same on
 * any day.
 */
const WEEKS: Record<string, readonly [slug: string, daysAgo: number][]> = {
  // Aylin: a pleasant week before, a hard one now (exams).
  'Aylin Koç': [
    ['calm', 9],
    ['joy', 10],
    ['content', 12],
    ['stressed', 1],
    ['anxiety', 2],
    ['drained', 4],
  ],
  // Ece: one check-in last week, nothing since.
  'Ece Şahin': [['lonely', 10]],
  // Michael: calm evenings both weeks.
  'Michael Brown': [
    ['calm', 2],
    ['content', 3],
    ['calm', 8],
    ['content', 11],
  ],
};

/** The team account's clients, in the order the overview asks for them (by name). */
const NAMES = Object.keys(WEEKS);

function checkIns(entries: readonly [string, number][]): VegEmotionRecord[] {
  const now = new Date();
  return entries.map(([slug, daysAgo], index) => ({
    id: `check-in-${slug}-${String(index)}`,
    emotion_id: emotionIdFor(slug),
    date: new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, 12).toISOString(),
  }));
}

/** The report opens around the overview: its loads start only then. */
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

/** The team account with the overview's load answered from WEEKS. */
const app: AppStoryParameters = {
  user: 'team',
  url: '/app/report',
  handlers: [
    [
      loadOverviewFx,
      ({ clientIds }: { clientIds: string[] }) =>
        clientIds.map((clientId, index) => ({
          clientId,
          checkIns: checkIns(WEEKS[NAMES[index] ?? ''] ?? []),
          reflections: [],
        })),
    ],
  ],
};

const meta = {
  title: 'App/Pages/Report/ClientOverview',
  component: ClientOverview,
  decorators: [withReportOpen, withApp],
  loaders: [appLoader],
  parameters: { app },
} satisfies Meta<typeof ClientOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A caretaker's week: Aylin trending less pleasant comes first, then Ece who recorded nothing, then
 * Michael, steady. A row's button shows that client's report (they become the active client).
 */
export const Week: Story = {
  play: async ({ canvas }) => {
    const overview = await canvas.findByRole('region', { name: 'Your clients this week' });
    await expect(
      await within(overview).findByText(
        '2 of your 3 clients recorded feelings this week; 1 trending less pleasant.',
      ),
    ).toBeVisible();
    const rows = within(overview).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(NAMES);
    await expect(rows[0]).toHaveTextContent(/^Aylin Koç3 feelingsvery unpleasantless pleasant/);
    await expect(rows[1]).toHaveTextContent(/^Ece Şahinnothing recorded—not enough to compare/);
    await expect(rows[2]).toHaveTextContent(/^Michael Brown2 feelingsvery pleasantabout the same/);

    // Whichever client was shown, Michael's report next, then back to Aylin's (the first by name).
    const show = within(overview).queryByRole('button', { name: 'Show the report for Michael Brown' });
    if (show) await userEvent.click(show);
    await waitFor(() => expect(rows[2]).toHaveTextContent(/Shown below$/));
    await userEvent.click(within(overview).getByRole('button', { name: 'Show the report for Aylin Koç' }));
    await waitFor(() => expect(rows[0]).toHaveTextContent(/Shown below$/));
  },
};

/** Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { ...app, url: '/tr/app/report' } },
  play: async ({ canvas }) => {
    const overview = await canvas.findByRole('region', { name: 'Danışanlarınız bu hafta' });
    await expect(
      await within(overview).findByText(
        '3 danışanınızdan 2 tanesi bu hafta his kaydetti; 1 tanesinin hisleri daha az hoş.',
      ),
    ).toBeVisible();
    const rows = within(overview).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent(/^Aylin Koç3 hisçok hoş olmayandaha az hoş/);
  },
};
