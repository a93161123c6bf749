import { ERRORS } from '@emotion-guru/platform-sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../src/access/rules.ts';
import { Database } from '../src/db/database.ts';
import type { TenantData } from '../src/db/tenant.ts';
import { getOne, runQuery } from '../src/query/engine.ts';
import { QueryError, type Row } from '../src/query/types.ts';
import { createRandom } from '../src/random.ts';

const ME = 'user-me';
const OTHER = 'user-other';
const me: Actor = { tenantCode: 't', userId: ME, isAdmin: false };

let db: Database;
let tenant: TenantData;
let clock = 0;
const at = (): string => new Date(Date.UTC(2026, 0, 1) + clock++ * 60_000).toISOString();

function insert(entity: string, values: Row, actorId: string | undefined = ME): Row {
  return db.insert(tenant, entity, values, { actorId, now: at() });
}

function query(request: Record<string, unknown>, actor: Actor = me, language = 'en-US') {
  return runQuery(db.source(tenant, actor, language), { entityName: 'VegClient', ...request });
}

beforeEach(() => {
  clock = 0;
  db = new Database(createRandom(7));
  tenant = db.tenant('t');
  insert('GsbUser', { name: 'Me', email: 'me@example.com' }, undefined);
  db.table(tenant, 'GsbUser').set(ME, { id: ME, name: 'Me', email: 'me@example.com' });
  for (const [name, email, isActive] of [
    ['Ayşe', 'ayse@example.com', true],
    ['Bora', 'bora@example.com', false],
    ['Cem', null, true],
    ['Deniz', 'deniz@example.org', true],
  ] as const) {
    insert('VegClient', { name, email, isActive, notes: `${name} likes walks` });
  }
  insert('VegClient', { name: 'Hidden', email: 'h@example.com', isActive: true }, OTHER);
});

describe('query engine', () => {
  it('applies the defaults: 10 rows, lastUpdateDate desc, only readable rows', () => {
    const { entities, totalCount } = query({});
    expect(entities.map((e) => e.name)).toEqual(['Deniz', 'Cem', 'Bora', 'Ayşe']);
    expect(totalCount).toBeUndefined();
  });

  it('filters with every operator', () => {
    const names = (filters: unknown[]) =>
      query({ filters, sortCols: [{ field: 'name', dir: 'asc' }] }).entities.map((e) => e.name);
    expect(names([{ field: 'name', op: 'eq', value: 'Bora' }])).toEqual(['Bora']);
    expect(names([{ field: 'name', op: 'ne', value: 'Bora' }])).toEqual(['Ayşe', 'Cem', 'Deniz']);
    expect(names([{ field: 'name', op: 'in', value: ['Cem', 'Deniz', 'Nobody'] }])).toEqual(['Cem', 'Deniz']);
    expect(names([{ field: 'name', op: 'notIn', value: ['Cem', 'Deniz'] }])).toEqual(['Ayşe', 'Bora']);
    expect(names([{ field: 'email', op: 'like', value: 'EXAMPLE.COM' }])).toEqual(['Ayşe', 'Bora']);
    expect(names([{ field: 'email', op: 'like', value: '%.org' }])).toEqual(['Deniz']);
    expect(names([{ field: 'email', op: 'isNull' }])).toEqual(['Cem']);
    expect(names([{ field: 'email', op: 'isNotNull' }])).toEqual(['Ayşe', 'Bora', 'Deniz']);
    expect(names([{ field: 'isActive', op: 'eq', value: false }])).toEqual(['Bora']);
    expect(names([{ field: 'name', op: 'gt', value: 'Bora' }])).toEqual(['Cem', 'Deniz']);
    expect(names([{ field: 'name', op: 'gte', value: 'Bora' }])).toEqual(['Bora', 'Cem', 'Deniz']);
    expect(names([{ field: 'name', op: 'lt', value: 'Bora' }])).toEqual(['Ayşe']);
    expect(names([{ field: 'name', op: 'lte', value: 'Bora' }])).toEqual(['Ayşe', 'Bora']);
  });

  it('combines filters with and / or groups', () => {
    const result = query({
      filters: [
        { field: 'isActive', op: 'eq', value: true },
        {
          or: [
            { field: 'name', op: 'eq', value: 'Cem' },
            { and: [{ field: 'email', op: 'like', value: 'org' }] },
          ],
        },
      ],
      sortCols: [{ field: 'name', dir: 'asc' }],
    });
    expect(result.entities.map((e) => e.name)).toEqual(['Cem', 'Deniz']);
  });

  it('pages with startIndex and count and reports totalCount', () => {
    const sortCols = [{ field: 'name', dir: 'asc' }];
    const first = query({ sortCols, count: 3, calcTotalCount: true });
    const second = query({ sortCols, count: 3, startIndex: 3, calcTotalCount: true });
    expect(first.entities.map((e) => e.name)).toEqual(['Ayşe', 'Bora', 'Cem']);
    expect(second.entities.map((e) => e.name)).toEqual(['Deniz']);
    expect(first.totalCount).toBe(4);
  });

  it('searches searchable fields case-insensitively', () => {
    expect(query({ searchText: 'CEM LIKES' }).entities.map((e) => e.name)).toEqual(['Cem']);
  });

  it('selects columns, always keeping id', () => {
    const [row] = query({ selectCols: ['name'], count: 1 }).entities;
    expect(Object.keys(row ?? {}).sort()).toEqual(['id', 'name']);
  });

  it('expands includes and filters through references', () => {
    const ayse = query({ filters: [{ field: 'name', op: 'eq', value: 'Ayşe' }] }).entities[0];
    const journal = insert('VegJournal', { title: 'Monday', client_id: ayse?.id, content: 'calm' });
    const source = db.source(tenant, me, 'en-US');
    const found = runQuery(source, {
      entityName: 'VegJournal',
      filters: [{ field: 'client.name', op: 'eq', value: 'Ayşe' }],
      includes: ['client', 'createdBy'],
    });
    expect(found.entities).toHaveLength(1);
    expect(found.entities[0]?.id).toBe(journal.id);
    expect((found.entities[0]?.client as Row).name).toBe('Ayşe');
    expect((found.entities[0]?.createdBy as Row).name).toBe('Me');
    const withJournals = getOne(source, 'VegClient', String(ayse?.id), { includes: ['journals'] });
    expect((withJournals?.journals as Row[]).map((j) => j.title)).toEqual(['Monday']);
  });

  it('answers multilingual fields in the variation language and expands many-to-many items', () => {
    const category = insert('GsbBlogCategory', {
      name: 'mind',
      slug: 'mind',
      title: { 'en-US': 'Mind', 'tr-TR': 'Zihin' },
    });
    insert('GsbBlog', {
      slug: 'a',
      title: { 'en-US': 'Hello', 'tr-TR': 'Merhaba' },
      categories: [category.id],
      isPublished: true,
    });
    const tr = runQuery(db.source(tenant, me, 'tr-TR'), {
      entityName: 'GsbBlog',
      filters: [{ field: 'categories.slug', op: 'eq', value: 'mind' }],
      selectCols: ['title', 'categories'],
    });
    expect(tr.entities[0]?.title).toBe('Merhaba');
    expect((tr.entities[0]?.categories as Row[])[0]?.title).toBe('Zihin');
  });

  it('rejects unknown fields, operators and entities with catalogue messages', () => {
    expect(() => query({ filters: [{ field: 'nope', op: 'eq', value: 1 }] })).toThrow(
      'Property definition not found for nope',
    );
    expect(() => query({ filters: [{ field: 'name', op: 'regex', value: 1 }] })).toThrow(QueryError);
    expect(() => runQuery(db.source(tenant, me, 'en-US'), { entityName: 'Nope' })).toThrow(
      ERRORS.PROPERTY_DEFINITIONS_NOT_FOUND,
    );
    expect(() => runQuery(db.source(tenant, me, 'en-US'), {})).toThrow(ERRORS.ENTITY_DEFINITION_REQUIRED);
  });
});
