import type { AuthData, VegReflection } from '@emotion-guru/platform-sdk';
import { allSettled, createEvent, createWatch, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $activeClient } from '@/entities/client/@x/reflection';
import type * as KeyringForReflection from '@/entities/keyring/@x/reflection';
import { keyringRequested } from '@/entities/keyring/@x/reflection';
import { $session } from '@/entities/session/@x/reflection';
import {
  countReflectionsBefore,
  fetchReflectionTags,
  getReflectionRecord,
  queryReflectionPage,
} from '../api/reflection-api.ts';
import { $reflection, $reflectionStatus, reflectionOpened } from './detail.ts';
import {
  $reflectionFilters,
  $reflectionList,
  $reflectionListStatus,
  reflectionFiltersChanged,
  reflectionFiltersCleared,
  reflectionListClosed,
  reflectionListOpened,
  reflectionPageSelected,
} from './list.ts';
import { reflectionsChanged } from './changes.ts';
import { EMPTY_REFLECTION_FILTERS } from './types.ts';

// The keyring's own load is the keyring's business: here only whether the reflections ask for it.
vi.mock('@/entities/keyring/@x/reflection', async (importOriginal) => ({
  ...(await importOriginal<typeof KeyringForReflection>()),
  keyringRequested: createEvent(),
}));

vi.mock('../api/reflection-api.ts', () => ({
  queryReflectionPage: vi.fn(),
  countReflectionsBefore: vi.fn(),
  fetchReflectionTags: vi.fn(),
  getReflectionRecord: vi.fn(),
}));

const query = vi.mocked(queryReflectionPage);
const countBefore = vi.mocked(countReflectionsBefore);
const getOne = vi.mocked(getReflectionRecord);
const tags = vi.mocked(fetchReflectionTags);

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
const record = (id: string): VegReflection => ({
  id,
  title: id,
  client_id: 'c-1',
  date: '2026-11-20T00:00:00.000Z',
  timing: 2,
  emotions: [{ emotion_id: 'e-calm', level: 1 }],
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
  tags.mockReset().mockResolvedValue(['commute', 'work']);
  getOne.mockReset();
});

describe('reflection list', () => {
  it('loads the active client on opening, newest first, with the free tier window and what it hides', async () => {
    const scope = scopeFor(1);
    await allSettled(reflectionListOpened, { scope, params: {} });
    expect(query).toHaveBeenCalledTimes(1);
    const call = query.mock.calls[0]?.[0];
    expect(call?.clientId).toBe('c-1');
    expect(call?.filters).toEqual(EMPTY_REFLECTION_FILTERS);
    expect(Date.now() - (call?.since?.getTime() ?? 0)).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
    expect(scope.getState($reflectionList)).toMatchObject({ total: 12, hiddenByTier: 3 });
    expect(scope.getState($reflectionList).reflections.map((r) => r.title)).toEqual(['a', 'b']);
    expect(scope.getState($reflectionListStatus)).toBe('done');
  });

  it('gives a paying tier the whole history and counts nothing as hidden', async () => {
    const scope = scopeFor(2);
    await allSettled(reflectionListOpened, { scope, params: {} });
    expect(query.mock.calls[0]?.[0].since).toBeNull();
    expect(countBefore).not.toHaveBeenCalled();
    expect(scope.getState($reflectionList).hiddenByTier).toBe(0);
  });

  it('filters by timing and emotion from page 1, pages on, and clears', async () => {
    const scope = scopeFor(2);
    await allSettled(reflectionListOpened, { scope, params: {} });
    await allSettled(reflectionPageSelected, { scope, params: 2 });
    expect(query.mock.calls.at(-1)?.[0].filters.page).toBe(2);
    await allSettled(reflectionFiltersChanged, { scope, params: { timing: 4 } });
    await allSettled(reflectionFiltersChanged, { scope, params: { emotionId: 'e-anxiety' } });
    expect(query.mock.calls.at(-1)?.[0].filters).toEqual({
      ...EMPTY_REFLECTION_FILTERS,
      timing: 4,
      emotionId: 'e-anxiety',
    });
    await allSettled(reflectionFiltersCleared, { scope });
    expect(scope.getState($reflectionFilters)).toEqual(EMPTY_REFLECTION_FILTERS);
    expect(query.mock.calls.at(-1)?.[0].filters.timing).toBeNull();
  });

  it('filters by quadrant, dates and search text from page 1, and clears them all', async () => {
    const scope = scopeFor(2);
    await allSettled(reflectionListOpened, { scope, params: {} });
    await allSettled(reflectionPageSelected, { scope, params: 2 });
    await allSettled(reflectionFiltersChanged, {
      scope,
      params: { quadrant: 'green', quadrantEmotionIds: ['e-calm', 'e-content'] },
    });
    expect(query.mock.calls.at(-1)?.[0].filters).toMatchObject({
      quadrant: 'green',
      quadrantEmotionIds: ['e-calm', 'e-content'],
      page: 1,
    });
    await allSettled(reflectionFiltersChanged, { scope, params: { from: '2026-11-01', to: '2026-11-15' } });
    expect(query.mock.calls.at(-1)?.[0].filters).toMatchObject({ from: '2026-11-01', to: '2026-11-15' });
    await allSettled(reflectionFiltersChanged, { scope, params: { search: 'meeting' } });
    expect(query.mock.calls.at(-1)?.[0].filters).toMatchObject({
      quadrant: 'green',
      search: 'meeting',
      page: 1,
    });
    await allSettled(reflectionFiltersCleared, { scope });
    expect(scope.getState($reflectionFilters)).toEqual(EMPTY_REFLECTION_FILTERS);
    expect(query.mock.calls.at(-1)?.[0].filters).toEqual(EMPTY_REFLECTION_FILTERS);
  });

  it("offers the client's tags, filters by one from page 1 (keeping the others), and clears it", async () => {
    const scope = scopeFor(2);
    await allSettled(reflectionListOpened, { scope, params: {} });
    expect(tags).toHaveBeenCalledWith('c-1');
    expect(scope.getState($reflectionList).tags).toEqual(['commute', 'work']);
    await allSettled(reflectionFiltersChanged, { scope, params: { timing: 4 } });
    await allSettled(reflectionPageSelected, { scope, params: 3 });
    await allSettled(reflectionFiltersChanged, { scope, params: { tag: 'commute' } });
    expect(query.mock.calls.at(-1)?.[0].filters).toEqual({
      ...EMPTY_REFLECTION_FILTERS,
      timing: 4,
      tag: 'commute',
    });
    // Changing a filter is not a new client: the tags are not asked for again.
    expect(tags).toHaveBeenCalledTimes(1);
    await allSettled(reflectionFiltersCleared, { scope });
    expect(query.mock.calls.at(-1)?.[0].filters.tag).toBe('');
  });

  it('opens with the filters it is given (the address keeps them)', async () => {
    const scope = scopeFor(2);
    await allSettled(reflectionListOpened, { scope, params: { tag: 'work', search: 'train', timing: 1 } });
    expect(query.mock.calls[0]?.[0].filters).toEqual({
      ...EMPTY_REFLECTION_FILTERS,
      tag: 'work',
      search: 'train',
      timing: 1,
    });
  });

  it('reports a failed load of the tags', async () => {
    const scope = scopeFor(2);
    tags.mockRejectedValue(new Error('offline'));
    await allSettled(reflectionListOpened, { scope, params: {} });
    expect(scope.getState($reflectionListStatus)).toBe('fail');
  });

  it('opens on a loop when asked (the detail page loop link)', async () => {
    const scope = scopeFor(2);
    await allSettled(reflectionListOpened, { scope, params: { loopId: 'l-1' } });
    expect(query.mock.calls[0]?.[0].filters.loopId).toBe('l-1');
  });

  it('reloads when reflections change, but not once the page is closed', async () => {
    const scope = scopeFor(2);
    await allSettled(reflectionListOpened, { scope, params: {} });
    await allSettled(reflectionsChanged, { scope });
    expect(query).toHaveBeenCalledTimes(2);
    await allSettled(reflectionListClosed, { scope });
    await allSettled(reflectionsChanged, { scope });
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('asks for the keyring when it opens, for sealed reflections', async () => {
    const scope = scopeFor(2);
    const asked = vi.fn();
    createWatch({ unit: keyringRequested, fn: asked, scope });
    await allSettled(reflectionListOpened, { scope, params: {} });
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load, and a failed count of hidden reflections too', async () => {
    const scope = scopeFor(1);
    countBefore.mockRejectedValue(new Error('offline'));
    await allSettled(reflectionListOpened, { scope, params: {} });
    expect(scope.getState($reflectionListStatus)).toBe('fail');
  });
});

describe('one reflection', () => {
  it('reveals the reflection of the id', async () => {
    getOne.mockResolvedValue(record('r-9'));
    const scope = scopeFor(2);
    await allSettled(reflectionOpened, { scope, params: 'r-9' });
    expect(getOne).toHaveBeenCalledWith('r-9');
    expect(scope.getState($reflection)).toMatchObject({ id: 'r-9', title: 'r-9', protection: 'plain' });
  });

  it('is null (not found), not an error, when the platform has none the user may read', async () => {
    getOne.mockResolvedValue(null);
    const scope = scopeFor(2);
    await allSettled(reflectionOpened, { scope, params: 'someone-elses' });
    expect(scope.getState($reflectionStatus)).toBe('done');
    expect(scope.getState($reflection)).toBeNull();
  });
});
