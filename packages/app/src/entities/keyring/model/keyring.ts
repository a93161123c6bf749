import { createEffect, createEvent, createStore, sample } from 'effector';
import { $session, logoutFx } from '@/entities/session/@x/keyring';
import { createRemoteQuery, readWithOfflineCopy } from '@/shared/api';
import type { WrongPasswordError } from '@/shared/lib/local-encryption';
import { createKeyring, rewrapKeyring, unlockKeyring } from '@/shared/lib/local-encryption';
import { fetchKeyring, storeKeyring, type StoredKeyring } from '../api/keyring-api.ts';

/**
 * Local encryption state. The keyring (the wrapped data key) comes from the platform; the unwrapped data
 * key lives only in `$dataKey`, in memory, and is dropped on logout or lock. The password is never kept:
 * it goes into an effect and out of scope.
 */
export type EncryptionState = 'unknown' | 'off' | 'locked' | 'unlocked';

export const keyringRequested = createEvent();
export const lockRequested = createEvent();

/** The signed-in user's keyring, by its owner's id; null data means encryption was never turned on. */
export const keyringQuery = createRemoteQuery({
  name: 'keyring',
  // Offline, the keyring last loaded here: sealed entries kept on the device can still be unlocked.
  effect: createEffect((userId: string) =>
    readWithOfflineCopy(`keyring/${userId}`, () => fetchKeyring(userId)),
  ),
  // A logout drops a load still on its way (the next user's keyring is never mixed with it).
  abortAll: logoutFx.finally,
});
sample({ clock: logoutFx.finally, target: keyringQuery.reset });

export const enableEncryptionFx = createEffect(async (password: string) => {
  const { keyring, dataKey } = await createKeyring(password);
  const stored = await storeKeyring(keyring);
  return { stored, dataKey };
});

export const unlockFx = createEffect<
  { keyring: StoredKeyring; password: string },
  CryptoKey,
  WrongPasswordError | Error
>(({ keyring, password }) => unlockKeyring(keyring.keyring, password));

export const changePasswordFx = createEffect(
  async ({
    keyring,
    oldPassword,
    newPassword,
  }: {
    keyring: StoredKeyring;
    oldPassword: string;
    newPassword: string;
  }) => {
    const rewrapped = await rewrapKeyring(keyring.keyring, oldPassword, newPassword);
    return { stored: await storeKeyring(rewrapped.keyring, keyring.id), dataKey: rewrapped.dataKey };
  },
);

export const $keyring = createStore<StoredKeyring | null>(null, { serialize: 'ignore' });
/** Whether `$keyring` reflects the platform (false until the first load answers). */
const $keyringLoaded = createStore(false, { serialize: 'ignore' });
/** The last load failed (Settings offers to try again). */
export const $keyringFailed = keyringQuery.$failed;
/** The data key: never serialised, never persisted. */
export const $dataKey = createStore<CryptoKey | null>(null, { serialize: 'ignore' });

export const $encryption = createStore<EncryptionState>('unknown', { serialize: 'ignore' });

$keyring
  .on(keyringQuery.finished.success, (_, { result }) => result)
  .on(enableEncryptionFx.doneData, (_, { stored }) => stored)
  .on(changePasswordFx.doneData, (_, { stored }) => stored)
  .reset(logoutFx.finally);
$keyringLoaded
  .on(keyringQuery.finished.success, () => true)
  .on(enableEncryptionFx.done, () => true)
  .reset(logoutFx.finally);
$dataKey
  .on(unlockFx.doneData, (_, key) => key)
  .on(enableEncryptionFx.doneData, (_, { dataKey }) => dataKey)
  .on(changePasswordFx.doneData, (_, { dataKey }) => dataKey)
  .reset(lockRequested, logoutFx.finally);

sample({
  source: { keyring: $keyring, loaded: $keyringLoaded, key: $dataKey },
  fn: ({ keyring, loaded, key }): EncryptionState => {
    if (!loaded) return 'unknown';
    if (keyring === null) return 'off';
    return key === null ? 'locked' : 'unlocked';
  },
  target: $encryption,
});

/**
 * Loads the keyring each time a page that needs it opens: another device may have turned encryption on
 * or changed the password since, and writing in clear on a stale "off" would break the user's intent.
 */
// A request while one is on its way waits for that one.
sample({
  clock: keyringRequested,
  source: { userId: $session.map((session) => session?.userId ?? null), pending: keyringQuery.$pending },
  filter: ({ userId, pending }) => Boolean(userId) && !pending,
  fn: ({ userId }) => userId ?? '',
  target: keyringQuery.start,
});
