import { emotionIdFor } from '@emotion-guru/mocks';
import type { VegEmotionRecord } from '@emotion-guru/platform-sdk';
import { allSettled } from 'effector';
import { useUnit } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $activeClientId, $clients, activeClientSelected } from '@/entities/client';
import { $emotionCatalogue } from '@/entities/emotion';
import { renderInApp } from '@/shared/testing';
import { $custom, loadMapRecordsFx, type MapRequest } from '../model/map.ts';
import { MapPage } from './MapPage.tsx';

const chart = (screen: Awaited<ReturnType<typeof renderInApp>>['screen']) =>
  screen.getByRole('listbox', { name: 'Feelings by pleasantness and energy' });

/** As the app's layout does it: the page is made anew for each active client. */
function MapOfActiveClient() {
  const clientId = useUnit($activeClientId);
  return <MapPage key={clientId ?? 'none'} />;
}

describe('MapPage', () => {
  it("draws the period's feelings, moves between them by keyboard, and shows them as a sortable table", async () => {
    const { screen } = await renderInApp(<MapPage />, { url: '/app/map', user: 'premium' });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Emotional map' })).toBeVisible();
    await expect
      .element(chart(screen))
      .toHaveAccessibleDescription(/^\d+ feelings: \d+ pleasant with high energy/);
    const points = () => chart(screen).getByRole('option').elements().length;
    expect(points()).toBeGreaterThan(3);
    const details = () =>
      document.querySelector('[aria-live="polite"][data-point-details]')?.textContent ?? '';
    expect(details()).toMatch(/Point at a feeling/);

    (chart(screen).element() as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    // The latest feeling is the active option, and the details say its word, area and kind of record.
    const options = chart(screen).getByRole('option').elements();
    const last = options[options.length - 1];
    await expect.poll(() => last?.getAttribute('aria-selected')).toBe('true');
    expect(chart(screen).element().getAttribute('aria-activedescendant')).toBe(last?.id);
    await expect.poll(details).toMatch(/(Pleasant|Unpleasant), (high|low) energy/);
    expect(details()).toContain(last?.getAttribute('aria-label')?.split(',')[0] ?? '-');
    const latest = details();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(details).not.toBe(latest);
    await expect.poll(() => options[options.length - 2]?.getAttribute('aria-selected')).toBe('true');

    const drawn = points();
    await screen.getByRole('switch', { name: 'Show as table' }).click();
    const table = screen.getByRole('table', { name: 'Every feeling of the period' });
    await expect.element(table).toBeVisible();
    // The same feelings, a row each.
    expect(table.getByRole('rowheader').elements()).toHaveLength(drawn);
    const dateHeader = table.getByRole('columnheader', { name: 'Date' });
    await expect.element(dateHeader).toHaveAttribute('aria-sort', 'descending');
    const words = () =>
      table
        .getByRole('rowheader')
        .elements()
        .map((cell) => cell.textContent);
    await table.getByRole('button', { name: 'Feeling' }).click();
    await expect
      .element(table.getByRole('columnheader', { name: 'Feeling' }))
      .toHaveAttribute('aria-sort', 'descending');
    const sorted = words();
    expect(sorted).toEqual([...sorted].sort((a, b) => b.localeCompare(a, 'en-US')));
    await expect.element(dateHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('filters by a tag of the period’s reflections: only their feelings, check-ins left out', async () => {
    // Sarah (enterprise) tagged three reflections "commute", two feelings each.
    const { screen } = await renderInApp(<MapPage />, { url: '/app/map', user: 'enterprise' });
    await expect.element(chart(screen)).toHaveAccessibleDescription(/^\d+ feelings:/);
    const all = chart(screen).getByRole('option').elements().length;
    const tag = screen.getByRole('combobox', { name: 'Tag' });
    await expect.element(tag).toHaveValue('');
    expect([...(tag.element() as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Any tag (check-ins too)',
      'commute',
    ]);
    await tag.selectOptions('commute');
    await expect.element(chart(screen)).toHaveAccessibleDescription(/^6 feelings:/);
    expect(chart(screen).getByRole('option').elements()).toHaveLength(6);
    await tag.selectOptions('Any tag (check-ins too)');
    await expect.poll(() => chart(screen).getByRole('option').elements().length).toBe(all);
  });

  it('asks for the chosen period in one go, its start kept to the free plan’s seven days', async () => {
    const requests: MapRequest[] = [];
    const { screen } = await renderInApp(<MapPage />, {
      url: '/app/map',
      user: 'free',
      handlers: [
        [
          loadMapRecordsFx,
          (request: MapRequest) => {
            requests.push(request);
            return { checkIns: [], reflections: [], range: request.range, clientId: request.clientId };
          },
        ],
      ],
    });
    await expect.element(screen.getByText('Your plan shows the last 7 days.')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'See plans' }))
      .toHaveAttribute('href', '/app/subscriptions');
    await expect
      .element(screen.getByRole('heading', { name: 'No feelings recorded in this period' }))
      .toBeVisible();
    // One request, from seven days ago (not the 30-day period's start) to the end of today.
    expect(requests).toHaveLength(1);
    const [first] = requests;
    const sevenDaysAgo = Date.now() - 7 * 86_400_000;
    expect(Math.abs((first?.range.from.getTime() ?? 0) - sevenDaysAgo)).toBeLessThan(60_000);
    expect(first?.range.to.getTime()).toBeGreaterThan(Date.now());
  });

  it('says when loading failed, keeps the choices, and loads again on "Try again"', async () => {
    let calls = 0;
    const { screen } = await renderInApp(<MapPage />, {
      url: '/tr/app/map',
      user: 'premium',
      handlers: [
        [
          loadMapRecordsFx,
          (request: MapRequest) => {
            calls += 1;
            if (calls === 1) throw new Error('offline');
            return { checkIns: [], reflections: [], range: request.range, clientId: request.clientId };
          },
        ],
      ],
    });
    await expect.element(screen.getByRole('alert').getByText('Harita yüklenemedi.')).toBeVisible();
    await screen.getByRole('button', { name: 'Tekrar deneyin' }).click();
    await expect
      .element(screen.getByRole('heading', { name: 'Bu dönemde kaydedilmiş bir duygu yok' }))
      .toBeVisible();
    await screen.getByRole('combobox', { name: 'Zamanlama' }).selectOptions('Olaydan sonra');
    await expect
      .element(screen.getByRole('heading', { name: 'Bu zamanlamada kaydedilmiş bir duygu yok' }))
      .toBeVisible();
  });

  it("draws Plutchik's wheel: a composite counts for both parents, each word at its ring, also as a table", async () => {
    const today = new Date();
    const checkIn = (slug: string, hours: number): VegEmotionRecord => ({
      id: `check-in-${slug}`,
      emotion_id: emotionIdFor(slug),
      date: new Date(today.getTime() - hours * 3_600_000).toISOString(),
    });
    const { screen } = await renderInApp(<MapPage />, {
      url: '/app/map',
      user: 'premium',
      handlers: [
        [
          loadMapRecordsFx,
          (request: MapRequest) => ({
            checkIns: [checkIn('serenity', 1), checkIn('joy', 2), checkIn('ecstasy', 3), checkIn('love', 4)],
            reflections: [],
            range: request.range,
            clientId: request.clientId,
          }),
        ],
      ],
    });
    await expect.element(chart(screen)).toBeVisible();
    await screen.getByRole('combobox', { name: 'View' }).selectOptions("Plutchik's wheel");
    const wheel = screen.getByRole('img', { name: 'Feelings by basic family' });
    await expect.element(wheel).toBeVisible();
    await expect.element(wheel).toHaveAccessibleDescription('Most often: Joy (4) and Trust (1).');
    // Joy's petal has all three rings, Trust's only the basic one (love is a medium-level word).
    expect(wheel.element().querySelectorAll('[data-family="joy"] path')).toHaveLength(4);
    expect(wheel.element().querySelectorAll('[data-family="trust"] path')).toHaveLength(2);

    await screen.getByRole('switch', { name: 'Show as table' }).click();
    const table = screen.getByRole('table', { name: 'Feelings by basic family' });
    await expect.element(table).toBeVisible();
    expect(table.getByRole('rowheader').elements()).toHaveLength(8);
    const cells = (family: string) =>
      [...(table.getByRole('rowheader', { name: family }).element().parentElement?.children ?? [])]
        .slice(1)
        .map((cell) => cell.textContent);
    expect(cells('Joy')).toEqual(['1', '2', '1', '4']);
    expect(cells('Trust')).toEqual(['0', '1', '0', '1']);
    expect(cells('Fear')).toEqual(['0', '0', '0', '0']);
  });

  it('asks for custom dates once both are real and in order, and says when the end comes first', async () => {
    const requests: MapRequest[] = [];
    const { screen, scope } = await renderInApp(<MapPage />, {
      url: '/tr/app/map',
      user: 'premium',
      handlers: [
        [
          loadMapRecordsFx,
          (request: MapRequest) => {
            requests.push(request);
            return { checkIns: [], reflections: [], range: request.range, clientId: request.clientId };
          },
        ],
      ],
    });
    await expect.poll(() => requests.length).toBe(1);
    await screen.getByRole('combobox', { name: 'Dönem' }).selectOptions('Özel tarihler');
    // The fields start as the last preset's days (30 days up to today), in the Turkish order.
    const from = screen.getByRole('textbox', { name: 'Başlangıç' });
    const to = screen.getByRole('textbox', { name: 'Bitiş' });
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    await expect
      .element(to)
      .toHaveValue(`${pad(today.getDate())}.${pad(today.getMonth() + 1)}.${today.getFullYear()}`);
    await expect.element(from).not.toHaveValue('');
    const asked = requests.length;

    await from.fill('10.03.2025');
    await to.fill('01.03.2025');
    await expect.poll(() => scope.getState($custom)).toEqual({ from: '2025-03-10', to: '2025-03-01' });
    await expect.element(to).toHaveAccessibleDescription(/Bitiş, başlangıçtan önce/);
    // Backwards dates ask for nothing: no request ends on 2 March.
    expect(requests.length).toBeGreaterThan(asked);
    expect(requests.some((request) => request.range.to.getTime() === new Date(2025, 2, 2).getTime())).toBe(
      false,
    );

    await to.fill('20.03.2025');
    await expect.poll(() => requests.at(-1)?.range.to.getTime()).toBe(new Date(2025, 2, 21).getTime());
    expect(requests.at(-1)?.range.from.getTime()).toBe(new Date(2025, 2, 10).getTime());
    await expect.element(to).not.toHaveAccessibleDescription(/Bitiş, başlangıçtan önce/);
  });

  it("a caretaker's map follows the active client: it names them and shows their feelings only", async () => {
    const { screen, scope, emulator } = await renderInApp(<MapOfActiveClient />, {
      url: '/app/map',
      user: 'team',
    });
    // Chosen here: the client shown first is whichever an earlier test left remembered on the device.
    await expect.poll(() => scope.getState($activeClientId)).not.toBeNull();
    const clientNamed = (name: string) => {
      const client = scope.getState($clients).find((each) => each.name === name);
      if (!client) throw new Error(`The seed has no ${name}`);
      return client;
    };
    const aylin = clientNamed('Aylin Koç');
    const michael = clientNamed('Michael Brown');

    // What the emulator holds for a client (the seed's last 28 days; neither has private records), as
    // the words the table shows, sorted.
    const tenant = emulator.db.tenant('emotion');
    const seededWords = (clientId: string) => {
      const names = new Map(scope.getState($emotionCatalogue).map((emotion) => [emotion.id, emotion.name]));
      const ids = [
        ...emulator.db
          .rows(tenant, 'VegEmotionRecord')
          .filter((row) => row['client_id'] === clientId)
          .map((row) => String(row['emotion_id'])),
        ...emulator.db
          .rows(tenant, 'VegReflection')
          .filter((row) => row['client_id'] === clientId)
          .flatMap((row) => (row['emotions'] as { emotion_id: string }[]).map((felt) => felt.emotion_id)),
      ];
      return ids.map((id) => names.get(id) ?? id).sort();
    };
    const table = screen.getByRole('table', { name: 'Every feeling of the period' });
    const shownWords = () =>
      table
        .getByRole('rowheader')
        .elements()
        .map((cell) => cell.textContent)
        .sort();

    await allSettled(activeClientSelected, { scope, params: aylin.id });
    await expect
      .element(screen.getByText("Aylin Koç's feelings, placed by pleasantness and energy."))
      .toBeVisible();
    await expect.element(chart(screen)).toBeVisible();
    await screen.getByRole('switch', { name: 'Show as table' }).click();
    await expect.element(table).toBeVisible();
    const aylins = seededWords(aylin.id);
    expect(aylins.length).toBeGreaterThan(10);
    await expect.poll(shownWords).toEqual(aylins);

    // Another client: the page names them, and the table holds their feelings, none of Aylin's.
    await allSettled(activeClientSelected, { scope, params: michael.id });
    await expect
      .element(screen.getByText("Michael Brown's feelings, placed by pleasantness and energy."))
      .toBeVisible();
    const michaels = seededWords(michael.id);
    expect(michaels).not.toEqual(aylins);
    await expect.poll(shownWords).toEqual(michaels);
    await expect.poll(() => table.element().closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('false');
    await screen.getByRole('switch', { name: 'Show as table' }).click();
    await expect
      .element(chart(screen))
      .toHaveAccessibleDescription(new RegExp(`^${String(michaels.length)} feelings:`));
    expect(chart(screen).getByRole('option').elements()).toHaveLength(michaels.length);

    // The choice is remembered on the device: leave it as the next test expects it (the first by name).
    await allSettled(activeClientSelected, { scope, params: aylin.id });
  });
  it("after a client switch, shows nothing of the previous client's while the new client's feelings load", async () => {
    const today = new Date();
    const checkIn = (slug: string, hours: number): VegEmotionRecord => ({
      id: `check-in-${slug}`,
      emotion_id: emotionIdFor(slug),
      date: new Date(today.getTime() - hours * 3_600_000).toISOString(),
    });
    let releaseSecond = () => {};
    const secondAnswered = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    // The client switched to: its feelings come only when the test says so; any other client's at once.
    let gated: string | null = null;
    const { screen, scope } = await renderInApp(<MapOfActiveClient />, {
      url: '/app/map',
      user: 'team',
      handlers: [
        [
          loadMapRecordsFx,
          async (request: MapRequest) => {
            const isGated = request.clientId === gated;
            if (isGated) await secondAnswered;
            const slugs = isGated ? ['rage'] : ['joy', 'serenity', 'love'];
            return {
              checkIns: slugs.map((slug, index) => checkIn(slug, index + 1)),
              reflections: [],
              range: request.range,
              clientId: request.clientId,
            };
          },
        ],
      ],
    });
    await expect.poll(() => scope.getState($activeClientId)).not.toBeNull();
    await expect.element(chart(screen)).toHaveAccessibleDescription(/^3 feelings:/);
    const first = scope.getState($activeClientId);
    const other = scope.getState($clients).find((client) => client.id !== first);
    if (!other) throw new Error('The team caretaker has one client only');
    gated = other.id;

    // Not awaited yet: allSettled waits for every effect it starts, the held load included.
    const switched = allSettled(activeClientSelected, { scope, params: other.id });
    await expect
      .element(screen.getByText(`${other.name}'s feelings, placed by pleasantness and energy.`))
      .toBeVisible();
    // Named as the new client, the page waits: the first client's three points are not drawn under it.
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);
    await expect.element(screen.getByText('Loading the map…')).toBeVisible();

    releaseSecond();
    await switched;
    await expect.element(chart(screen)).toHaveAccessibleDescription(/^1 feelings?:/);
    if (first) await allSettled(activeClientSelected, { scope, params: first });
  });
});
