import type { AuthData } from '@emotion-guru/platform-sdk';
import { allSettled } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeOAuthFx } from '@/entities/session';
import { languageRoutedFx } from '@/shared/i18n';
import { renderInApp } from '@/shared/testing';
import { saveProfileFx, type ProfileChoice } from '../model/continue.ts';
import { ContinuePage } from './ContinuePage.tsx';

const signedIn: AuthData = {
  token: 'fresh-token',
  expireDate: '2030-01-01T00:00:00.000Z',
  userId: 'u-nora',
  name: 'Nora Newcomer',
  email: 'nora@example.com',
  roles: ['user-role'],
  groups: [],
};

const RETURNED =
  '/auth/continue?provider=github&token=t1&expireDate=2030-01-01T00%3A00%3A00.000Z&name=Nora%20Newcomer';

/**
 * The page as a visitor back from the provider sees it. Confirming the returned token is replaced:
 * the emulator knows no token a provider handed out. What the effect answers becomes the session
 * through the session model itself (`$session` takes `completeOAuthFx.doneData`), as in the app.
 */
async function renderAt(
  path: string,
  {
    signIn = () => Promise.resolve(signedIn),
    save = () => Promise.resolve(),
    language = 'en-US',
  }: {
    signIn?: () => Promise<AuthData>;
    save?: (choice: ProfileChoice) => Promise<void>;
    language?: 'en-US' | 'tr-TR';
  } = {},
) {
  return renderInApp(<ContinuePage />, {
    url: path,
    language,
    user: null,
    handlers: [
      [completeOAuthFx, signIn],
      [saveProfileFx, save],
    ],
  });
}

describe('ContinuePage', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('prefills the name, drops the used token from the address, and explains what is missing', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { screen, router } = await renderAt(RETURNED, { save });
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Finish creating your account');
    await expect
      .element(screen.getByText('Your GitHub account is connected.', { exact: false }))
      .toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Nora Newcomer');
    await expect
      .poll(() => router.state.location.search)
      .toEqual({ provider: 'github', name: 'Nora Newcomer' });
    await expect.element(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect
      .element(screen.getByRole('link', { name: 'terms (opens in a new tab)' }))
      .toHaveAttribute('href', '/terms');

    await screen.getByRole('textbox', { name: 'Name' }).clear();
    await screen.getByRole('button', { name: 'Create my account' }).click();
    await expect.element(screen.getByText('Enter your name.')).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect
      .element(screen.getByRole('textbox', { name: 'Name' }))
      .toHaveAttribute('aria-invalid', 'true');
    const terms = screen.getByRole('checkbox', { name: /I accept the terms/ });
    await expect.element(terms).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(terms)
      .toHaveAccessibleDescription('Accept the terms and the privacy policy to continue.');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the profile and goes on to the onboarding in the chosen language', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { screen, router } = await renderAt(RETURNED, { save });
    await screen.getByRole('radio', { name: 'Türkçe' }).click();
    await screen.getByRole('checkbox', { name: /I accept the terms/ }).click();
    await screen.getByRole('button', { name: 'Create my account' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/tr/app/onboarding');
    expect(save).toHaveBeenCalledWith({ userId: 'u-nora', name: 'Nora Newcomer', languageCode: 'tr-TR' });
  });

  it('a sign-up begun from an invite goes back to it, in the language chosen here, once', async () => {
    // What SocialSignInButtons remembered as the browser left the invite's sign-up for the provider.
    sessionStorage.setItem('eg_social_sign_in_return', '/app/groups/join-confirmation?code=abc');
    const { screen, router } = await renderAt(RETURNED);
    await screen.getByRole('radio', { name: 'Türkçe' }).click();
    await screen.getByRole('checkbox', { name: /I accept the terms/ }).click();
    await screen.getByRole('button', { name: 'Create my account' }).click();
    await expect.poll(() => router.state.location.href).toBe('/tr/app/groups/join-confirmation?code=abc');
    expect(sessionStorage.getItem('eg_social_sign_in_return')).toBeNull();
  });

  it('keeps what was typed when saving fails, and says so', async () => {
    const { screen } = await renderAt(RETURNED, { save: () => Promise.reject(new Error('offline')) });
    await screen.getByRole('textbox', { name: 'Name' }).fill('Nora N.');
    await screen.getByRole('checkbox', { name: /I accept the terms/ }).click();
    await screen.getByRole('button', { name: 'Create my account' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Your profile could not be saved. Check your connection and try again.');
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Nora N.');
    await expect.element(screen.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
  });

  it('shows the callback failure when the token is refused', async () => {
    const { screen } = await renderAt(RETURNED, { signIn: () => Promise.reject(new Error('Invalid token')) });
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Failed to authenticate with GitHub');
    await expect
      .element(screen.getByRole('link', { name: 'Back to sign in' }))
      .toHaveAttribute('href', '/auth/login');
  });

  it.each([
    ['en-US', 'We could not sign you in with that account. Please try again.'],
    ['tr-TR', 'Bu hesapla giriş yapamadık. Lütfen yeniden deneyin.'],
  ] as const)(
    'says it generically, never "provider", when the provider is missing (%s)',
    async (language, text) => {
      const { screen } = await renderAt('/auth/continue', { language });
      await expect.element(screen.getByRole('alert')).toHaveTextContent(text);
      expect(document.body.textContent).not.toMatch(/provider|sağlayıcı/i);
    },
  );

  it('names no provider when the address names none but the token works', async () => {
    const { screen } = await renderAt(
      '/auth/continue?token=t1&expireDate=2030-01-01T00%3A00%3A00.000Z&name=Nora',
    );
    await expect.element(screen.getByText('Your account is connected.', { exact: false })).toBeVisible();
    expect(document.body.textContent).not.toContain('provider');
  });

  it('a sign-up started on the Turkish pages continues in Turkish, using the token once', async () => {
    // What SocialSignInButtons remembered as the browser left /tr/auth/register for the provider.
    sessionStorage.setItem('eg_social_sign_in_language', 'tr-TR');
    const signIn = vi.fn(() => Promise.resolve(signedIn));
    const { screen, router, scope } = await renderAt(RETURNED, { signIn });
    await expect.poll(() => router.state.location.pathname).toBe('/tr/auth/continue');
    expect(router.state.location.search).toMatchObject({ provider: 'github', token: 't1' });
    expect(signIn).not.toHaveBeenCalled();
    // The app routes the language of every URL; the page then opens in it.
    await allSettled(languageRoutedFx, { scope, params: 'tr-TR' });
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Hesabınızı oluşturmayı tamamlayın');
    await expect.element(screen.getByRole('radio', { name: 'Türkçe' })).toBeChecked();
    expect(signIn).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('eg_social_sign_in_language')).toBeNull();
  });
});
