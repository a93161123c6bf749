import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createI18n } from '@/shared/i18n';
import { App } from './App.tsx';
import { createAppRouter } from './router.tsx';

async function renderAt(path: string, language: 'en-US' | 'tr-TR' = 'en-US') {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  // Translations load over HTTP from /locales, as in the app.
  const i18n = await createI18n({ language });
  return render(<App router={router} i18n={i18n} />);
}

describe('root route', () => {
  it('renders the landing hero at /', async () => {
    const screen = await renderAt('/');
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Understand your emotions, one day at a time');
    await expect
      .element(screen.getByRole('link', { name: 'See how it works' }))
      .toHaveAttribute('href', '#how-it-works');
  });

  it('renders the landing hero in Turkish', async () => {
    const screen = await renderAt('/', 'tr-TR');
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Duygularınızı her gün biraz daha iyi tanıyın');
  });

  it('shows the 404 page with a link home for an unknown path', async () => {
    const screen = await renderAt('/no/such/page');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await expect
      .element(screen.getByRole('link', { name: 'Go to the home page' }))
      .toHaveAttribute('href', '/');
  });
});
