import { combine } from 'effector';
import { $activeClientId } from '@/entities/client/@x/journal';
import { $reader, type ReaderState } from './reader.ts';

/** Whose journal, read by whom: what every journal load needs. */
export interface JournalSource {
  clientId: string | null;
  reader: ReaderState | null;
}

/**
 * The active client and the reader, as one load's parameters. Its own module: the dashboard's newest
 * entries use it without the journal page's list (list.ts, which the build may leave out of the start).
 */
export const $journalSource = combine(
  { clientId: $activeClientId, reader: $reader },
  (source): JournalSource => source,
);
