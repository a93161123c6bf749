import { createEffect, createEvent, sample } from 'effector';
import { keyringRequested } from '@/entities/keyring/@x/journal';
import { logoutFx } from '@/entities/session/@x/journal';
import { createRemoteQuery } from '@/shared/api';
import { queryJournalPage } from '../api/journal-api.ts';
import { historyCutoff } from '../lib/history.ts';
import { revealEntry } from '../lib/protect.ts';
import { $journalSource, type JournalSource } from './source.ts';
import { EMPTY_FILTERS, type JournalEntry } from './types.ts';

/** How many entries the dashboard shows. */
export const RECENT_ENTRY_COUNT = 5;

export const recentEntriesRequested = createEvent();

/** The newest entries of the active client (the dashboard); a newer request wins over a slower older one. */
export const recentEntriesQuery = createRemoteQuery({
  name: 'journal/recent',
  effect: createEffect(async ({ clientId, reader }: JournalSource): Promise<JournalEntry[]> => {
    if (!clientId || !reader) return [];
    const since = historyCutoff(reader.subscription, Date.now());
    const { records } = await queryJournalPage({ clientId, filters: EMPTY_FILTERS, since });
    return Promise.all(
      records.slice(0, RECENT_ENTRY_COUNT).map((record) => revealEntry(record, reader.reader)),
    );
  }),
  abortAll: logoutFx.finally,
});
sample({ clock: logoutFx.finally, target: recentEntriesQuery.reset });

export const $recentEntries = recentEntriesQuery.$data.map((entries) => entries ?? []);
export const $recentStatus = recentEntriesQuery.$status;

sample({ clock: recentEntriesRequested, source: $journalSource, target: recentEntriesQuery.start });
// Encrypted entries need the keyring (the dashboard asks once it knows the client).
sample({ clock: recentEntriesRequested, target: keyringRequested });
