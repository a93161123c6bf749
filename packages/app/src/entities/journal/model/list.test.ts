import type { AuthData, VegJournal } from '@emotion-guru/platform-sdk';
import { allSettled, createEvent, createWatch, fork } from 'effector';
import type * as KeyringForJournal from '@/entities/keyring/@x/journal';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $activeClient } from '@/entities/client/@x/journal';
import { keyringRequested } from '@/entities/keyring/@x/journal';
import { $session } from '@/entities/session/@x/journal';
import { countEntriesBefore, fetchClientTags, queryJournalPage } from '../api/journal-api.ts';
import {
  $filters,
  $journal,
  $listStatus,
  filtersChanged,
  journalClosed,
  journalOpened,
  pageSelected,
} from './list.ts';
import { journalChanged } from './changes.ts';

// The keyring's own load is the keyring's business (and its tests'): here only whether the journal asks.
vi.mock('@/entities/keyring/@x/journal', async (importOriginal) => ({
  ...(await importOriginal<typeof KeyringForJournal>()),
  keyringRequested: createEvent(),
}));

vi.mock('../api/journal-api.ts', () => ({
  queryJournalPage: vi.fn(),
  countEntriesBefore: vi.fn(),
  fetchClientTags: vi.fn(),
}));

const query = vi.mocked(queryJournalPage);
const countBefore = vi.mocked(countEntriesBefore);
const tags = vi.mocked(fetchClientTags);

const session = (subscription: number): AuthData => ({
  token: 't',
  expireDate: '2099-01-01T00:00:00.000Z',
  userId: 'u-1',
  name: 'Ada',
  email: 'ada@example.com',
  roles: ['user'],
  groups: [],
  subscription,
});
const client = { id: 'c-1', name: 'Ada', isActive: true };
const record = (id: string): VegJournal => ({
  id,
  title: id,
  content: 'text',
  client_id: 'c-1',
  date: '2026-11-20T00:00:00.000Z',
});

function scopeFor(subscription: number) {
  return fork({
    values: [
      [$session, session(subscription)],
      [$activeClient, client],
    ],
  });
}

beforeEach(() => {
  query.mockReset().mockResolvedValue({ records: [record('a'), record('b')], total: 12 });
  countBefore.mockReset().mockResolvedValue(3);
  tags.mockReset().mockResolvedValue(['calm']);
});

describe('journal list', () => {
  it('loads the active client on opening, with the tier window for the free plan', async () => {
    const scope = scopeFor(1);
    await allSettled(journalOpened, { scope });
    expect(query).toHaveBeenCalledTimes(1);
    const call = query.mock.calls[0]?.[0];
    expect(call?.clientId).toBe('c-1');
    expect(call?.filters).toEqual({ search: '', tag: '', from: '', to: '', page: 1 });
    expect(Date.now() - (call?.since?.getTime() ?? 0)).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
    expect(scope.getState($journal)).toMatchObject({ total: 12, hiddenByTier: 3, tags: ['calm'] });
    expect(scope.getState($journal).entries.map((entry) => entry.title)).toEqual(['a', 'b']);
    expect(scope.getState($listStatus)).toBe('done');
  });

  it('shows paying tiers everything and counts nothing as hidden', async () => {
    const scope = scopeFor(2);
    await allSettled(journalOpened, { scope });
    expect(query.mock.calls[0]?.[0].since).toBeNull();
    expect(countBefore).not.toHaveBeenCalled();
    expect(scope.getState($journal).hiddenByTier).toBe(0);
  });

  it('goes back to page 1 when a filter changes, and keeps the page otherwise', async () => {
    const scope = scopeFor(2);
    await allSettled(journalOpened, { scope });
    await allSettled(pageSelected, { scope, params: 2 });
    expect(scope.getState($filters).page).toBe(2);
    expect(query.mock.calls.at(-1)?.[0].filters.page).toBe(2);
    await allSettled(filtersChanged, { scope, params: { search: 'sea', tag: 'calm' } });
    expect(scope.getState($filters)).toMatchObject({ search: 'sea', tag: 'calm', page: 1 });
    expect(query.mock.calls.at(-1)?.[0].filters).toMatchObject({ search: 'sea', tag: 'calm', page: 1 });
  });

  it('lets only the newest answer land when an older request is slower', async () => {
    const scope = scopeFor(2);
    await allSettled(journalOpened, { scope });
    let releaseSlow: () => void = () => undefined;
    query
      .mockImplementationOnce(
        () => new Promise((resolve) => (releaseSlow = () => resolve({ records: [record('old')], total: 1 }))),
      )
      .mockResolvedValueOnce({ records: [record('new')], total: 1 });
    const slow = allSettled(filtersChanged, { scope, params: { search: 'o' } });
    // allSettled waits for every effect of the scope, the slow one included: release it after both started.
    const fast = allSettled(filtersChanged, { scope, params: { search: 'ne' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scope.getState($journal).entries.map((entry) => entry.title)).toEqual(['new']);
    releaseSlow();
    await Promise.all([slow, fast]);
    expect(scope.getState($journal).entries.map((entry) => entry.title)).toEqual(['new']);
  });

  it('reports a failed load and keeps the filters', async () => {
    const scope = scopeFor(2);
    query.mockRejectedValueOnce(new Error('503'));
    await allSettled(journalOpened, { scope });
    await allSettled(filtersChanged, { scope, params: { search: 'x' } });
    query.mockRejectedValueOnce(new Error('503'));
    await allSettled(journalChanged, { scope });
    expect(scope.getState($listStatus)).toBe('fail');
    expect(scope.getState($filters).search).toBe('x');
  });

  it('does not load while the page is closed', async () => {
    const scope = scopeFor(2);
    await allSettled(journalOpened, { scope });
    await allSettled(journalClosed, { scope });
    query.mockClear();
    await allSettled(journalChanged, { scope });
    expect(query).not.toHaveBeenCalled();
  });

  it('loads the tags and the hidden count once per opening, not again for each filter or page', async () => {
    const scope = scopeFor(1);
    await allSettled(journalOpened, { scope });
    await allSettled(filtersChanged, { scope, params: { search: 'sea' } });
    await allSettled(pageSelected, { scope, params: 2 });
    expect(query).toHaveBeenCalledTimes(3);
    expect(tags).toHaveBeenCalledTimes(1);
    expect(countBefore).toHaveBeenCalledTimes(1);
    await allSettled(journalChanged, { scope });
    expect(tags).toHaveBeenCalledTimes(2);
  });

  it('reports an error when the tags cannot be loaded, even if the entries could', async () => {
    const scope = scopeFor(2);
    tags.mockRejectedValueOnce(new Error('503'));
    await allSettled(journalOpened, { scope });
    expect(scope.getState($listStatus)).toBe('fail');
  });

  it('asks for the keyring once per journal opening: not for an opening without a client', async () => {
    const scope = fork({ values: [[$session, session(2)]] });
    const asked = vi.fn();
    const stop = createWatch({ unit: keyringRequested, fn: asked, scope });
    // Opened without a client (finding one failed), then again once there is one.
    await allSettled(journalOpened, { scope });
    await allSettled(journalClosed, { scope });
    await allSettled($activeClient, { scope, params: client });
    await allSettled(journalOpened, { scope });
    stop();
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
