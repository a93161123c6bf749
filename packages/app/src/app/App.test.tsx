import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { startApp } from './start.tsx';

// Translations load over HTTP from /locales, as in the app.
async function renderAt(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const app = await startApp({ pathname: path, history });
  const screen = await render(app.element);
  return { ...app, screen, history };
}

describe('root route', () => {
  it('renders the landing hero at /', async () => {
    const { screen } = await renderAt('/');
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Understand your emotions, one day at a time');
    await expect
      .element(screen.getByRole('link', { name: 'See how it works' }))
      .toHaveAttribute('href', '#how-it-works');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('renders the landing hero in Turkish under /tr and sets <html lang>', async () => {
    const { screen } = await renderAt('/tr');
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Duygularınızı her gün biraz daha iyi tanıyın');
    expect(document.documentElement.lang).toBe('tr-TR');
  });

  it('redirects a full language tag to the canonical prefix', async () => {
    const { screen, router } = await renderAt('/tr-TR?x=1');
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Duygularınızı her gün biraz daha iyi tanıyın');
    expect(router.state.location.href).toBe('/tr?x=1');
  });

  it('shows the 404 page with a link home for an unknown path', async () => {
    const { screen } = await renderAt('/no/such/page');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await expect
      .element(screen.getByRole('link', { name: 'Go to the home page' }))
      .toHaveAttribute('href', '/');
  });

  it('treats an unknown first segment as a 404, not as a locale', async () => {
    const { screen } = await renderAt('/fr');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  it.each([
    ['/terms', '/legal/terms'],
    ['/tr/privacy', '/tr/legal/privacy'],
    ['/cookies', '/legal/cookies'],
    ['/careers', '/'],
  ])('redirects %s to %s', async (from, to) => {
    const { router } = await renderAt(from);
    await expect.poll(() => router.state.location.pathname).toBe(to);
  });
});
