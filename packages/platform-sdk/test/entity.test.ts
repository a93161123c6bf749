import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  FILTER_OPS,
  PlatformError,
  pageToStartIndex,
  queryBuilder,
  where,
  withQueryDefaults,
  type Filter,
  type SortCol,
} from '../src/index.ts';
import { makeClient } from './helpers.ts';

function direct(answer: object = {}) {
  return makeClient(() => answer, { batch: { enabled: false } });
}

describe('entity operations', () => {
  it('query applies defaults: count 10, startIndex 0, sort lastUpdateDate desc', async () => {
    const { client, calls } = direct({ entities: [{ id: '1' }], totalCount: 1 });
    const answer = await client.entity.query({
      entityName: 'VegJournal',
      filters: [where.eq('client_id', 'c1')],
    });
    expect(answer).toEqual({ entities: [{ id: '1' }], totalCount: 1 });
    expect(calls[0]?.path).toBe('/api/entity/query');
    expect(calls[0]?.body).toMatchObject({
      entityName: 'VegJournal',
      filters: [{ field: 'client_id', op: 'eq', value: 'c1' }],
      startIndex: 0,
      count: 10,
      sortCols: [{ field: 'lastUpdateDate', dir: 'desc' }],
    });
  });

  it('query keeps explicit paging and sorting and tolerates an answer without entities', async () => {
    const { client, calls } = direct({});
    const answer = await client.entity.query({
      entityName: 'GsbBlog',
      startIndex: 24,
      count: 12,
      sortCols: [{ field: 'viewCount', dir: 'desc' }],
      selectCols: ['id', 'title'],
      includes: ['categories'],
      searchText: 'calm',
      calcTotalCount: true,
      queryType: 1,
    });
    expect(answer.entities).toEqual([]);
    expect(calls[0]?.body).toMatchObject({
      startIndex: 24,
      count: 12,
      sortCols: [{ field: 'viewCount', dir: 'desc' }],
    });
  });

  it('queryPage turns a 1-based page into startIndex and asks for the total', async () => {
    const { client, calls } = direct({ entities: [] });
    await client.entity.queryPage({ entityName: 'VegClient' }, 3, 20);
    expect(calls[0]?.body).toMatchObject({ startIndex: 40, count: 20, calcTotalCount: true });
    await client.entity.queryPage({ entityName: 'VegClient' }, 1);
    expect(calls[1]?.body).toMatchObject({ startIndex: 0, count: 10 });
  });

  it('queryOne returns the first record or null', async () => {
    const found = direct({ entities: [{ id: 'a' }, { id: 'b' }] });
    expect(await found.client.entity.queryOne({ entityName: 'X' })).toEqual({ id: 'a' });
    expect(found.calls[0]?.body.count).toBe(1);
    expect(await direct({ entities: [] }).client.entity.queryOne({ entityName: 'X' })).toBeNull();
  });

  it.each([
    ['get', (c: ReturnType<typeof direct>['client']) => c.entity.get({ entityName: 'A', entityId: '1' })],
    [
      'getCopy',
      (c: ReturnType<typeof direct>['client']) => c.entity.getCopy({ entityName: 'A', entityId: '1' }),
    ],
    [
      'save',
      (c: ReturnType<typeof direct>['client']) => c.entity.save({ entityName: 'A', entity: { title: 't' } }),
    ],
    [
      'saveMulti',
      (c: ReturnType<typeof direct>['client']) =>
        c.entity.saveMulti({ entityName: 'A', entities: [{ title: 't' }] }),
    ],
    [
      'updateQuery',
      (c: ReturnType<typeof direct>['client']) =>
        c.entity.updateQuery({ entityName: 'A', filters: [], values: { isActive: false } }),
    ],
    [
      'delete',
      (c: ReturnType<typeof direct>['client']) => c.entity.delete({ entityName: 'A', entityId: '1' }),
    ],
    [
      'deleteQuery',
      (c: ReturnType<typeof direct>['client']) =>
        c.entity.deleteQuery({ entityName: 'A', filters: [where.isNull('x')] }),
    ],
    [
      'queryMapped',
      (c: ReturnType<typeof direct>['client']) =>
        c.entity.queryMapped({ entityName: 'GsbRole', entityId: 'r', propName: 'users' }),
    ],
    [
      'saveMappedItems',
      (c: ReturnType<typeof direct>['client']) =>
        c.entity.saveMappedItems({ entityName: 'GsbRole', entityId: 'r', propName: 'users', items: ['u'] }),
    ],
    [
      'removeMappedItems',
      (c: ReturnType<typeof direct>['client']) =>
        c.entity.removeMappedItems({ entityName: 'GsbRole', entityId: 'r', propName: 'users', items: ['u'] }),
    ],
    ['getCode', (c: ReturnType<typeof direct>['client']) => c.entity.getCode({ codeGeneratorId: 'inv' })],
  ])('%s posts to /api/entity/%s', async (operation, run) => {
    const { client, calls } = direct({ entities: [] });
    await run(client);
    expect(calls.map((c) => c.path)).toEqual([`/api/entity/${operation}`]);
  });

  it.each([
    [
      'Entity is required',
      'ENTITY_REQUIRED',
      (c: ReturnType<typeof direct>['client']) =>
        c.entity.save({ entityName: 'A', entity: undefined as unknown as object }),
    ],
    [
      'Entity id is required',
      'ENTITY_ID_REQUIRED',
      (c: ReturnType<typeof direct>['client']) => c.entity.get({ entityName: 'A', entityId: '' }),
    ],
    [
      'Entity id is required',
      'ENTITY_ID_REQUIRED',
      (c: ReturnType<typeof direct>['client']) => c.entity.getCopy({ entityName: 'A', entityId: '' }),
    ],
    [
      'Entity id is required',
      'ENTITY_ID_REQUIRED',
      (c: ReturnType<typeof direct>['client']) => c.entity.delete({ entityName: 'A', entityId: '' }),
    ],
    [
      'Entity name is required',
      'ENTITY_NAME_REQUIRED',
      (c: ReturnType<typeof direct>['client']) => c.entity.query({ entityName: '' }),
    ],
    [
      'Property name is required',
      'PROPERTY_NAME_REQUIRED',
      (c: ReturnType<typeof direct>['client']) =>
        c.entity.queryMapped({ entityName: 'A', entityId: '1', propName: '' }),
    ],
    [
      'Entity id is required',
      'ENTITY_ID_REQUIRED',
      (c: ReturnType<typeof direct>['client']) =>
        c.entity.queryMapped({ entityName: 'A', entityId: '', propName: 'p' }),
    ],
    [
      'Items are required',
      'ITEMS_REQUIRED',
      (c: ReturnType<typeof direct>['client']) =>
        c.entity.saveMappedItems({ entityName: 'A', entityId: '1', propName: 'p', items: [] }),
    ],
    [
      'Property name is required',
      'PROPERTY_NAME_REQUIRED',
      (c: ReturnType<typeof direct>['client']) =>
        c.entity.removeMappedItems({ entityName: 'A', entityId: '1', propName: '', items: ['x'] }),
    ],
    [
      'Items are required',
      'ITEMS_REQUIRED',
      (c: ReturnType<typeof direct>['client']) => c.entity.saveMulti({ entityName: 'A', entities: [] }),
    ],
    [
      'Code generator id is required',
      'CODE_GENERATOR_ID_REQUIRED',
      (c: ReturnType<typeof direct>['client']) => c.entity.getCode({ codeGeneratorId: '' }),
    ],
    [
      'Filters are required',
      'FILTERS_REQUIRED',
      (c: ReturnType<typeof direct>['client']) => c.entity.deleteQuery({ entityName: 'A', filters: [] }),
    ],
    [
      'Filters are required',
      'FILTERS_REQUIRED',
      (c: ReturnType<typeof direct>['client']) =>
        c.entity.updateQuery({ entityName: 'A', filters: undefined as unknown as Filter[], values: {} }),
    ],
  ])('throws "%s" (%s) before any request', async (message, code, run) => {
    const { client, calls } = direct();
    const error = await run(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code, message });
    expect(calls).toHaveLength(0);
  });
});

describe('query builder', () => {
  it('builds a request with filters, groups, sorting, selection, includes and paging', () => {
    const request = queryBuilder('VegJournal')
      .where(where.eq('client_id', 'c1'), where.or(where.like('title', 'calm'), where.isNotNull('content')))
      .where(where.and(where.gte('date', '2026-01-01'), where.lt('date', '2026-02-01')))
      .orderBy('date', 'desc')
      .orderBy('title')
      .select('id', 'title')
      .include('client')
      .search('sea')
      .page(2, 25)
      .withTotalCount()
      .build();
    expect(request).toEqual({
      entityName: 'VegJournal',
      filters: [
        { field: 'client_id', op: 'eq', value: 'c1' },
        {
          or: [
            { field: 'title', op: 'like', value: 'calm' },
            { field: 'content', op: 'isNotNull' },
          ],
        },
        {
          and: [
            { field: 'date', op: 'gte', value: '2026-01-01' },
            { field: 'date', op: 'lt', value: '2026-02-01' },
          ],
        },
      ],
      sortCols: [
        { field: 'date', dir: 'desc' },
        { field: 'title', dir: 'asc' },
      ],
      selectCols: ['id', 'title'],
      includes: ['client'],
      searchText: 'sea',
      startIndex: 25,
      count: 25,
      calcTotalCount: true,
    });
  });

  it('has one constructor per operator', () => {
    expect(
      [
        where.ne('a', 1),
        where.in('a', [1, 2]),
        where.notIn('a', [3]),
        where.gt('a', 1),
        where.lte('a', 2),
        where.isNull('a'),
        where.field('a', 'eq', true),
        where.field('a', 'isNull'),
      ].map((f) => ('op' in f ? f.op : '')),
    ).toEqual(['ne', 'in', 'notIn', 'gt', 'lte', 'isNull', 'eq', 'isNull']);
    expect(FILTER_OPS).toHaveLength(11);
  });

  it('defaults an empty sort and a range', () => {
    expect(queryBuilder('X').range(5, 7).withTotalCount(false).build()).toEqual({
      entityName: 'X',
      startIndex: 5,
      count: 7,
      calcTotalCount: false,
      sortCols: [...DEFAULT_SORT],
    });
    expect(withQueryDefaults({ entityName: 'X', sortCols: [] }).sortCols).toEqual([
      { field: 'lastUpdateDate', dir: 'desc' },
    ]);
  });

  it('treats pages below 1 and non-finite pages as page 1', () => {
    expect(pageToStartIndex(0)).toBe(0);
    expect(pageToStartIndex(-3, 5)).toBe(0);
    expect(pageToStartIndex(Number.NaN, 5)).toBe(0);
    expect(pageToStartIndex(2)).toBe(10);
  });

  const field = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,10}$/);
  const scalar = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
  const leaf = fc.record({ field, op: fc.constantFrom(...FILTER_OPS), value: scalar });
  const filter: fc.Arbitrary<Filter> = fc.letrec<{ filter: Filter }>((tie) => ({
    filter: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.record({ or: fc.array(tie('filter'), { maxLength: 3 }) }),
      fc.record({ and: fc.array(tie('filter'), { maxLength: 3 }) }),
    ),
  })).filter;
  const sort: fc.Arbitrary<SortCol> = fc.record({
    field,
    dir: fc.constantFrom('asc' as const, 'desc' as const),
  });

  it('property: filters, sorts and selections come out in order, paging maps 1-based pages', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(filter, { maxLength: 3 }), { maxLength: 3 }),
        fc.array(sort, { maxLength: 4 }),
        fc.array(field, { maxLength: 4 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (filterGroups, sorts, fields, page, size) => {
          let builder = queryBuilder('E');
          for (const group of filterGroups) builder = builder.where(...group);
          for (const s of sorts) builder = builder.orderBy(s.field, s.dir);
          const request = builder
            .select(...fields)
            .page(page, size)
            .build();
          expect(request.filters ?? []).toEqual(filterGroups.flat());
          expect(request.sortCols).toEqual(sorts.length > 0 ? sorts : DEFAULT_SORT);
          expect(request.selectCols).toEqual(fields);
          expect(request.startIndex).toBe((page - 1) * size);
          expect(request.count).toBe(size);
          // The wire format survives JSON unchanged (what the emulator receives).
          expect(JSON.parse(JSON.stringify(request))).toEqual(request);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('property: the builder never mutates an earlier builder', () => {
    fc.assert(
      fc.property(fc.array(leaf, { minLength: 1, maxLength: 5 }), (filters) => {
        const base = queryBuilder('E');
        const before = base.build();
        base
          .where(...filters)
          .orderBy('x')
          .select('y')
          .include('z')
          .page(3);
        expect(base.build()).toEqual(before);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: consecutive pages tile the record range without gaps or overlap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 500 }), (page, size) => {
        expect(pageToStartIndex(page + 1, size) - pageToStartIndex(page, size)).toBe(size);
      }),
      { numRuns: 1000 },
    );
  });
});
