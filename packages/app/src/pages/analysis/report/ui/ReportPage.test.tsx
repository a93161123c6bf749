import { emotionIdFor } from '@emotion-guru/mocks';
import { JournalTiming, type VegEmotionRecord } from '@emotion-guru/platform-sdk';
import { allSettled } from 'effector';
import { useUnit } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { isoDay, periodRange, weeksOf } from '@/entities/emotion';
import { renderInApp } from '@/shared/testing';
import { $activeClientId, $clients, activeClientSelected } from '@/entities/client';
import type { InsightsRequest } from '../api/insights-api.ts';
import { loadInsightsFx } from '../model/insights.ts';
import { loadOverviewFx } from '../model/overview.ts';
import { loadReportFx, type ReportRequest } from '../model/report.ts';
import { ReportPage } from './ReportPage.tsx';

const DAY_MS = 86_400_000;

/** As the app's layout does it: the page is made anew for each active client. */
function ReportOfActiveClient() {
  const clientId = useUnit($activeClientId);
  return <ReportPage key={clientId ?? 'none'} />;
}

/** Check-ins `days` days ago at noon, of the given catalogue words. */
function checkIns(...entries: [slug: string, daysAgo: number][]): VegEmotionRecord[] {
  const now = new Date();
  return entries.map(([slug, daysAgo], index) => ({
    id: `check-in-${String(index)}`,
    emotion_id: emotionIdFor(slug),
    date: new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, 12).toISOString(),
  }));
}

describe('ReportPage', () => {
  it('tells the month in words, ranks its words, compares granularity and shows the year in pixels', async () => {
    const requests: ReportRequest[] = [];
    const records = checkIns(
      ['nervous', 0],
      ['nervous', 1],
      ['anger', 2],
      ['calm', 3],
      // The month before: one word only.
      ['calm', 40],
      ['calm', 41],
    );
    const { screen } = await renderInApp(<ReportPage />, {
      url: '/app/report',
      user: 'premium',
      handlers: [
        [
          loadReportFx,
          (request: ReportRequest) => {
            requests.push(request);
            return { checkIns: records, reflections: [], range: request.range, clientId: request.clientId };
          },
        ],
      ],
    });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Emotion report' })).toBeVisible();
    const summary = screen.getByRole('region', { name: 'In short' });
    await expect
      .element(
        summary.getByText(
          /^Mostly unpleasant with high energy: 75% of your 4 feelings\. The word you used most was “Nervous” \(2 times\)\.$/,
        ),
      )
      .toBeVisible();
    await expect
      .element(summary.getByText('The unpleasant feeling you named most was “Nervous” (2 times).'))
      .toBeVisible();
    const words = screen.getByRole('region', { name: 'Words you used most' }).getByRole('listitem');
    // Ties: the word felt last comes first.
    expect(words.elements().map((item) => item.textContent)).toEqual([
      'Nervous2 times',
      'Anger1 time',
      'Calm1 time',
    ]);
    const granularity = screen.getByRole('region', { name: 'Emotional granularity' });
    await expect
      .element(granularity.getByText('You used 3 different words in this period. In the period before: 1.'))
      .toBeVisible();
    await expect.element(granularity.getByText(/^More words than before/)).toBeVisible();

    // Emotions over time: a bar per week of the month, summed up in words; the table gives the numbers.
    const overTime = screen.getByRole('region', { name: 'Emotions over time' });
    const month = periodRange('30d', new Date());
    const weekCount = weeksOf([], month.from, month.to).length;
    await expect
      .element(
        overTime.getByRole('img', {
          name: new RegExp(`^Emotions over time ${String(weekCount)} weeks\\. Feelings recorded: 4;`),
        }),
      )
      .toBeVisible();
    expect(overTime.element().querySelectorAll('[data-week]')).toHaveLength(weekCount);
    await overTime.getByText('Show as a table').click();
    await expect
      .element(overTime.getByRole('table', { name: 'Feelings per week, by area of the mood map' }))
      .toBeVisible();
    const rows = [...overTime.element().querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(weekCount);
    const column = (index: number) =>
      rows.reduce((sum, row) => sum + Number(row.querySelectorAll('td')[index]?.textContent), 0);
    // Columns: red, yellow, blue, green, all.
    expect([0, 1, 2, 3, 4].map(column)).toEqual([3, 0, 0, 1, 4]);
    // The overview of clients is the team plan's.
    await expect
      .element(screen.getByRole('region', { name: 'Your clients this week' }))
      .not.toBeInTheDocument();
    // Check-ins alone tell no shift across an event: the section says how to get one.
    await expect
      .element(
        screen
          .getByRole('region', { name: 'Before, during, after' })
          .getByText(/^Reflect on the same kind of event/),
      )
      .toBeVisible();
    // One request: the year and the month before it together.
    expect(requests).toHaveLength(1);
    expect(
      (requests[0]?.range.to.getTime() ?? 0) - (requests[0]?.range.from.getTime() ?? 0),
    ).toBeGreaterThanOrEqual(364 * DAY_MS);

    // The year in pixels: 365 days; today's square is the one tab stop; arrows move, and show the day.
    // (The squares are read from the DOM: a role query by name over 365 buttons stalls the browser.)
    const pixels = screen.getByRole('region', { name: 'A year in pixels' });
    await expect.element(pixels).toBeVisible();
    const squares = document.querySelectorAll<HTMLButtonElement>('[data-day]');
    expect(squares.length).toBe(365);
    const square = (day: string) => document.querySelector<HTMLButtonElement>(`[data-day="${day}"]`);
    const today = square(isoDay(new Date()));
    expect(today?.tabIndex).toBe(0);
    expect(today?.getAttribute('aria-label')).toMatch(/: unpleasant, 1 feeling$/);
    expect([...squares].filter((button) => button.tabIndex === 0)).toHaveLength(1);
    today?.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const yesterday = isoDay(new Date(Date.now() - DAY_MS));
    await expect.poll(() => document.activeElement?.getAttribute('data-day')).toBe(yesterday);
    expect(square(yesterday)?.getAttribute('aria-pressed')).toBe('true');
    await expect.element(pixels.getByRole('heading', { level: 3, name: /^Feelings on / })).toBeVisible();
    await expect.element(pixels.getByRole('listitem').filter({ hasText: 'Nervous' })).toBeVisible();
    await userEvent.keyboard('{ArrowUp}');
    const monthBefore = new Date();
    monthBefore.setDate(monthBefore.getDate() - 1);
    monthBefore.setMonth(monthBefore.getMonth() - 1);
    await expect.poll(() => document.activeElement?.getAttribute('data-day')).toBe(isoDay(monthBefore));
    await screen.getByText('Close the day').click();
    await expect.element(pixels.getByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('under /tr: an empty period says so, the year is still drawn, and a failure offers "Tekrar deneyin"', async () => {
    let calls = 0;
    const { screen } = await renderInApp(<ReportPage />, {
      url: '/tr/app/report',
      user: 'premium',
      handlers: [
        [
          loadReportFx,
          (request: ReportRequest) => {
            calls += 1;
            if (calls === 1) throw new Error('offline');
            return {
              checkIns: checkIns(['calm', 100]),
              reflections: [],
              range: request.range,
              clientId: request.clientId,
            };
          },
        ],
      ],
    });
    await expect.element(screen.getByRole('alert').getByText('Rapor yüklenemedi.')).toBeVisible();
    await screen.getByRole('button', { name: 'Tekrar deneyin' }).click();
    await expect
      .element(screen.getByRole('heading', { name: 'Bu dönemde kaydedilmiş bir şey yok' }))
      .toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Piksellerle bir yıl' })).toBeVisible();
    const day = new Date();
    day.setDate(day.getDate() - 100);
    await expect
      .poll(() => document.querySelector(`[data-day="${isoDay(day)}"]`)?.getAttribute('aria-label'))
      .toMatch(/: (çok )?hoş, 1 duygu$/);
  });

  it('before, during, after: the loops reflected on at two timings, the shift between them in words', async () => {
    const now = new Date();
    const reflection = (
      id: string,
      loopId: string,
      timing: JournalTiming,
      daysAgo: number,
      ...slugs: string[]
    ) => ({
      id,
      loop_id: loopId,
      timing,
      date: new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, 9).toISOString(),
      emotions: slugs.map((slug) => ({ emotion_id: emotionIdFor(slug) })),
    });
    const { screen } = await renderInApp(<ReportPage />, {
      url: '/app/report',
      user: 'premium',
      handlers: [
        [
          loadReportFx,
          (request: ReportRequest) => ({
            checkIns: checkIns(['anger', 1]),
            reflections: [
              reflection('r1', 'meetings', JournalTiming.Before, 3, 'anxiety', 'nervous'),
              reflection('r2', 'meetings', JournalTiming.After, 2, 'calm', 'joy'),
              // Only ever reflected on afterwards: no shift to tell.
              reflection('r3', 'runs', JournalTiming.After, 1, 'anger'),
            ],
            range: request.range,
            clientId: request.clientId,
          }),
        ],
      ],
    });
    const section = screen.getByRole('region', { name: 'Before, during, after' });
    await expect
      .element(
        section.getByText(
          'Across 1 loop you reflected on at more than one moment. From “Before the event” to “After the event”, your feelings grew more pleasant.',
        ),
      )
      .toBeVisible();
    const rows = [...section.element().querySelectorAll('[data-timing]')];
    expect(rows.map((row) => row.getAttribute('data-timing'))).toEqual([
      String(JournalTiming.Before),
      String(JournalTiming.After),
    ]);
    expect(rows[0]?.textContent).toMatch(
      /^Before the event(very )?unpleasant on average; .* named most \(2 feelings in all\)$/,
    );
    expect(rows[1]?.textContent).toMatch(
      /^After the event(very )?pleasant on average; .* named most \(2 feelings in all\)$/,
    );
  });

  it("a caretaker's overview: each client's week, the one trending less pleasant first; a row shows that client's report", async () => {
    let asked: string[] = [];
    const { screen, scope } = await renderInApp(<ReportPage />, {
      url: '/app/report',
      user: 'team',
      handlers: [
        [
          loadOverviewFx,
          ({ clientIds }: { clientIds: string[] }) => {
            asked = clientIds;
            return clientIds.map((clientId, index) => ({
              clientId,
              // The first: pleasant last week, unpleasant this week; the second: nothing; the rest: steady.
              checkIns:
                index === 0
                  ? checkIns(['anger', 1], ['nervous', 2], ['calm', 9], ['joy', 10])
                  : index === 1
                    ? []
                    : checkIns(['calm', 1], ['calm', 8]),
              reflections: [],
            }));
          },
        ],
      ],
    });
    const overview = screen.getByRole('region', { name: 'Your clients this week' });
    await expect.element(overview.getByRole('table')).toBeVisible();
    expect(asked.length).toBeGreaterThanOrEqual(3);
    await expect
      .element(
        overview.getByText(
          `${String(asked.length - 1)} of your ${String(asked.length)} clients recorded feelings this week; 1 trending less pleasant.`,
        ),
      )
      .toBeVisible();
    const rows = [...overview.element().querySelectorAll('tbody tr')];
    expect(rows.map((row) => row.getAttribute('data-client'))).toEqual([
      asked[0],
      asked[1],
      ...asked.slice(2),
    ]);
    expect(rows.map((row) => row.getAttribute('data-trend'))).toEqual([
      'lower',
      'none',
      ...asked.slice(2).map(() => 'steady'),
    ]);
    expect(rows[0]?.querySelectorAll('td')[2]?.textContent).toBe('less pleasant');
    expect(rows[1]?.querySelectorAll('td')[0]?.textContent).toBe('nothing recorded');

    // Another client's report: that client becomes the active one (the page below follows it).
    const other = rows.find((row) => row.querySelector('button') !== null);
    const otherId = other?.getAttribute('data-client') ?? '';
    const name = other?.querySelector('th')?.textContent ?? '';
    await overview.getByRole('button', { name: `Show the report for ${name}` }).click();
    await expect.poll(() => scope.getState($activeClientId)).toBe(otherId);
  });

  it("advanced insights: the observations for premium, asked for the period in the user's language", async () => {
    const asked: InsightsRequest[] = [];
    const { screen } = await renderInApp(<ReportPage />, {
      url: '/tr/app/report',
      user: 'premium',
      handlers: [
        [
          loadInsightsFx,
          (request: InsightsRequest) => {
            asked.push(request);
            return {
              records: 12,
              observations: [
                { kind: 'timeOfDay', text: 'Sabahlar, akşamlara göre belirgin biçimde daha hoştu.' },
                { kind: 'direction', text: 'Dönem hafifledi.' },
              ],
            };
          },
        ],
      ],
    });
    const section = screen.getByRole('region', { name: 'Gelişmiş içgörüler' });
    await expect.element(section.getByText('Dönem hafifledi.')).toBeVisible();
    expect(section.getByRole('listitem').elements()).toHaveLength(2);
    await expect
      .element(section.getByText('12 histen çıkarıldı: kayıtlarınızdaki örüntüler, bir tanı değil.'))
      .toBeVisible();
    expect(asked[0]?.language).toBe('tr-TR');
    // The report's period: the last 30 days, today included.
    expect(Math.round(((asked[0]?.to.getTime() ?? 0) - (asked[0]?.from.getTime() ?? 0)) / DAY_MS)).toBe(30);
  });

  it('advanced insights on the free plan: what they would be, and the way to the plans; nothing is asked', async () => {
    let asked = 0;
    const { screen } = await renderInApp(<ReportPage />, {
      url: '/app/report',
      user: 'free',
      handlers: [
        [
          loadInsightsFx,
          () => {
            asked += 1;
            return { records: 0, observations: [] };
          },
        ],
      ],
    });
    const section = screen.getByRole('region', { name: 'Advanced insights' });
    await expect
      .element(section.getByText(/^The Premium, Pro and Team plans add written observations/))
      .toBeVisible();
    await expect
      .element(section.getByRole('link', { name: 'See plans' }))
      .toHaveAttribute('href', '/app/subscriptions');
    expect(asked).toBe(0);
  });
  it("after a client switch, reports nothing of the previous client's while the new client's records load", async () => {
    // The client switched to: its records come only when the test says so; any other client's at once.
    let gated: string | null = null;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { screen, scope } = await renderInApp(<ReportOfActiveClient />, {
      url: '/app/report',
      user: 'team',
      handlers: [
        [
          loadReportFx,
          async (request: ReportRequest) => {
            const isGated = request.clientId === gated;
            if (isGated) await released;
            return {
              checkIns: isGated ? checkIns(['rage', 1]) : checkIns(['calm', 1], ['calm', 2]),
              reflections: [],
              range: request.range,
              clientId: request.clientId,
            };
          },
        ],
      ],
    });
    await expect.poll(() => scope.getState($activeClientId)).not.toBeNull();
    const summary = screen.getByRole('region', { name: 'In short' });
    await expect.element(summary.getByText(/of your 2 feelings/)).toBeVisible();
    const first = scope.getState($activeClientId);
    const other = scope.getState($clients).find((client) => client.id !== first);
    if (!other) throw new Error('The team caretaker has one client only');
    gated = other.id;

    // Not awaited yet: allSettled waits for every effect it starts, the held load included.
    const switched = allSettled(activeClientSelected, { scope, params: other.id });
    await expect.element(screen.getByText('Loading the report…')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/of your 2 feelings/);

    release();
    await switched;
    await expect.element(summary.getByText(/of your 1 feeling/)).toBeVisible();
    if (first) await allSettled(activeClientSelected, { scope, params: first });
  });
});
