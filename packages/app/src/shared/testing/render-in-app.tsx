import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { AppProviders, createAppContext, createTestRouter, type AppContextOptions } from './app-context.tsx';

/**
 * Renders a page, widget or feature UI the way the app would show it (like bulletproof-react's
 * `renderApp`): a forked effector scope, i18next in either language, a TanStack memory router at `url`,
 * a signed-in demo account of the given tier (or a visitor) and a fresh emulator behind the SDK.
 *
 *   const { screen, router, scope } = await renderInApp(<ClientsPage />, { url: '/tr/app/clients', user: 'team' });
 */
export async function renderInApp(ui: ReactNode, options: AppContextOptions = {}) {
  const context = await createAppContext(options);
  const router = createTestRouter(context.url);
  const screen = await render(
    <AppProviders context={context} router={router}>
      {ui}
    </AppProviders>,
  );
  return { ...context, router, screen };
}
