import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $currentUser, $isAuthenticated, completeOAuthFx, profileChanged } from '@/entities/session';
import { getPlatform } from '@/shared/api';
import { languageSelected, type Language } from '@/shared/i18n';
import { hasErrors, validateProfile, type ProfileErrors } from '../lib/validate-profile.ts';

/** What /auth/continue was opened with: the platform's redirect query and the page's language. */
export interface ContinueOpened {
  provider: string;
  token: string | undefined;
  expireDate: string | undefined;
  name: string | undefined;
  language: Language;
}

export interface ProfileChoice {
  userId: string;
  name: string;
  languageCode: Language;
}

/** signing-in: the returned token is being confirmed; ready: the form; failed: no usable sign-in. */
export type ContinueStatus = 'signing-in' | 'ready' | 'failed';

export const pageOpened = createEvent<ContinueOpened>();
export const nameChanged = createEvent<string>();
export const languageChosen = createEvent<Language>();
export const termsToggled = createEvent<boolean>();
export const submitted = createEvent();

/** This page's own use of the shared effect: its done/fail are only this page's sign-in. */
const signInFx = attach({ effect: completeOAuthFx });

/** The user's own GsbUser record: name and language are the fields a user may change themself. */
export const saveProfileFx = createEffect(async ({ userId, name, languageCode }: ProfileChoice) => {
  // Without an id the save would try to create a second user (and be refused): say why instead.
  if (!userId) throw new Error('The signed-in user is unknown');
  await getPlatform().entity.save({ entityName: 'GsbUser', entity: { id: userId, name, languageCode } });
});

export const $status = createStore<ContinueStatus>('signing-in');
/** A returned token works once: a second pageOpened with it (React's strict mode) must not reuse it. */
const $usedToken = createStore<string | null>(null);
export const $provider = createStore('');
export const $name = createStore('');
export const $language = createStore<Language>('en-US');
export const $termsAccepted = createStore(false);
export const $errors = createStore<ProfileErrors>({});
export const $saveFailed = createStore(false);
export const $saving = saveProfileFx.pending;
/** Set once the profile is saved: the language the app continues in. */
export const $finishedIn = createStore<Language | null>(null);

const opened = sample({
  clock: pageOpened,
  source: $usedToken,
  filter: (used, { token }) => token === undefined || token !== used,
  fn: (_, params) => params,
});

$provider.on(opened, (_, { provider }) => provider);
$name.on(opened, (_, { name }) => name ?? '').on(nameChanged, (_, name) => name);
$language.on(opened, (_, { language }) => language).on(languageChosen, (_, language) => language);
$termsAccepted.reset(opened).on(termsToggled, (_, accepted) => accepted);
$errors
  .reset(opened)
  .on(nameChanged, (errors) => ({ ...errors, name: undefined }))
  .on(termsToggled, (errors) => ({ ...errors, terms: undefined }));
$saveFailed.reset(opened, submitted).on(saveProfileFx.fail, () => true);
$finishedIn.reset(opened).on(saveProfileFx.done, (_, { params }) => params.languageCode);

const returned = sample({
  clock: opened,
  filter: ({ token, expireDate }) => Boolean(token && expireDate),
  fn: ({ provider, token, expireDate }) => ({ provider, token: token ?? '', expireDate: expireDate ?? '' }),
});
$usedToken.on(returned, (_, { token }) => token);
$status.on(returned, () => 'signing-in');
sample({ clock: returned, target: signInFx });

// Without a token the page can only continue a sign-in that already happened (a reload after the
// token was used); otherwise it fails like /auth/callback.
sample({
  clock: opened,
  source: $isAuthenticated,
  filter: (_, { token, expireDate }) => !(token && expireDate),
  fn: (signedIn): ContinueStatus => (signedIn ? 'ready' : 'failed'),
  target: $status,
});
$status.on(signInFx.done, () => 'ready').on(signInFx.fail, () => 'failed');

// The provider usually names the person; if not, the record's name is the best guess.
sample({
  clock: $status.updates,
  source: { name: $name, user: $currentUser },
  filter: ({ name, user }, status) =>
    status === 'ready' && name.trim() === '' && user !== null && user.name !== 'User',
  fn: ({ user }) => user?.name ?? '',
  target: $name,
});

const $form = combine({
  status: $status,
  saving: $saving,
  name: $name,
  language: $language,
  termsAccepted: $termsAccepted,
  user: $currentUser,
});

const checked = sample({
  clock: submitted,
  source: $form,
  filter: ({ status, saving }) => status === 'ready' && !saving,
  fn: (form) => ({ form, errors: validateProfile(form.name, form.termsAccepted) }),
});
sample({ clock: checked, fn: ({ errors }) => errors, target: $errors });
sample({
  clock: checked,
  filter: ({ errors }) => !hasErrors(errors),
  fn: ({ form }): ProfileChoice => ({
    userId: form.user?.userId ?? '',
    name: form.name.trim(),
    languageCode: form.language,
  }),
  target: saveProfileFx,
});

sample({ clock: saveProfileFx.done, fn: ({ params }) => ({ name: params.name }), target: profileChanged });
sample({ clock: saveProfileFx.done, fn: ({ params }) => params.languageCode, target: languageSelected });
