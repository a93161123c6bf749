import type { VegJournal } from '@emotion-guru/platform-sdk';
import { allSettled, createEvent, createWatch, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $activeClient } from '@/entities/client/@x/journal';
import type * as KeyringForJournal from '@/entities/keyring/@x/journal';
import { keyringRequested } from '@/entities/keyring/@x/journal';
import { $session } from '@/entities/session/@x/journal';
import { queryJournalPage } from '../api/journal-api.ts';
import { $recentEntries, $recentStatus, RECENT_ENTRY_COUNT, recentEntriesRequested } from './recent.ts';
import { testSession } from '@/shared/lib/test-session';

vi.mock('@/entities/keyring/@x/journal', async (importOriginal) => ({
  ...(await importOriginal<typeof KeyringForJournal>()),
  keyringRequested: createEvent(),
}));
vi.mock('../api/journal-api.ts', () => ({ queryJournalPage: vi.fn() }));

const query = vi.mocked(queryJournalPage);
const session = testSession({ roles: ['user'], subscription: 2 });
const record = (id: string): VegJournal => ({ id, title: id, content: 'text', client_id: 'c-1' });
const titles = (ids: string[]) => ({ records: ids.map(record), total: ids.length });

function scopeFor(clientId: string) {
  return fork({
    values: [
      [$session, session],
      [$activeClient, { id: clientId, name: clientId, isActive: true }],
    ],
  });
}

beforeEach(() => {
  query.mockReset().mockResolvedValue(titles(['a', 'b', 'c', 'd', 'e', 'f', 'g']));
});

describe('recent entries', () => {
  it('shows the newest few of the active client and asks for the keyring', async () => {
    const scope = scopeFor('c-1');
    const asked = vi.fn();
    const stop = createWatch({ unit: keyringRequested, fn: asked, scope });
    await allSettled(recentEntriesRequested, { scope });
    stop();
    expect(query.mock.calls[0]?.[0].clientId).toBe('c-1');
    expect(scope.getState($recentEntries).map((entry) => entry.title)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(scope.getState($recentEntries)).toHaveLength(RECENT_ENTRY_COUNT);
    expect(scope.getState($recentStatus)).toBe('done');
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('lets only the newest answer land when an older request is slower', async () => {
    const scope = scopeFor('c-1');
    let releaseSlow: () => void = () => undefined;
    query
      .mockImplementationOnce(() => new Promise((resolve) => (releaseSlow = () => resolve(titles(['old'])))))
      .mockResolvedValueOnce(titles(['new']));
    const slow = allSettled(recentEntriesRequested, { scope });
    const fast = allSettled(recentEntriesRequested, { scope });
    await new Promise((resolve) => setTimeout(resolve, 10));
    releaseSlow();
    await Promise.all([slow, fast]);
    expect(scope.getState($recentEntries).map((entry) => entry.title)).toEqual(['new']);
    expect(scope.getState($recentStatus)).toBe('done');
  });

  it('reports a failed load', async () => {
    const scope = scopeFor('c-1');
    query.mockRejectedValueOnce(new Error('403'));
    await allSettled(recentEntriesRequested, { scope });
    expect(scope.getState($recentStatus)).toBe('fail');
    expect(scope.getState($recentEntries)).toEqual([]);
  });
});
