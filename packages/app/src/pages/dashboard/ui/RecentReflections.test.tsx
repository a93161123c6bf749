import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { RecentReflections } from './RecentReflections.tsx';

/** Mounts on a click, so that a fault can be switched on before the first load. */
function OpenLater() {
  const [open, setOpen] = useState(false);
  return open ? (
    <RecentReflections />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Open
    </button>
  );
}

describe('RecentReflections', () => {
  it('lists the newest three reflections, newest first, each linking to its page, with the prompt to reflect', async () => {
    const { screen } = await renderInApp(<RecentReflections />, { url: '/app/dashboard', user: 'premium' });
    const list = screen.getByRole('list', { name: 'Recent reflections' });
    await expect.element(list).toBeVisible();
    const cards = list.getByRole('article');
    await expect.poll(() => cards.elements().length).toBe(3);
    const times = cards
      .elements()
      .map((card) => card.querySelector('time')?.getAttribute('datetime') ?? '')
      .map((value) => Date.parse(value));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const link of list.getByRole('heading', { level: 3 }).getByRole('link').elements())
      expect(link.getAttribute('href')).toMatch(/^\/app\/reflection\/[^/]+$/);
    await expect
      .element(screen.getByRole('link', { name: 'Reflect now' }))
      .toHaveAttribute('href', '/app/reflection/new');
    await expect
      .element(screen.getByRole('link', { name: 'All reflections' }))
      .toHaveAttribute('href', '/app/reflection');
  });

  it('says when they cannot be loaded and loads them on retry, in Turkish', async () => {
    const { screen, emulator } = await renderInApp(<OpenLater />, {
      url: '/tr/app/dashboard',
      user: 'premium',
    });
    emulator.configure({ offline: true });
    await screen.getByRole('button', { name: 'Open' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Son yansımalar yüklenemedi' })).toBeVisible();
    // The prompt stays usable while the list fails.
    await expect
      .element(screen.getByRole('link', { name: 'Şimdi yansıtın' }))
      .toHaveAttribute('href', '/tr/app/reflection/new');
    emulator.configure({ offline: false });
    await screen.getByRole('button', { name: 'Tekrar deneyin' }).click();
    const list = screen.getByRole('list', { name: 'Son yansımalar' });
    await expect.poll(() => list.getByRole('article').elements().length).toBe(3);
  });
});
