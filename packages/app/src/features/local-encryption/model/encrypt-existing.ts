import type { VegJournal } from '@emotion-guru/platform-sdk';
import { attach, createEvent, createStore, sample, scopeBind } from 'effector';
import { fetchOwnPlainRecords, journalChanged, saveSealedFields, sealFields } from '@/entities/journal';
import { $dataKey } from '@/entities/keyring';
import { $currentUser, logoutFx } from '@/entities/session';
import { notifyTranslatedFx } from '@/shared/lib/notify';

/**
 * Turning encryption on protects what is written from then on; this seals what was written before:
 * the user's own entries still stored in clear, one at a time. Safe to stop and run again: entries
 * already sealed are skipped, because each scan looks at what the platform holds.
 */
export const plainEntriesRequested = createEvent();
export const encryptExistingRequested = createEvent();
const progressed = createEvent<number>();

/** The user's entries still stored in clear, as of the last scan. */
const $plainRecords = createStore<VegJournal[]>([], { serialize: 'ignore' });
export const $plainCount = $plainRecords.map((records) => records.length);
/** While sealing: how many of how many are done. */
export const $encryptProgress = createStore<{ done: number; total: number } | null>(null);

export const scanPlainEntriesFx = attach({
  source: $currentUser,
  effect: async (user): Promise<VegJournal[]> => (user ? fetchOwnPlainRecords(user.userId) : []),
});

export const encryptExistingFx = attach({
  source: { key: $dataKey, records: $plainRecords },
  effect: async ({ key, records }): Promise<number> => {
    if (!key) throw new Error('Local encryption is locked');
    const report = scopeBind(progressed, { safe: true });
    let done = 0;
    for (const record of records) {
      const sealed = await sealFields(key, { title: record.title ?? '', content: record.content ?? '' });
      await saveSealedFields(record.id, sealed);
      done += 1;
      report(done);
    }
    return done;
  },
});

$plainRecords.on(scanPlainEntriesFx.doneData, (_, records) => records).reset(logoutFx.finally);
$encryptProgress
  .on(sample({ clock: encryptExistingFx, source: $plainRecords }), (_, records) => ({
    done: 0,
    total: records.length,
  }))
  .on(progressed, (progress, done) => (progress ? { ...progress, done } : progress))
  .reset(encryptExistingFx.finally, logoutFx.finally);

sample({
  clock: plainEntriesRequested,
  source: { key: $dataKey, busy: encryptExistingFx.pending },
  filter: ({ key, busy }) => key !== null && !busy,
  target: scanPlainEntriesFx,
});
sample({
  clock: encryptExistingRequested,
  source: { key: $dataKey, busy: encryptExistingFx.pending, count: $plainCount },
  filter: ({ key, busy, count }) => key !== null && !busy && count > 0,
  fn: () => undefined,
  target: encryptExistingFx,
});

// Whatever happened, look again at what the platform holds, and show the journal's new state.
sample({ clock: encryptExistingFx.finally, target: [scanPlainEntriesFx, journalChanged] });
sample({
  clock: encryptExistingFx.done,
  fn: () => ({ type: 'success' as const, ns: 'app_content' as const, title: 'encryption.existing.done' }),
  target: notifyTranslatedFx,
});
sample({
  clock: encryptExistingFx.fail,
  fn: () => ({ type: 'error' as const, ns: 'app_content' as const, title: 'encryption.existing.failed' }),
  target: notifyTranslatedFx,
});
