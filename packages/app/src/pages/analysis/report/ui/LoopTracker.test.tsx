import { Toaster } from '@emotion-guru/ui';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInApp } from '@/shared/testing';
import { acceptSuggestionFx, saveNoteFx } from '../model/loops.ts';
import { ReportPage } from './ReportPage.tsx';

const DISMISSED_KEY = 'eg:loop-suggestions-dismissed';

/** The report (with the app's toasts) of the enterprise demo account (Sarah): two loops, and three reflections tagged "commute". */
async function openTracker(options: Parameters<typeof renderInApp>[1] = {}) {
  localStorage.removeItem(DISMISSED_KEY);
  const page = (
    <>
      <ReportPage />
      <Toaster />
    </>
  );
  const rendered = await renderInApp(page, { url: '/app/report', user: 'enterprise', ...options });
  const tracker = rendered.screen.getByRole('region', { name: 'Loop tracker' });
  await expect.element(tracker.getByRole('heading', { name: 'Your 2 loops' })).toBeVisible();
  return { ...rendered, tracker };
}

describe('LoopTracker', () => {
  it('suggests the tagged reflections as a loop and, once named, follows it with the others', async () => {
    const { screen, tracker } = await openTracker();
    await expect
      .element(tracker.getByRole('heading', { name: 'Tagged “commute”: 3 times in 30 days, each with fear' }))
      .toBeVisible();
    const suggestion = tracker.getByRole('listitem').filter({ hasText: 'Tagged “commute”' });
    await expect.element(suggestion.getByRole('link', { name: 'Train cancelled again' })).toBeVisible();
    await expect.element(suggestion.getByRole('link', { name: 'Stuck between stations' })).toBeVisible();

    // An empty name is refused and said; nothing is sent.
    const name = suggestion.getByRole('textbox', { name: 'Name of the loop' });
    await expect.element(name).toHaveValue('Commute');
    await userEvent.clear(name);
    await userEvent.click(suggestion.getByRole('button', { name: 'Follow as a loop' }));
    await expect.element(name).toHaveAccessibleDescription('Give the loop a name.');
    await expect.element(tracker.getByRole('heading', { name: 'Your 2 loops' })).toBeVisible();

    await userEvent.fill(name, 'Morning trains');
    await userEvent.click(suggestion.getByRole('button', { name: 'Follow as a loop' }));
    await expect.element(screen.getByText('Loop created: its reflections are linked to it')).toBeVisible();
    await expect.element(tracker.getByRole('heading', { name: 'Your 3 loops' })).toBeVisible();
    // The card is gone: focus goes to the new loop's heading, not to the page.
    await expect.element(tracker.getByRole('heading', { name: 'Morning trains', exact: true })).toHaveFocus();
    const loop = tracker.getByRole('listitem').filter({ hasText: 'Morning trains' });
    await expect.element(loop.getByText(/^3 reflections this year, about/)).toBeVisible();
    await expect.element(loop.getByRole('link', { name: 'All reflections of this loop' })).toBeVisible();
    expect(tracker.getByText('Tagged “commute”', { exact: false }).elements()).toHaveLength(0);
  });

  it('a failed accept says so and keeps the suggestion with the name typed', async () => {
    const { screen, tracker } = await openTracker({
      handlers: [
        [
          acceptSuggestionFx,
          () => {
            throw new Error('offline');
          },
        ],
      ],
    });
    const suggestion = tracker.getByRole('listitem').filter({ hasText: 'Tagged “commute”' });
    const name = suggestion.getByRole('textbox', { name: 'Name of the loop' });
    await userEvent.fill(name, 'Morning trains');
    await userEvent.click(suggestion.getByRole('button', { name: 'Follow as a loop' }));
    await expect.element(screen.getByText(/^The loop could not be made\./)).toBeVisible();
    await expect.element(name).toHaveValue('Morning trains');
    await expect.element(tracker.getByRole('heading', { name: 'Your 2 loops' })).toBeVisible();
  });

  it('dismisses a suggestion on this device, with Undo focused to bring it back', async () => {
    const { tracker } = await openTracker();
    const heading = tracker.getByRole('heading', { name: /^Tagged “commute”/ });
    await expect.element(heading).toBeVisible();
    await userEvent.click(tracker.getByRole('button', { name: 'Dismiss' }));
    await expect
      .element(tracker.getByRole('status').filter({ hasText: 'Suggestion dismissed.' }))
      .toBeVisible();
    await expect.element(tracker.getByRole('button', { name: 'Undo' })).toHaveFocus();
    expect(heading.elements()).toHaveLength(0);
    expect(localStorage.getItem(DISMISSED_KEY)).toContain('tag:commute|fear');

    await userEvent.keyboard('{Enter}');
    await expect.element(heading).toBeVisible();
    expect(localStorage.getItem(DISMISSED_KEY)).not.toContain('tag:commute|fear');
  });

  it('opened from a reflection (#loop-<id>), focuses that loop once it is listed', async () => {
    const { router, tracker } = await openTracker();
    const headings = tracker.getByRole('heading', { level: 4 }).elements();
    const target = headings.at(-1);
    expect(target?.id).toMatch(/^loop-/);
    await router.navigate({ href: `/app/report#${target?.id ?? ''}` });
    await expect.element(tracker.getByRole('heading', { level: 4 }).last()).toHaveFocus();
  });

  it('keeps a note on what helps; a failed save says so and keeps the words', async () => {
    let fail = true;
    const saved: string[] = [];
    const { screen, tracker } = await openTracker({
      handlers: [
        [
          saveNoteFx,
          ({ note }: { note: string }) => {
            if (fail) throw new Error('offline');
            saved.push(note);
          },
        ],
      ],
    });
    const note = tracker.getByRole('textbox', { name: 'What helps with this loop' }).first();
    await userEvent.fill(note, 'A walk before opening the laptop.');
    const save = tracker.getByRole('button', { name: 'Save note' }).first();
    await userEvent.click(save);
    await expect
      .element(note)
      .toHaveAccessibleDescription(/The note could not be saved\. What you wrote is still here; try again\./);
    await expect.element(note).toHaveValue('A walk before opening the laptop.');

    fail = false;
    await userEvent.click(save);
    await expect.element(screen.getByText('Note saved')).toBeVisible();
    expect(saved).toEqual(['A walk before opening the laptop.']);
  });

  it('counts the days each tag went with, pleasant to unpleasant, and says it is not a cause', async () => {
    const { screen } = await openTracker();
    const tags = screen.getByRole('region', { name: 'Tags and your days' });
    await expect.element(tags.getByText(/^How many pleasant, mixed and unpleasant days/)).toBeVisible();
    await expect.element(tags.getByText(/not causes/)).toBeVisible();
    const table = tags.getByRole('table', { name: 'Days each tag was used on, by how the day felt' });
    await expect.element(table.getByRole('rowheader', { name: 'commute' })).toBeVisible();
    // Three reflections tagged "commute", on three days: each day counted once, in one column.
    const cells = table
      .getByRole('row')
      .filter({ hasText: 'commute' })
      .getByRole('cell')
      .elements()
      .map((cell) => Number(cell.textContent));
    expect(cells).toHaveLength(3);
    expect(cells.reduce((sum, count) => sum + count, 0)).toBe(3);
  });

  it('reads the whole report in one request, the advanced insights in a second (another endpoint)', async () => {
    const calls: { path: string; entities: string[] }[] = [];
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const body = typeof init?.body === 'string' ? init.body : '';
      const path = new URL(url, location.href).pathname;
      if (path.startsWith('/api/'))
        calls.push({
          path,
          entities: [...body.matchAll(/"entityName":"(\w+)"/g)].map((match) => match[1] ?? ''),
        });
      return original(input, init);
    };
    try {
      // James (premium): one loop, advanced insights, no caretaker overview.
      const { screen } = await renderInApp(<ReportPage />, { url: '/app/report', user: 'premium' });
      const tracker = screen.getByRole('region', { name: 'Loop tracker' });
      await expect.element(tracker.getByRole('heading', { name: 'Your loop' })).toBeVisible();
      await expect.element(screen.getByRole('region', { name: 'In short' })).toBeVisible();
      await expect
        .element(
          screen
            .getByRole('region', { name: 'Advanced insights' })
            .getByText(/^(Drawn from \d+ feelings|Not enough in this period)/),
        )
        .toBeVisible();
    } finally {
      window.fetch = original;
    }
    // Signing in and the client list are the app's start, not the report's.
    const report = calls.filter(
      ({ path, entities }) =>
        !path.startsWith('/api/auth/') && !(entities.length === 1 && entities[0] === 'VegClient'),
    );
    expect(report.map(({ path }) => path).sort()).toEqual(['/api/entity/bulk', '/api/workflow/runFunction']);
    // The bulk: the loop tracker's reflections, the period's check-ins and reflections, the catalogue.
    expect(report.find(({ path }) => path === '/api/entity/bulk')?.entities.sort()).toEqual([
      'VegEmotion',
      'VegEmotionRecord',
      'VegReflection',
      'VegReflection',
    ]);
  });
});
