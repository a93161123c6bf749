/**
 * The query engine: `/api/entity/query` semantics over one tenant's rows. Filters (ANDed, with nested
 * and/or), free-text search over searchable properties, sorting (default lastUpdateDate desc, id as the
 * tie-breaker so pages never overlap), paging, total count, column selection and includes.
 */
import type { Filter, QueryRequest, QueryResponse, SortCol } from '@emotion-guru/platform-sdk';
import type { EntityModel } from '../db/schema.ts';
import { compareScalars, matchesAll } from './filters.ts';
import { isRecord, pickLanguage, requireModel, resolvePath } from './paths.ts';
import { buildShape, shapeRow } from './shape.ts';
import { QueryError, type QuerySource, type Row } from './types.ts';

export const DEFAULT_COUNT = 10;
export const DEFAULT_SORT: readonly SortCol[] = [{ field: 'lastUpdateDate', dir: 'desc' }];

function stringList(value: unknown, name: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    throw new QueryError(`${name} must be an array of field names`);
  return value;
}

function filterList(value: unknown): Filter[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new QueryError('filters must be an array');
  return value as Filter[];
}

function sortList(value: unknown): readonly SortCol[] {
  if (value === undefined || value === null) return DEFAULT_SORT;
  if (!Array.isArray(value)) throw new QueryError('sortCols must be an array');
  const list = value.map((entry): SortCol => {
    if (!isRecord(entry) || typeof entry.field !== 'string') throw new QueryError('Invalid sortCols entry');
    return { field: entry.field, dir: entry.dir === 'desc' ? 'desc' : 'asc' };
  });
  return list.length === 0 ? DEFAULT_SORT : list;
}

function nonNegativeInt(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n < 0) throw new QueryError('startIndex and count must be non-negative numbers');
  return Math.floor(n);
}

function searchMatches(model: EntityModel, row: Row, text: string): boolean {
  const needle = text.toLowerCase();
  for (const prop of model.props.values()) {
    if (!prop.searchable || prop.kind !== 'value') continue;
    const value = row[prop.name];
    const values = isRecord(value) ? Object.values(value) : [value];
    if (values.some((v) => typeof v === 'string' && v.toLowerCase().includes(needle))) return true;
  }
  return false;
}

function sortKey(source: QuerySource, model: EntityModel, row: Row, field: string): unknown {
  const first = resolvePath(source, model, row, field)[0];
  return pickLanguage(first, source.language === '*' ? 'en-US' : source.language);
}

/** Rows of `request.entityName` the caller may read that match filters and search, sorted (not paged). */
export function selectRows(
  source: QuerySource,
  request: Partial<QueryRequest>,
): { model: EntityModel; rows: Row[] } {
  const model = requireModel(source, request.entityName);
  const filters = filterList(request.filters);
  const sortCols = sortList(request.sortCols);
  const search = typeof request.searchText === 'string' ? request.searchText.trim() : '';
  const collator = new Intl.Collator(source.language === '*' ? 'en' : source.language, {
    sensitivity: 'base',
    numeric: true,
  });
  const rows = source
    .rows(model.name)
    .filter((row) => source.canRead(model.name, row))
    .filter((row) => request.entityId === undefined || row.id === request.entityId)
    .filter((row) => search.length === 0 || searchMatches(model, row, search))
    .filter((row) => matchesAll(source, model, row, filters));
  const keyed = rows.map((row) => ({ row, keys: sortCols.map((s) => sortKey(source, model, row, s.field)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < sortCols.length; i++) {
      const dir = sortCols[i]?.dir === 'desc' ? -1 : 1;
      const ka = a.keys[i];
      const kb = b.keys[i];
      const aMissing = ka === undefined || ka === null;
      const bMissing = kb === undefined || kb === null;
      // Missing values sort last in both directions, so "newest first" never starts with blanks.
      if (aMissing || bMissing) {
        if (aMissing && bMissing) continue;
        return aMissing ? 1 : -1;
      }
      const c = compareScalars(ka, kb, collator);
      if (c !== 0) return c * dir;
    }
    return compareScalars(a.row.id, b.row.id);
  });
  return { model, rows: keyed.map((k) => k.row) };
}

/** The whole query: select, page, shape. */
export function runQuery(source: QuerySource, request: Partial<QueryRequest>): QueryResponse<Row> {
  const { model, rows } = selectRows(source, request);
  const startIndex = nonNegativeInt(request.startIndex, 0);
  const count = nonNegativeInt(request.count, DEFAULT_COUNT);
  const shape = buildShape(
    source,
    model,
    stringList(request.selectCols, 'selectCols'),
    stringList(request.includes, 'includes'),
  );
  const page = rows.slice(startIndex, startIndex + count).map((row) => shapeRow(source, model, row, shape));
  const response: QueryResponse<Row> = { entities: page };
  if (request.calcTotalCount === true) response.totalCount = rows.length;
  return response;
}

/** One row by id, shaped (undefined when absent or unreadable). */
export function getOne(
  source: QuerySource,
  entityName: string,
  id: string,
  options: { selectCols?: unknown; includes?: unknown },
): Row | undefined {
  const model = requireModel(source, entityName);
  const row = source.row(model.name, id);
  if (row === undefined || !source.canRead(model.name, row)) return undefined;
  const shape = buildShape(
    source,
    model,
    stringList(options.selectCols, 'selectCols'),
    stringList(options.includes, 'includes'),
  );
  return shapeRow(source, model, row, shape);
}
