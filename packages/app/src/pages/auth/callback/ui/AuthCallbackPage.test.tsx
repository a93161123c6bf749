import type { AuthData } from '@emotion-guru/platform-sdk';
import { allSettled } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { completeOAuthFx } from '@/entities/session';
import { languageRoutedFx, type Language } from '@/shared/i18n';
import { renderInApp } from '@/shared/testing';
import { AuthCallbackPage } from './AuthCallbackPage.tsx';

/** The platform's answer to a returned token (the scope's stand-in for completeOAuthFx). */
const signedIn: AuthData = {
  token: 'session-token',
  expireDate: '2030-01-01T00:00:00.000Z',
  roles: [],
  groups: [],
  subscription: 1,
};

/** The page at `path` for a visitor coming back from the provider; `completed` records what was sent. */
async function renderAt(path: string, language: Language = 'en-US') {
  const completed: unknown[] = [];
  const { screen, scope, router, i18n } = await renderInApp(<AuthCallbackPage />, {
    url: path,
    language,
    user: null,
    handlers: [
      [
        completeOAuthFx,
        (returned: unknown) => {
          completed.push(returned);
          return Promise.resolve(signedIn);
        },
      ],
    ],
  });
  return Object.assign(screen, { scope, router, i18n, completed });
}

describe('AuthCallbackPage', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('names the provider by its brand name when sign-in failed', async () => {
    const screen = await renderAt('/auth/callback?provider=github&error=denied');
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Failed to authenticate with GitHub');
  });

  it.each([
    ['/auth/callback', 'en-US', 'We could not sign you in with that account. Please try again.'],
    ['/tr/auth/callback?error=denied', 'tr-TR', 'Bu hesapla giriş yapamadık. Lütfen yeniden deneyin.'],
    [
      '/auth/callback?provider=myspace',
      'en-US',
      'We could not sign you in with that account. Please try again.',
    ],
  ] as const)('says it in a full sentence without a provider at %s', async (path, language, text) => {
    const screen = await renderAt(path, language);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(text);
    expect(document.body.textContent).not.toMatch(/provider|sağlayıcı|myspace/i);
  });

  it('returns in the language the sign-in started in: /tr/auth/login comes back to /tr/auth/callback', async () => {
    // What SocialSignInButtons remembered as the browser left /tr/auth/login for the provider.
    sessionStorage.setItem('eg_social_sign_in_language', 'tr-TR');
    const screen = await renderAt('/auth/callback?provider=github&error=denied');
    await expect
      .poll(() => screen.router.state.location.href)
      .toBe('/tr/auth/callback?provider=github&error=denied');
    // The app routes the language of every URL; the page then speaks it, and forgets the remembered one.
    await allSettled(languageRoutedFx, { scope: screen.scope, params: 'tr-TR' });
    await screen.i18n.changeLanguage('tr-TR');
    await expect.element(screen.getByRole('alert')).toHaveTextContent('GitHub ile kimlik doğrulanamadı');
    await expect
      .element(screen.getByRole('link', { name: 'Giriş sayfasına dön' }))
      .toHaveAttribute('href', '/tr/auth/login');
    expect(sessionStorage.getItem('eg_social_sign_in_language')).toBeNull();
  });

  it('signs in with the returned token and goes to the dashboard', async () => {
    const screen = await renderAt(
      '/auth/callback?provider=github&token=t1&expireDate=2030-01-01T00%3A00%3A00.000Z',
    );
    await expect.poll(() => screen.router.state.location.href).toBe('/app/dashboard');
    expect(screen.completed).toEqual([
      { provider: 'github', token: 't1', expireDate: '2030-01-01T00:00:00.000Z' },
    ]);
  });

  it('goes where the sign-in was headed (an invite opened signed out), once', async () => {
    // What SocialSignInButtons remembered as the browser left the login page of the invite's callback.
    sessionStorage.setItem('eg_social_sign_in_return', '/app/groups/join-confirmation?code=abc');
    const screen = await renderAt(
      '/auth/callback?provider=github&token=t2&expireDate=2030-01-01T00%3A00%3A00.000Z',
    );
    await expect.poll(() => screen.router.state.location.href).toBe('/app/groups/join-confirmation?code=abc');
    expect(sessionStorage.getItem('eg_social_sign_in_return')).toBeNull();
  });
});
