import { fileService, type GsbUser } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $currentUser, logoutFx, profileChanged } from '@/entities/session';
import { getPlatform, platformService } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { submitWhenValid } from '@/shared/lib/submit-form';
import { AVATAR_FILE_NAME, AvatarRefusedError, squareAvatar, type AvatarProblem } from '../lib/avatar.ts';

/** The longest display name the profile takes. */
export const MAX_NAME_LENGTH = 80;

export type NameError = 'empty' | 'tooLong' | 'failed';

export const nameTyped = createEvent<string>();
export const nameSubmitted = createEvent();
export const avatarChosen = createEvent<File>();
export const avatarSaveRequested = createEvent();
export const avatarDiscarded = createEvent();
/** The profile left the screen: drafts are forgotten. */
export const profileClosed = createEvent();

/** Saves fields of the signed-in user's own record (GsbUser: a person writes only their own). */
async function saveUser(user: Pick<GsbUser, 'id'> & Partial<GsbUser>): Promise<void> {
  await getPlatform().entity.save({ entityName: 'GsbUser', entity: { ...user } });
}

// --- The name -------------------------------------------------------------------------------------------

/** The name as typed, or null while it is not being edited (the field shows the profile's). */
export const $nameDraft = createStore<string | null>(null)
  .on(nameTyped, (_, value) => value)
  .reset(profileClosed, logoutFx.finally);
export const $name = combine($nameDraft, $currentUser, (draft, user) => draft ?? user?.name ?? '');
export const $nameError = createStore<NameError | null>(null).reset(
  nameTyped,
  profileClosed,
  logoutFx.finally,
);

export const saveNameFx = createEffect(async ({ id, name }: { id: string; name: string }) => {
  await saveUser({ id, name });
  return name;
});
/** Not retried: the person sees the failure and saves again. */
export const saveNameMutation = createMutation({ name: 'profile/name', effect: saveNameFx });
export const $savingName = saveNameMutation.$pending;

sample({ clock: saveNameMutation.finished.failure, fn: () => 'failed' as const, target: $nameError });

submitWhenValid({
  clock: nameSubmitted,
  source: combine($name, $currentUser, (name, user) => ({ name: name.trim(), id: user?.userId ?? '' })),
  valid: ({ name, id }) => name.length > 0 && name.length <= MAX_NAME_LENGTH && id.length > 0,
  // A name over the limit says so, rather than "empty".
  error: ({ name }) => (name.length > MAX_NAME_LENGTH ? 'tooLong' : 'empty'),
  errorTarget: $nameError,
  pending: $savingName,
  fn: (value) => value,
  target: saveNameMutation.start,
});

sample({
  clock: saveNameMutation.finished.success,
  fn: ({ result }) => ({ name: result }),
  target: profileChanged,
});
$nameDraft.reset(saveNameMutation.finished.success);
sample({
  clock: saveNameMutation.finished.success,
  fn: () => ({ type: 'success' as const, ns: 'app_content' as const, title: 'settings.profile.nameSaved' }),
  target: notifyTranslatedFx,
});

// --- The picture ----------------------------------------------------------------------------------------

/** Crops the chosen picture to a square of 256 px (refused: wrong type, over 5 MB, unreadable). */
export const prepareAvatarFx = createEffect<File, Blob, AvatarRefusedError | Error>((file) =>
  squareAvatar(file),
);

/** Uploads the prepared picture and makes it the profile's; resolves its public URL. */
export const saveAvatarFx = createEffect(async ({ id, image }: { id: string; image: Blob }) => {
  const file = await platformService(fileService).upload(image, {}, AVATAR_FILE_NAME);
  const url = file.publicUrl ?? '';
  await saveUser({ id, pictureUrl: url });
  return url;
});
export const saveAvatarMutation = createMutation({ name: 'profile/avatar', effect: saveAvatarFx });
export const $savingAvatar = saveAvatarMutation.$pending;

/** The cropped picture waiting to be saved (shown as the preview), or null. */
export const $avatarDraft = createStore<Blob | null>(null, { serialize: 'ignore' })
  .on(prepareAvatarFx.doneData, (_, image) => image)
  .reset(avatarChosen, avatarDiscarded, saveAvatarMutation.finished.success, profileClosed, logoutFx.finally);
export const $avatarProblem = createStore<AvatarProblem | 'failed' | null>(null)
  .on(prepareAvatarFx.failData, (_, error) =>
    error instanceof AvatarRefusedError ? error.problem : 'unreadable',
  )
  .on(saveAvatarMutation.finished.failure, () => 'failed')
  .reset(avatarChosen, avatarDiscarded, saveAvatarMutation.started, profileClosed, logoutFx.finally);
export const $preparingAvatar = prepareAvatarFx.pending;

sample({ clock: avatarChosen, target: prepareAvatarFx });
sample({
  clock: avatarSaveRequested,
  source: { image: $avatarDraft, user: $currentUser, busy: $savingAvatar },
  filter: ({ image, user, busy }) => image !== null && user !== null && !busy,
  fn: ({ image, user }) => ({ id: user?.userId ?? '', image: image ?? new Blob() }),
  target: saveAvatarMutation.start,
});
sample({
  clock: saveAvatarMutation.finished.success,
  fn: ({ result }) => ({ pictureUrl: result }),
  target: profileChanged,
});
sample({
  clock: saveAvatarMutation.finished.success,
  fn: () => ({
    type: 'success' as const,
    ns: 'app_content' as const,
    title: 'settings.profile.pictureSaved',
  }),
  target: notifyTranslatedFx,
});
