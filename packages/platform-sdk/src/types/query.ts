/**
 * The query wire format. The spec leaves it open; this is ours, and the emulator (mocks/) implements it.
 * `/api/entity/query` takes a {@link QueryRequest} (plus `variation`) and answers a {@link QueryResponse}.
 */

/** Comparison operators of a {@link FieldFilter}. `like` matches a substring, case-insensitively; `%` is a wildcard. */
export type FilterOp =
  'eq' | 'ne' | 'in' | 'notIn' | 'like' | 'gt' | 'gte' | 'lt' | 'lte' | 'isNull' | 'isNotNull';

/** Every operator, in a stable order (useful for validation and property tests). */
export const FILTER_OPS: readonly FilterOp[] = [
  'eq',
  'ne',
  'in',
  'notIn',
  'like',
  'gt',
  'gte',
  'lt',
  'lte',
  'isNull',
  'isNotNull',
];

/** A value a filter compares with; `in` / `notIn` take an array, `isNull` / `isNotNull` none. */
export type FilterScalar = string | number | boolean | null;
export type FilterValue = FilterScalar | readonly FilterScalar[];

/** `{ field, op, value }`: compares one field (dotted paths such as `client.name` reach included records). */
export interface FieldFilter {
  field: string;
  op: FilterOp;
  value?: FilterValue;
}

/** Any of the nested filters holds. */
export interface OrFilter {
  or: Filter[];
}

/** All of the nested filters hold (a top-level `filters` array is already ANDed). */
export interface AndFilter {
  and: Filter[];
}

/** One entry of `filters`: a field comparison or an `or` / `and` group (nestable). */
export type Filter = FieldFilter | OrFilter | AndFilter;

export type SortDir = 'asc' | 'desc';

/** One sort column; the first column sorts first. */
export interface SortCol {
  field: string;
  dir: SortDir;
}

/**
 * Body of `POST /api/entity/query`.
 * Defaults (applied by the SDK before sending): `startIndex` 0, `count` 10, `sortCols`
 * `[{ field: 'lastUpdateDate', dir: 'desc' }]`.
 */
export interface QueryRequest {
  entityName: string;
  /** Restricts the query to one record (the platform accepts it on every query). */
  entityId?: string;
  /** ANDed together. */
  filters?: Filter[];
  /** Field names to return (`id` is always returned); empty or absent means every field. */
  selectCols?: string[];
  sortCols?: SortCol[];
  /** Reference fields to expand, e.g. `['client']` on VegJournal. */
  includes?: string[];
  startIndex?: number;
  count?: number;
  /** Ask for `totalCount` in the answer (costs a count query on the server). */
  calcTotalCount?: boolean;
  /** Free text matched against the entity's searchable properties. */
  searchText?: string;
  /** Platform-specific query flavour; the emulator ignores it. */
  queryType?: number | string;
}

/** Answer of `POST /api/entity/query` and `/api/entity/queryMapped`. */
export interface QueryResponse<T> {
  entities: T[];
  /** Present when `calcTotalCount` was true. */
  totalCount?: number;
}
