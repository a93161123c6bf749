import type { AuthData, VegClient } from '@emotion-guru/platform-sdk';
import { SIDEBAR_COOKIE_NAME } from '@emotion-guru/ui';
import { createMemoryHistory } from '@tanstack/react-router';
import { allSettled, createEffect, fork, scopeBind } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { loadClientsFx, readCachedClientIdFx, setActiveClientFx } from '@/entities/client';
import { $session, authChanged, logoutFx, sessionRestored } from '@/entities/session';
import { createI18n, i18nAttached, parseLocalePath } from '@/shared/i18n';
import { App } from './App.tsx';
import { createAppRouter } from './router.tsx';
import { startApp } from './start.tsx';

// Translations load over HTTP from /locales, as in the app.
async function renderAt(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const app = await startApp({ pathname: path, history });
  const screen = await render(app.element);
  return { ...app, screen, history };
}

const SIGNED_IN: AuthData = {
  token: 'token-1',
  expireDate: '2099-01-01T00:00:00.000Z',
  userId: 'u-ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  roles: ['user-role'],
  groups: [],
};

/** The app with a signed-in session (no platform behind it: pages that load data show their errors). */
async function renderSignedInAt(path: string, scope = fork()) {
  await allSettled(sessionRestored, { scope, params: SIGNED_IN });
  const language = parseLocalePath(path).language;
  const i18n = await createI18n(language ? { language } : {});
  await allSettled(i18nAttached, { scope, params: i18n });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ scope, history });
  const screen = await render(<App router={router} i18n={i18n} scope={scope} />);
  return { screen, router };
}

/**
 * The app at `/app/no-such-page`, signed in as the app finds a session restored before the client model
 * loaded, with the clients answered by `loadClients` and no client remembered on the device.
 */
/** The signed-in user's one client. */
const ADA: VegClient = { id: 'c-ada', name: 'Ada Lovelace', user_id: 'u-ada', isActive: true };

/** A clients' load that answers Ada's at once and counts how often it was asked. */
function countedLoads() {
  const counted = {
    loads: 0,
    load: () => {
      counted.loads += 1;
      return Promise.resolve([ADA]);
    },
  };
  return counted;
}

async function renderWithClients(loadClients: () => Promise<VegClient[]>) {
  const scope = fork({
    values: [[$session, SIGNED_IN]],
    handlers: [
      [loadClientsFx, loadClients],
      [readCachedClientIdFx, () => null],
      [setActiveClientFx, ({ client }: { client: { id: string } }) => client],
    ],
  });
  const i18n = await createI18n({});
  await allSettled(i18nAttached, { scope, params: i18n });
  const history = createMemoryHistory({ initialEntries: ['/app/no-such-page'] });
  const router = createAppRouter({ scope, history });
  await render(<App router={router} i18n={i18n} scope={scope} />);
  return { router, scope };
}

describe('root route', () => {
  it('renders the landing hero at /', async () => {
    const { screen } = await renderAt('/');
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Understand your emotions, one day at a time');
    await expect
      .element(screen.getByRole('link', { name: 'Watch the product tour' }))
      .toHaveAttribute('href', '/#product-tour');
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

describe('navigation', () => {
  it('does not wait for unrelated work still on its way in the scope (a slow request elsewhere)', async () => {
    const { screen, scope, history } = await renderAt('/');
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    const neverSettlesFx = createEffect(() => new Promise<void>(() => undefined));
    void scopeBind(neverSettlesFx, { scope })();
    history.push('/tr/about');
    await expect
      .poll(() => document.querySelector('main h1')?.textContent, { timeout: 5000 })
      .toBe('Neler hissettiğinizi anlamak için sakin bir yer');
    expect(document.documentElement.lang).toBe('tr-TR');
  });
});

describe('404 inside the layout of its area', () => {
  it('keeps the site header and footer around an unknown public path', async () => {
    const { screen } = await renderAt('/no/such/page');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await expect.element(screen.getByRole('banner')).toBeVisible();
    await expect.element(screen.getByRole('contentinfo')).toBeVisible();
    await expect.element(screen.getByRole('main')).toBeInTheDocument();
  });

  it('keeps the Turkish site frame around an unknown path under /tr', async () => {
    const { screen } = await renderAt('/tr/yok/boyle-bir-sayfa');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sayfa bulunamadı');
    await expect.element(screen.getByRole('contentinfo')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Ana sayfaya dön' }))
      .toHaveAttribute('href', '/tr');
  });

  it('keeps the sidebar and header around an unknown /app path when signed in', async () => {
    const { screen } = await renderSignedInAt('/app/no-such-page');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await expect.element(screen.getByRole('button', { name: 'Toggle sidebar (Ctrl+B)' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Account menu' })).toBeVisible();
    // One main landmark: the layout's.
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('shows a page of the app area once the active client is known, not before (so it mounts once)', async () => {
    let answer: ((clients: VegClient[]) => void) | undefined;
    // Signed in as the app finds a session restored before the client model loaded: the app route asks for
    // the clients as it starts, and the answer is still on its way when the page would show.
    await renderWithClients(() => new Promise<VegClient[]>((done) => (answer = done)));
    await expect.poll(() => document.querySelector('main [role="status"]') !== null).toBe(true);
    expect(document.querySelector('main h1')).toBeNull();
    await expect.poll(() => answer).toBeDefined();
    answer?.([ADA]);
    await expect.poll(() => document.querySelector('main h1')?.textContent).toBe('Page not found');
  });

  it('asks for the clients once as the app area opens, not again on the next page of it', async () => {
    const clients = countedLoads();
    const { router } = await renderWithClients(clients.load);
    await expect.poll(() => document.querySelector('main h1')?.textContent).toBe('Page not found');
    await router.navigate({ to: '/{-$locale}/app/another-page' as never });
    await expect.poll(() => router.state.location.pathname).toBe('/app/another-page');
    await expect.poll(() => document.querySelector('main h1')?.textContent).toBe('Page not found');
    expect(clients.loads).toBe(1);
  });

  it('does not ask again when the session is refreshed: the same user, whose clients are loaded', async () => {
    // The client model loads after the session was restored (a lazy chunk): in this scope its view of the
    // user is first worked out when the session next changes. That was taken for a new user, and the load
    // the route had started was thrown away and made again (the dashboard's clients, twice: issue #14).
    const clients = countedLoads();
    const { scope } = await renderWithClients(clients.load);
    await expect.poll(() => document.querySelector('main h1')?.textContent).toBe('Page not found');
    await allSettled(authChanged, {
      scope,
      params: { type: 'refresh', auth: { ...SIGNED_IN, token: 'fresh' } },
    });
    // The page stays: the layout does not wait again for a client it knows.
    await expect.poll(() => document.querySelector('main h1')?.textContent).toBe('Page not found');
    expect(clients.loads).toBe(1);
  });

  it.each(['/app/no-such-page?x=1', '/app/journal', '/tr/app/yok'])(
    'sends a signed-out visit to %s to login with the callback',
    async (path) => {
      const { router } = await renderAt(path);
      await expect.poll(() => router.state.location.pathname).toMatch(/^(\/tr)?\/auth\/login$/);
      expect(router.state.location.search).toEqual({ callback: path });
    },
  );
});

describe('a session that ends without signing out here', () => {
  afterEach(() => localStorage.removeItem('eg_session'));

  it('sends the signed-in page to login, with the way back (expired, or ended from another device)', async () => {
    localStorage.setItem('eg_session', JSON.stringify(SIGNED_IN));
    const { scope, router } = await renderAt('/app/no-such-page');
    await expect.poll(() => router.state.location.pathname).toBe('/app/no-such-page');
    await allSettled(authChanged, { scope, params: { type: 'expired', auth: null } });
    await expect.poll(() => router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toEqual({ callback: '/app/no-such-page' });
    expect(scope.getState($session)).toBeNull();
  });

  it('leaves for the home page in the current language once the account is deleted', async () => {
    localStorage.setItem('eg_session', JSON.stringify(SIGNED_IN));
    const { scope, router } = await renderAt('/tr/app/no-such-page');
    await expect.poll(() => router.state.location.pathname).toBe('/tr/app/no-such-page');
    await allSettled(logoutFx, { scope, params: 'accountDeleted' });
    await expect.poll(() => router.state.location.pathname).toBe('/tr');
  });
});

describe('signed-in visits to the sign-in pages', () => {
  it.each([
    ['/auth/login', '/app/dashboard'],
    ['/auth/register', '/app/dashboard'],
    ['/tr/auth/login', '/tr/app/dashboard'],
    ['/auth/login?callback=%2Fapp%2Fsettings', '/app/settings'],
  ])('%s goes to %s', async (from, to) => {
    const { router } = await renderSignedInAt(from);
    await expect.poll(() => router.state.location.pathname).toBe(to);
  });
});

describe('skip link', () => {
  it.each([
    ['the public layout', () => renderAt('/')],
    ['the sign-in pages', () => renderAt('/auth/login')],
    ['the app layout', () => renderSignedInAt('/app/no-such-page')],
  ])('is the first focus stop of %s and moves focus to the main content', async (_, open) => {
    await open();
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Tab}');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect.element(skip).toHaveFocus();
    await expect.element(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.activeElement?.tagName).toBe('MAIN');
  });
});

describe('app sidebar', () => {
  afterEach(() => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
  });

  it.each([
    ['one of its items', 'Journal', '/app/journal'],
    ['the logo', 'Emotion Guru', '/app/dashboard'],
  ])('the phone drawer closes when %s is chosen', async (_, name, path) => {
    await page.viewport(390, 844);
    const { screen, router } = await renderSignedInAt('/app/no-such-page');
    await screen.getByRole('button', { name: 'Toggle sidebar (Ctrl+B)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expect.element(drawer).toBeVisible();
    await drawer.getByRole('link', { name, exact: true }).click();
    await expect.poll(() => router.state.location.pathname).toBe(path);
    await expect.element(drawer).not.toBeInTheDocument();
  });

  it('shows the mark, not a clipped name, when collapsed', async () => {
    await page.viewport(1280, 800);
    const { screen } = await renderSignedInAt('/app/no-such-page');
    const logo = screen.getByRole('link', { name: 'Emotion Guru', exact: true });
    await expect.element(logo).toHaveTextContent('Emotion Guru');
    await screen.getByRole('button', { name: 'Toggle sidebar (Ctrl+B)' }).click();
    const aside = () => document.querySelector('aside');
    await expect.poll(() => aside()?.dataset['state']).toBe('collapsed');
    // Still named for assistive technology, and nothing of it runs past the collapsed sidebar's edge.
    await expect.element(logo).toHaveAccessibleName('Emotion Guru');
    await expect
      .poll(() => {
        const link = logo.element();
        const edge = aside()?.getBoundingClientRect().right ?? 0;
        return link.scrollWidth <= link.clientWidth && link.getBoundingClientRect().right <= edge;
      })
      .toBe(true);
  });
});
