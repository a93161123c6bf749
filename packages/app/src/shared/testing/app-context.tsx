import type { Emulator } from '@emotion-guru/mocks';
import { ConfirmProvider } from '@emotion-guru/ui';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { allSettled, fork, type Scope } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import type { i18n } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { sessionRestored } from '@/entities/session';
import { clearOfflineCopies } from '@/shared/api';
import { createI18n, i18nAttached, languageRoutedFx, parseLocalePath, type Language } from '@/shared/i18n';
import { themeInitialized, type Theme } from '@/shared/theme';
import { signInAs, type DemoUser } from './demo-user.ts';
import { startFreshEmulator } from './emulator.ts';

/** Effect replacements for a forked scope, exactly what `fork({ handlers })` takes. */
// Only the type is read, from the legacy overload whose `handlers` is the same as the current one's.
// eslint-disable-next-line @typescript-eslint/no-deprecated
export type ScopeHandlers = NonNullable<NonNullable<Parameters<typeof fork>[1]>['handlers']>;

export interface AppContextOptions {
  /** Where the memory router starts; its locale prefix (`/tr/...`) also picks the language. */
  url?: string;
  /** The demo account signed in (default `team`: every feature, several clients), or `null` for a visitor. */
  user?: DemoUser;
  /** The language; by default the URL's, else English. */
  language?: Language;
  theme?: Theme;
  /** Effects to replace in the scope, for states the emulator does not produce on its own. */
  handlers?: ScopeHandlers;
}

export interface AppContext {
  scope: Scope;
  i18n: i18n;
  emulator: Emulator;
  url: string;
  language: Language;
}

/**
 * What the app's start gives a page, for one test or story: a fresh emulator behind the SDK (and no
 * offline copies on the device), the demo
 * account signed in, a forked scope that knows the session, language and theme, and i18next with every
 * namespace loaded over HTTP from /locales, as in the app.
 */
export async function createAppContext({
  url = '/app/dashboard',
  user = 'team',
  language,
  theme = 'light',
  handlers,
}: AppContextOptions = {}): Promise<AppContext> {
  const lang = language ?? parseLocalePath(url.split(/[?#]/)[0] ?? '/').language ?? 'en-US';
  const emulator = await startFreshEmulator();
  // A fresh device too: no copies another test or story left for offline reading.
  await clearOfflineCopies();
  const session = await signInAs(user);
  const scope = fork(handlers ? { handlers } : {});
  const i18n = await createI18n({
    language: lang,
    namespaces: ['app_terms', 'app_content', 'landing', 'docs'],
  });
  await allSettled(languageRoutedFx, { scope, params: lang });
  await allSettled(i18nAttached, { scope, params: i18n });
  await allSettled(themeInitialized, { scope, params: theme });
  await allSettled(sessionRestored, { scope, params: session });
  return { scope, i18n, emulator, url, language: lang };
}

const Slot = createContext<ReactNode>(null);

function SlotContent() {
  return <>{useContext(Slot)}</>;
}

/** Query values as strings, the way the app's routes validate them (`stringParams`). */
function searchAsStrings(search: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(search)
      .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
      .map(([key, value]) => [key, String(value)]),
  );
}

/** A memory router at `url` whose every path shows what is put in the slot (see AppProviders). */
export function createTestRouter(url: string) {
  const rootRoute = createRootRoute();
  const anyPath = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    validateSearch: searchAsStrings,
    component: SlotContent,
  });
  return createRouter({
    routeTree: rootRoute.addChildren([anyPath]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
}

export type TestRouter = ReturnType<typeof createTestRouter>;

/** The app's providers around `children`, which the router shows at whatever path it is on. */
export function AppProviders({
  context,
  router,
  children,
}: {
  context: Pick<AppContext, 'scope' | 'i18n'>;
  router: TestRouter;
  children: ReactNode;
}) {
  return (
    <EffectorProvider value={context.scope}>
      <I18nextProvider i18n={context.i18n}>
        <ConfirmProvider>
          <Slot.Provider value={children}>
            <RouterProvider router={router} />
          </Slot.Provider>
        </ConfirmProvider>
      </I18nextProvider>
    </EffectorProvider>
  );
}
