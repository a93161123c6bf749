import type {
  FieldFilter,
  Filter,
  FilterOp,
  FilterValue,
  QueryRequest,
  SortCol,
  SortDir,
} from '../types/query.ts';

/** Defaults of a query (spec section 9): page size 10, first record 0, newest change first. */
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_SORT: readonly SortCol[] = [{ field: 'lastUpdateDate', dir: 'desc' }];

/** `startIndex` of a 1-based page (pages below 1 count as 1). */
export function pageToStartIndex(page: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  const safePage = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  return (safePage - 1) * Math.max(0, Math.floor(pageSize));
}

/** Fills the defaults a request leaves out: `startIndex` 0, `count` 10, sort `lastUpdateDate desc`. */
export function withQueryDefaults(request: QueryRequest): QueryRequest {
  return {
    ...request,
    startIndex: request.startIndex ?? 0,
    count: request.count ?? DEFAULT_PAGE_SIZE,
    sortCols:
      request.sortCols && request.sortCols.length > 0
        ? request.sortCols
        : DEFAULT_SORT.map((s) => ({ ...s })),
  };
}

/** Filter constructors: `where.eq('isActive', true)`, `where.or(where.eq(...), where.like(...))`. */
export const where = {
  field: (field: string, op: FilterOp, value?: FilterValue): FieldFilter =>
    value === undefined ? { field, op } : { field, op, value },
  eq: (field: string, value: FilterValue): FieldFilter => ({ field, op: 'eq', value }),
  ne: (field: string, value: FilterValue): FieldFilter => ({ field, op: 'ne', value }),
  in: (field: string, values: FilterValue): FieldFilter => ({ field, op: 'in', value: values }),
  notIn: (field: string, values: FilterValue): FieldFilter => ({ field, op: 'notIn', value: values }),
  like: (field: string, value: string): FieldFilter => ({ field, op: 'like', value }),
  gt: (field: string, value: FilterValue): FieldFilter => ({ field, op: 'gt', value }),
  gte: (field: string, value: FilterValue): FieldFilter => ({ field, op: 'gte', value }),
  lt: (field: string, value: FilterValue): FieldFilter => ({ field, op: 'lt', value }),
  lte: (field: string, value: FilterValue): FieldFilter => ({ field, op: 'lte', value }),
  isNull: (field: string): FieldFilter => ({ field, op: 'isNull' }),
  isNotNull: (field: string): FieldFilter => ({ field, op: 'isNotNull' }),
  or: (...filters: Filter[]): Filter => ({ or: filters }),
  and: (...filters: Filter[]): Filter => ({ and: filters }),
};

/**
 * A small immutable builder for {@link QueryRequest}s:
 * `queryBuilder('VegJournal').where(where.eq('client_id', id)).orderBy('date', 'desc').page(2, 20).build()`.
 */
export class QueryBuilder {
  private constructor(private readonly request: QueryRequest) {}

  static of(entityName: string): QueryBuilder {
    return new QueryBuilder({ entityName });
  }

  /** Adds filters; all filters of a query are ANDed. */
  where(...filters: Filter[]): QueryBuilder {
    return this.with({ filters: [...(this.request.filters ?? []), ...filters] });
  }

  /** Appends a sort column (the first one added sorts first). */
  orderBy(field: string, dir: SortDir = 'asc'): QueryBuilder {
    return this.with({ sortCols: [...(this.request.sortCols ?? []), { field, dir }] });
  }

  select(...fields: string[]): QueryBuilder {
    return this.with({ selectCols: [...(this.request.selectCols ?? []), ...fields] });
  }

  include(...fields: string[]): QueryBuilder {
    return this.with({ includes: [...(this.request.includes ?? []), ...fields] });
  }

  search(text: string): QueryBuilder {
    return this.with({ searchText: text });
  }

  /** 1-based page of `pageSize` records. */
  page(page: number, pageSize: number = DEFAULT_PAGE_SIZE): QueryBuilder {
    return this.with({ startIndex: pageToStartIndex(page, pageSize), count: pageSize });
  }

  range(startIndex: number, count: number): QueryBuilder {
    return this.with({ startIndex, count });
  }

  withTotalCount(calc = true): QueryBuilder {
    return this.with({ calcTotalCount: calc });
  }

  /** The request with defaults filled in, ready for `entity.query`. */
  build(): QueryRequest {
    return withQueryDefaults(this.request);
  }

  private with(patch: Partial<QueryRequest>): QueryBuilder {
    return new QueryBuilder({ ...this.request, ...patch });
  }
}

/** Starts a {@link QueryBuilder} for `entityName`. */
export function queryBuilder(entityName: string): QueryBuilder {
  return QueryBuilder.of(entityName);
}
