import { combine } from 'effector';
import { $keyReader } from '@/entities/keyring/@x/journal';
import { $currentUser } from '@/entities/session/@x/journal';
import type { Reader } from '../lib/protect.ts';

/** Who is reading, with which key, on which tier: everything a load needs besides the client. */
export interface ReaderState {
  reader: Reader;
  subscription: number;
}

export const $reader = combine($keyReader, $currentUser, (reader, user): ReaderState | null =>
  reader && user ? { reader, subscription: user.subscription } : null,
);
