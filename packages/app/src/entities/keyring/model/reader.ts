import { combine } from 'effector';
import { $currentUser } from '@/entities/session/@x/keyring';
import { $dataKey } from './keyring.ts';

/** Who opens sealed fields, and with which key. */
export interface KeyReader {
  /** The signed-in user: fields they sealed open with `dataKey`, anyone else's show as locked. */
  userId: string;
  /** The unlocked data key; null while encryption is off or locked. */
  dataKey: CryptoKey | null;
}

/**
 * The signed-in user's reader (null when signed out). Every list that shows sealed fields loads
 * from it, so unlocking or locking reaches all of them the same way.
 */
export const $keyReader = combine($currentUser, $dataKey, (user, dataKey): KeyReader | null =>
  user ? { userId: user.userId, dataKey } : null,
);
