import { describe, expect, it, vi } from 'vitest';
import { fetchReflectionTags, getReflectionRecord, queryReflectionPage } from './reflection-api.ts';
import { PlatformHttpError, where } from '@emotion-guru/platform-sdk';
import { EMPTY_REFLECTION_FILTERS } from '../model/types.ts';

interface PageRequest {
  filters: unknown[];
  searchText?: string;
}
const { get, queryPage, query } = vi.hoisted(() => ({
  get: vi.fn(),
  queryPage: vi.fn<(request: PageRequest, page: number, size: number) => Promise<unknown>>(),
  query: vi.fn<(request: { startIndex: number }) => Promise<unknown>>(),
}));
// The platform itself is replaced (not the api barrel), so the shared helpers the api uses reach the fakes too.
vi.mock('@/shared/api/platform.ts', () => ({ getPlatform: () => ({ entity: { get, queryPage, query } }) }));
const httpError = (status: number) => new PlatformHttpError(new Response('{}', { status }), '{}');

describe('getReflectionRecord', () => {
  it('asks for the reflection with its tags and loop', async () => {
    get.mockResolvedValue({ entity: { id: 'r-1' } });
    expect(await getReflectionRecord('r-1')).toEqual({ id: 'r-1' });
    expect(get).toHaveBeenCalledWith({
      entityName: 'VegReflection',
      entityId: 'r-1',
      includes: ['tags', 'loop'],
    });
  });

  it("answers null for no such reflection (404) and for another's (403)", async () => {
    get.mockRejectedValueOnce(httpError(404));
    expect(await getReflectionRecord('gone')).toBeNull();
    get.mockRejectedValueOnce(httpError(403));
    expect(await getReflectionRecord('theirs')).toBeNull();
  });

  it('lets other failures through (the page offers a retry)', async () => {
    get.mockRejectedValueOnce(httpError(503));
    await expect(getReflectionRecord('r-1')).rejects.toBeInstanceOf(PlatformHttpError);
  });
});

describe('queryReflectionPage', () => {
  it("asks the platform for the quadrant's words, whole local days and the search text", async () => {
    queryPage.mockResolvedValue({ entities: [], totalCount: 0 });
    await queryReflectionPage({
      clientId: 'c-1',
      since: null,
      filters: {
        ...EMPTY_REFLECTION_FILTERS,
        quadrant: 'green',
        quadrantEmotionIds: ['e-calm', 'e-content'],
        from: '2026-11-01',
        to: '2026-11-15',
        search: '  meeting ',
      },
    });
    const [request, page, size] = queryPage.mock.calls.at(-1) ?? [];
    expect(request?.filters).toEqual([
      where.eq('client_id', 'c-1'),
      where.gte('date', new Date(2026, 10, 1).toISOString()),
      where.lt('date', new Date(2026, 10, 16).toISOString()),
      where.in('emotions.emotion_id', ['e-calm', 'e-content']),
    ]);
    expect(request?.searchText).toBe('meeting');
    expect([page, size]).toEqual([1, 10]);
  });

  it('keeps the tier window when the chosen first day is older, and sends no search for blank text', async () => {
    queryPage.mockResolvedValue({ entities: [], totalCount: 0 });
    const since = new Date(2026, 10, 10);
    await queryReflectionPage({
      clientId: 'c-1',
      since,
      filters: { ...EMPTY_REFLECTION_FILTERS, from: '2026-10-01', search: '   ' },
    });
    const [request] = queryPage.mock.calls.at(-1) ?? [];
    expect(request?.filters).toEqual([where.eq('client_id', 'c-1'), where.gte('date', since.toISOString())]);
    expect(request).not.toHaveProperty('searchText');
  });

  it('asks for reflections with a tag of the chosen name', async () => {
    queryPage.mockResolvedValue({ entities: [], totalCount: 0 });
    await queryReflectionPage({
      clientId: 'c-1',
      since: null,
      filters: { ...EMPTY_REFLECTION_FILTERS, tag: 'commute' },
    });
    const [request] = queryPage.mock.calls.at(-1) ?? [];
    expect(request?.filters).toEqual([where.eq('client_id', 'c-1'), where.eq('tags.name', 'commute')]);
  });
});

describe('fetchReflectionTags', () => {
  it("reads the names of the client's reflections' tags, page after page, once each and sorted", async () => {
    const full = Array.from({ length: 500 }, (_, index) => ({
      id: `r-${String(index)}`,
      tags: [{ id: 't-w', name: index % 2 ? 'work' : 'commute' }],
    }));
    query.mockResolvedValueOnce({ entities: full }).mockResolvedValueOnce({
      entities: [{ id: 'r-x', tags: [{ id: 't-a', name: 'alone' }, { id: 't-n' }] }],
    });
    expect(await fetchReflectionTags('c-1')).toEqual(['alone', 'commute', 'work']);
    expect(query).toHaveBeenCalledTimes(2);
    expect(query.mock.calls[0]?.[0]).toMatchObject({
      entityName: 'VegReflection',
      filters: [where.eq('client_id', 'c-1'), where.isNotNull('tags')],
      selectCols: ['tags.name'],
      startIndex: 0,
    });
    expect(query.mock.calls[1]?.[0].startIndex).toBe(500);
  });
});
