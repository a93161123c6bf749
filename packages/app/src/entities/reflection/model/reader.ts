import { combine } from 'effector';
import { $dataKey } from '@/entities/keyring/@x/reflection';
import { $access, $currentUser } from '@/entities/session/@x/reflection';
import type { ReflectionReader } from '../lib/protect.ts';

/** Who reads, with which key, and whether their access shows the whole history. */
export interface ReflectionReaderState {
  reader: ReflectionReader;
  unlimitedHistory: boolean;
}

export const $reflectionReader = combine(
  $currentUser,
  $dataKey,
  $access,
  (user, dataKey, access): ReflectionReaderState | null =>
    user ? { reader: { userId: user.userId, dataKey }, unlimitedHistory: access.unlimitedHistory } : null,
);
