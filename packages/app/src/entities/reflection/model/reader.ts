import { combine } from 'effector';
import { $keyReader } from '@/entities/keyring/@x/reflection';
import { $access } from '@/entities/session/@x/reflection';
import type { ReflectionReader } from '../lib/protect.ts';

/** Who reads, with which key, and whether their access shows the whole history. */
export interface ReflectionReaderState {
  reader: ReflectionReader;
  unlimitedHistory: boolean;
}

export const $reflectionReader = combine(
  $keyReader,
  $access,
  (reader, access): ReflectionReaderState | null =>
    reader ? { reader, unlimitedHistory: access.unlimitedHistory } : null,
);
