import type { AuthData } from '@emotion-guru/platform-sdk';
import { allSettled, createWatch, fork, scopeBind, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $currentUser, completeOAuthFx, sessionRestored } from '@/entities/session';
import { $language as $appLanguage, languageSelected } from '@/shared/i18n';
import {
  $errors,
  $finishedIn,
  $language,
  $name,
  $saveFailed,
  $status,
  languageChosen,
  nameChanged,
  pageOpened,
  saveProfileFx,
  submitted,
  termsToggled,
  type ContinueOpened,
  type ProfileChoice,
} from './continue.ts';

const signedIn: AuthData = {
  token: 'fresh-token',
  expireDate: '2030-01-01T00:00:00.000Z',
  userId: 'u-nora',
  name: 'Nora Newcomer',
  email: 'nora@example.com',
  roles: ['user-role'],
  groups: [],
  subscription: 1,
};

const fromPlatform: ContinueOpened = {
  provider: 'github',
  token: 'returned-token',
  expireDate: '2030-01-01T00:00:00.000Z',
  name: 'Nora Newcomer',
  language: 'en-US',
};

function setup({
  signIn = () => Promise.resolve(signedIn),
  save = () => Promise.resolve(),
}: {
  signIn?: () => Promise<AuthData>;
  save?: (choice: ProfileChoice) => Promise<void>;
} = {}) {
  const signInSpy = vi.fn(signIn);
  const saveSpy = vi.fn(save);
  const scope = fork({
    handlers: [
      [completeOAuthFx, signInSpy],
      [saveProfileFx, saveSpy],
    ],
  });
  return { scope, signInSpy, saveSpy };
}

async function openSignedIn(scope: Scope, params: ContinueOpened = fromPlatform) {
  await allSettled(pageOpened, { scope, params });
  await allSettled(sessionRestored, { scope, params: signedIn });
}

describe('finishing a new account', () => {
  it('confirms the returned token once, even when the page opens twice, and prefills the name', async () => {
    const { scope, signInSpy } = setup();
    await allSettled(pageOpened, { scope, params: fromPlatform });
    await allSettled(pageOpened, { scope, params: fromPlatform });
    expect(signInSpy).toHaveBeenCalledOnce();
    expect(signInSpy).toHaveBeenCalledWith({
      provider: 'github',
      token: 'returned-token',
      expireDate: '2030-01-01T00:00:00.000Z',
    });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($name)).toBe('Nora Newcomer');
  });

  it('fails like the callback page when the token is refused, or missing while signed out', async () => {
    const refused = setup({ signIn: () => Promise.reject(new Error('Invalid token')) });
    await allSettled(pageOpened, { scope: refused.scope, params: fromPlatform });
    expect(refused.scope.getState($status)).toBe('failed');

    const missing = setup();
    await allSettled(pageOpened, {
      scope: missing.scope,
      params: { ...fromPlatform, token: undefined, expireDate: undefined },
    });
    expect(missing.signInSpy).not.toHaveBeenCalled();
    expect(missing.scope.getState($status)).toBe('failed');
  });

  it('lets a signed-in user finish after a reload (the token was already used)', async () => {
    const { scope, signInSpy } = setup();
    await allSettled(sessionRestored, { scope, params: signedIn });
    await allSettled(pageOpened, {
      scope,
      params: { ...fromPlatform, token: undefined, expireDate: undefined, name: undefined },
    });
    expect(signInSpy).not.toHaveBeenCalled();
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($name)).toBe('Nora Newcomer');
  });

  it('shows inline errors for a blank name and unaccepted terms, and saves nothing', async () => {
    const { scope, saveSpy } = setup();
    await openSignedIn(scope);
    await allSettled(nameChanged, { scope, params: '   ' });
    await allSettled(submitted, { scope });
    expect(scope.getState($errors)).toEqual({ name: 'required', terms: 'required' });
    expect(saveSpy).not.toHaveBeenCalled();
    await allSettled(nameChanged, { scope, params: 'x'.repeat(101) });
    expect(scope.getState($errors)).toMatchObject({ name: undefined, terms: 'required' });
    await allSettled(submitted, { scope });
    expect(scope.getState($errors)).toEqual({ name: 'tooLong', terms: 'required' });
    await allSettled(termsToggled, { scope, params: true });
    expect(scope.getState($errors)).toMatchObject({ name: 'tooLong', terms: undefined });
    expect(saveSpy).not.toHaveBeenCalled();
  });

  it('saves the name and language on the user record, updates the session and switches language', async () => {
    const { scope, saveSpy } = setup();
    await openSignedIn(scope);
    await allSettled(nameChanged, { scope, params: '  Nora N. ' });
    await allSettled(languageChosen, { scope, params: 'tr-TR' });
    await allSettled(termsToggled, { scope, params: true });
    const remembered: string[] = [];
    createWatch({ unit: languageSelected, scope, fn: (language) => remembered.push(language) });
    await allSettled(submitted, { scope });
    expect(saveSpy).toHaveBeenCalledWith({ userId: 'u-nora', name: 'Nora N.', languageCode: 'tr-TR' });
    expect(scope.getState($errors)).toEqual({});
    expect(scope.getState($currentUser)?.name).toBe('Nora N.');
    expect(remembered).toEqual(['tr-TR']);
    expect(scope.getState($finishedIn)).toBe('tr-TR');
    // The URL decides the app's language: the page navigates to /tr/app/onboarding next.
    expect(scope.getState($appLanguage)).toBe('en-US');
  });

  it('keeps what was typed and reports a failed save; a retry clears the report', async () => {
    let fail = true;
    const { scope, saveSpy } = setup({
      save: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()),
    });
    await openSignedIn(scope);
    await allSettled(languageChosen, { scope, params: 'tr-TR' });
    await allSettled(termsToggled, { scope, params: true });
    await allSettled(submitted, { scope });
    expect(scope.getState($saveFailed)).toBe(true);
    expect(scope.getState($name)).toBe('Nora Newcomer');
    expect(scope.getState($language)).toBe('tr-TR');
    expect(scope.getState($finishedIn)).toBeNull();
    fail = false;
    await allSettled(submitted, { scope });
    expect(saveSpy).toHaveBeenCalledTimes(2);
    expect(scope.getState($saveFailed)).toBe(false);
    expect(scope.getState($finishedIn)).toBe('tr-TR');
  });

  it('does not submit before the sign-in is confirmed', async () => {
    let confirm: (auth: AuthData) => void = () => undefined;
    const { scope, saveSpy } = setup({
      signIn: () => new Promise<AuthData>((resolve) => (confirm = resolve)),
    });
    const opening = allSettled(pageOpened, { scope, params: fromPlatform });
    // allSettled would wait for the pending sign-in: these run while it is still out.
    scopeBind(termsToggled, { scope })(true);
    scopeBind(submitted, { scope })();
    expect(scope.getState($status)).toBe('signing-in');
    expect(saveSpy).not.toHaveBeenCalled();
    confirm(signedIn);
    await opening;
    expect(scope.getState($status)).toBe('ready');
  });
});
