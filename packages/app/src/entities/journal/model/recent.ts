import { attach, createEvent, createStore, sample } from 'effector';
import { $activeClientId } from '@/entities/client/@x/journal';
import { logoutFx } from '@/entities/session/@x/journal';
import { queryJournalPage } from '../api/journal-api.ts';
import { historyCutoff } from '../lib/history.ts';
import { revealEntry } from '../lib/protect.ts';
import { $reader } from './reader.ts';
import { EMPTY_FILTERS, type JournalEntry } from './types.ts';

/** How many entries the dashboard shows. */
export const RECENT_ENTRY_COUNT = 5;

export const recentEntriesRequested = createEvent();

export const loadRecentEntriesFx = attach({
  source: { clientId: $activeClientId, reader: $reader },
  effect: async ({ clientId, reader }): Promise<JournalEntry[]> => {
    if (!clientId || !reader) return [];
    const since = historyCutoff(reader.subscription, Date.now());
    const { records } = await queryJournalPage({ clientId, filters: EMPTY_FILTERS, since });
    return Promise.all(
      records.slice(0, RECENT_ENTRY_COUNT).map((record) => revealEntry(record, reader.reader)),
    );
  },
});

export const $recentEntries = createStore<JournalEntry[]>([])
  .on(loadRecentEntriesFx.doneData, (_, entries) => entries)
  .reset(logoutFx.finally);
export const $recentStatus = createStore<'idle' | 'loading' | 'ready' | 'error'>('idle')
  .on(loadRecentEntriesFx, () => 'loading')
  .on(loadRecentEntriesFx.done, () => 'ready')
  .on(loadRecentEntriesFx.fail, () => 'error')
  .reset(logoutFx.finally);

sample({ clock: recentEntriesRequested, target: loadRecentEntriesFx });
