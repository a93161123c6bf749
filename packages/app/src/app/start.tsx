import type { RouterHistory } from '@tanstack/react-router';
import { allSettled, createWatch, fork, scopeBind } from 'effector';
import type { Resource } from 'i18next';
import { accountClosed, authChanged, sessionEnded, sessionRestored } from '@/entities/session';
import { getPlatform } from '@/shared/api';
import { $language, createI18n, i18nAttached, localizePath, parseLocalePath } from '@/shared/i18n';
import { readInitialTheme, themeInitialized } from '@/shared/theme';
import { App } from './App.tsx';
import { createAppRouter } from './router.tsx';

/** Everything one running app needs, in its own effector scope. Used by the browser entry and tests. */
export async function startApp({
  pathname,
  history,
  resources,
}: {
  pathname: string;
  history?: RouterHistory;
  /** Every translation up front (prerendering); without them they load over HTTP. */
  resources?: Resource;
}) {
  const scope = fork();
  const language = parseLocalePath(pathname).language;
  const platform = getPlatform();
  const [i18n] = await Promise.all([
    createI18n({ ...(language ? { language } : {}), ...(resources ? { resources } : {}) }),
    allSettled(sessionRestored, { scope, params: platform.auth.current }),
  ]);
  platform.auth.onChange(scopeBind(authChanged, { scope, safe: true }));
  await allSettled(i18nAttached, { scope, params: i18n });
  await allSettled(themeInitialized, { scope, params: readInitialTheme() });
  const router = createAppRouter({ scope, ...(history ? { history } : {}) });
  // A session that ended without the person signing out here (expired, or ended from another device):
  // the route's guards run again, so a signed-in page gives way to the login, which returns there.
  createWatch({ unit: sessionEnded, scope, fn: () => void router.invalidate() });
  // A deleted account leaves for the home page from here: the page that deleted it unmounts with the session.
  createWatch({
    unit: accountClosed,
    scope,
    fn: () => void router.navigate({ href: localizePath('/', scope.getState($language)) }),
  });
  return { scope, i18n, router, element: <App router={router} i18n={i18n} scope={scope} /> };
}
