import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import {
  AppProviders,
  createAppContext,
  createTestRouter,
  type AppContext,
  type AppContextOptions,
} from '../testing/app-context.tsx';

/**
 * A story of the app's own components sets `parameters: { app: { user: 'free', url: '/app/journal' } }`
 * (any of `renderInApp`'s options but the language and theme, which come from the toolbar). It then
 * renders the way the app would show it: a fresh emulator (the same MSW handlers as everywhere) with the
 * demo account signed in (`team` unless the story says otherwise; `null` for a visitor), a forked
 * effector scope, i18next in the toolbar's language and a memory router at `url`. Design-system stories
 * have no `app` parameter and are left alone.
 */
export type AppStoryParameters = Omit<AppContextOptions, 'language' | 'theme'>;

type Locale = 'en-US' | 'tr-TR';

export interface LoaderContext {
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
}

export const appLoader = async ({ parameters, globals }: LoaderContext): Promise<{ app?: AppContext }> => {
  const app = parameters['app'] as AppStoryParameters | undefined;
  if (!app) return {};
  const context = await createAppContext({
    ...app,
    language: (globals['locale'] as Locale | undefined) ?? 'en-US',
    theme: globals['theme'] === 'dark' ? 'dark' : 'light',
  });
  return { app: context };
};

function InApp({ context, children }: { context: AppContext; children: ReactNode }) {
  // One router per loaded context: a new story, language or theme loads a new one.
  const [router] = useState(() => createTestRouter(context.url));
  return (
    <AppProviders context={context} router={router}>
      {children}
    </AppProviders>
  );
}

export const withApp: Decorator = (Story, { loaded }) => {
  const context = loaded['app'] as AppContext | undefined;
  if (!context) return <Story />;
  return (
    <InApp key={`${context.url} ${context.language}`} context={context}>
      <Story />
    </InApp>
  );
};
