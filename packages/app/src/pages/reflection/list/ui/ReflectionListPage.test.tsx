import { allSettled } from 'effector';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { $activeClientId } from '@/entities/client';
import { $reflectionFilters } from '@/entities/reflection';
import { $currentUser } from '@/entities/session';
import { pendingDraftWatched } from '@/features/reflection-wizard';
import { renderInApp } from '@/shared/testing';
import { ReflectionListPage } from './ReflectionListPage.tsx';

function cards(screen: Awaited<ReturnType<typeof renderInApp>>['screen']) {
  return screen.getByRole('list', { name: 'Reflections' }).getByRole('article');
}

describe('ReflectionListPage', () => {
  it('lists the reflections newest first, each linking to its page, with a way to write a new one', async () => {
    const { screen } = await renderInApp(<ReflectionListPage />, { url: '/app/reflection', user: 'premium' });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Reflections' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'New reflection' }))
      .toHaveAttribute('href', '/app/reflection/new');
    await expect.poll(() => cards(screen).elements().length).toBeGreaterThan(1);
    const dates = cards(screen)
      .elements()
      .map((card) => card.querySelector('time')?.getAttribute('datetime') ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = cards(screen).first();
    const link = first.getByRole('heading', { level: 2 }).getByRole('link');
    expect(link.element().getAttribute('href')).toMatch(/^\/app\/reflection\/[\w-]+$/);
    // Emotions are named from the catalogue, with their levels.
    await expect
      .poll(() => first.getByRole('list', { name: 'Emotions' }).elements()[0]?.textContent ?? '')
      .toMatch(/\((Low|Medium|High)\)/);
  });

  it('filters by timing and by emotion, and clears the filters', async () => {
    const { screen } = await renderInApp(<ReflectionListPage />, { url: '/app/reflection', user: 'premium' });
    await expect.poll(() => cards(screen).elements().length).toBeGreaterThan(1);
    const all = cards(screen).elements().length;

    await screen.getByRole('combobox', { name: 'Timing' }).selectOptions('After the event');
    await expect
      .poll(() =>
        cards(screen)
          .elements()
          .every((card) => card.textContent.includes('After the event')),
      )
      .toBe(true);
    await screen.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => cards(screen).elements().length).toBe(all);

    // An emotion of the first reflection: every reflection shown then holds it.
    const badge = cards(screen).first().getByRole('list', { name: 'Emotions' }).getByRole('listitem').first();
    const name = badge.element().textContent.replace(/ \((Low|Medium|High)\)$/, '');
    await screen.getByRole('combobox', { name: 'Emotion' }).selectOptions(name);
    await expect
      .poll(() =>
        cards(screen)
          .elements()
          .every((card) => card.querySelector('ul')?.textContent.includes(name)),
      )
      .toBe(true);
    await expect.poll(() => cards(screen).elements().length).toBeLessThanOrEqual(all);
  });

  it('filters by tag, keeps the filters in the address, and forgets them on clearing', async () => {
    const { screen, router, scope } = await renderInApp(<ReflectionListPage />, {
      url: '/app/reflection',
      user: 'enterprise',
    });
    await expect.poll(() => cards(screen).elements().length).toBeGreaterThan(3);
    const tag = screen.getByRole('combobox', { name: 'Tag' });
    await expect.element(tag.getByRole('option', { name: '#commute' })).toBeInTheDocument();
    await tag.selectOptions('#commute');
    await expect.poll(() => cards(screen).elements().length).toBe(3);
    for (const card of cards(screen).elements()) {
      expect(card.querySelector('ul[aria-label="Tags"]')?.textContent).toContain('#commute');
    }
    await expect.poll(() => router.state.location.search).toEqual({ tag: 'commute' });

    await screen.getByRole('combobox', { name: 'Timing' }).selectOptions('After the event');
    await expect.poll(() => router.state.location.search).toEqual({ tag: 'commute', timing: '4' });
    expect(scope.getState($reflectionFilters)).toMatchObject({ tag: 'commute', timing: 4 });

    await screen.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => router.state.location.search).toEqual({});
    await expect.poll(() => cards(screen).elements().length).toBeGreaterThan(3);
    await expect.element(tag).toHaveValue('');
  });

  it('opens on the filters of its address (a reload), the area with its words', async () => {
    const { screen, scope } = await renderInApp(<ReflectionListPage />, {
      url: '/app/reflection?tag=commute&quadrant=red&q=train',
      user: 'enterprise',
    });
    await expect.element(screen.getByRole('combobox', { name: 'Tag' })).toHaveValue('commute');
    await expect.element(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('train');
    await expect.poll(() => scope.getState($reflectionFilters).quadrantEmotionIds.length).toBeGreaterThan(0);
    expect(scope.getState($reflectionFilters)).toMatchObject({
      tag: 'commute',
      quadrant: 'red',
      search: 'train',
    });
    await expect.poll(() => cards(screen).elements().length).toBeGreaterThan(0);
    for (const card of cards(screen).elements()) expect(card.textContent).toMatch(/train/i);
  });

  it('shows the free plan its 7 days and what is hidden, with the upgrade link', async () => {
    const { screen } = await renderInApp(<ReflectionListPage />, { url: '/app/reflection', user: 'free' });
    await expect.poll(() => cards(screen).elements().length).toBeGreaterThan(0);
    await expect.element(screen.getByText(/the free plan shows the last 7 days/)).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Upgrade to see everything' }))
      .toHaveAttribute('href', '/app/subscriptions');
    const week = Date.now() - 7 * 24 * 3600 * 1000;
    for (const card of cards(screen).elements()) {
      expect(Date.parse(card.querySelector('time')?.getAttribute('datetime') ?? '')).toBeGreaterThan(week);
    }
  });

  it("shows a caretaker the selected client's reflections", async () => {
    const { screen } = await renderInApp(<ReflectionListPage />, { url: '/app/reflection', user: 'team' });
    await expect.element(screen.getByText(/^Reflections of /)).toBeVisible();
    await expect.poll(() => cards(screen).elements().length).toBeGreaterThan(0);
  });

  it('says when the reflections cannot be loaded, and tries again', async () => {
    const { screen, emulator } = await renderInApp(<ReflectionListPage />, {
      url: '/app/reflection',
      user: 'premium',
    });
    await expect.poll(() => cards(screen).elements().length).toBeGreaterThan(0);
    emulator.configure({ offline: true });
    await screen.getByRole('combobox', { name: 'Timing' }).selectOptions('Before the event');
    await expect
      .element(screen.getByRole('heading', { name: 'Your reflections could not be loaded' }))
      .toBeVisible();
    emulator.configure({ offline: false });
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => cards(screen).elements().length).toBeGreaterThan(0);
  });

  it('speaks Turkish under /tr', async () => {
    const { screen } = await renderInApp(<ReflectionListPage />, { url: '/tr/app/reflection', user: 'pro' });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Yansımalar' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Yeni yansıma' }))
      .toHaveAttribute('href', '/tr/app/reflection/new');
    const turkishCards = screen.getByRole('list', { name: 'Yansımalar' }).getByRole('article');
    await expect.poll(() => turkishCards.elements().length).toBeGreaterThan(0);
    // The tag filter in Turkish: Selin's "sunum" reflections only.
    const tag = screen.getByRole('combobox', { name: 'Etiket' });
    await expect.element(tag.getByRole('option', { name: 'Tüm etiketler' })).toBeInTheDocument();
    await tag.selectOptions('#sunum');
    await expect
      .poll(() =>
        turkishCards
          .elements()
          .every((card) => card.querySelector('ul[aria-label="Etiketler"]')?.textContent.includes('#sunum')),
      )
      .toBe(true);
    await expect.element(screen.getByRole('button', { name: 'Süzgeçleri temizle' })).toBeVisible();
  });

  it('in Turkish offers to continue a reflection left unsaved on this device, or to discard it', async () => {
    const { screen, scope } = await renderInApp(<ReflectionListPage />, {
      url: '/tr/app/reflection',
      user: 'premium',
    });
    const heading = screen.getByRole('heading', { level: 1, name: 'Yansımalar' });
    await expect.element(heading).toBeVisible();
    await expect.poll(() => scope.getState($activeClientId)).not.toBeNull();
    // What the wizard leaves on the device after a few steps (the user's and client's slot).
    const slot = `${scope.getState($currentUser)?.userId ?? ''}:${scope.getState($activeClientId) ?? ''}`;
    await set(
      slot,
      { draft: { title: 'Aile yemeği' }, step: 3, sealed: false, savedAt: new Date().toISOString() },
      createStore('emotion-guru-reflection-drafts', 'reflection'),
    );
    await allSettled(pendingDraftWatched, { scope });

    const notice = screen.getByRole('region', { name: 'Kaldığınız yerden devam edin' });
    await expect.element(notice).toBeVisible();
    await expect
      .poll(() => notice.element().textContent)
      .toContain('Bu cihazda “Aile yemeği” başlıklı bir yansımaya başladınız');
    await expect
      .element(notice.getByRole('link', { name: 'Yansımaya devam edin' }))
      .toHaveAttribute('href', '/tr/app/reflection/new');

    // Discarding asks first; keeping it changes nothing.
    await notice.getByRole('button', { name: 'Taslağı sil' }).click();
    await screen.getByRole('button', { name: 'Kalsın' }).click();
    await expect.element(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Taslağı sil' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Sil', exact: true }).click();
    await expect.element(notice).not.toBeInTheDocument();
  });
});
