import { combine } from 'effector';
import { $dataKey } from '@/entities/keyring/@x/journal';
import { $currentUser } from '@/entities/session/@x/journal';
import type { Reader } from '../lib/protect.ts';

/** Who is reading, with which key, on which tier: everything a load needs besides the client. */
export interface ReaderState {
  reader: Reader;
  subscription: number;
}

export const $reader = combine($currentUser, $dataKey, (user, dataKey): ReaderState | null =>
  user
    ? { reader: { userId: user.userId, dataKey } satisfies Reader, subscription: user.subscription }
    : null,
);
