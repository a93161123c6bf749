import type { EntityModel } from '../db/schema.ts';

/** A stored record: plain JSON values, references kept as `{name}_id` columns. */
export type Row = Record<string, unknown>;

/**
 * What the query engine needs from the database. The engine never sees other tenants (the source is
 * one tenant's tables) and asks `canRead` before it follows a reference, so a filter or an include can
 * never reach a record the caller may not read.
 */
export interface QuerySource {
  model(entityName: string): EntityModel | undefined;
  /** Every row of the entity in this tenant (the engine filters by `canRead` itself). */
  rows(entityName: string): readonly Row[];
  row(entityName: string, id: string): Row | undefined;
  /** Ids on the other side of a many-to-many property. */
  mappedIds(entityName: string, propName: string, ownerId: string): readonly string[];
  canRead(entityName: string, row: Row): boolean;
  /** The variation's language: multilingual values are answered in it (`*` answers every language). */
  language: string;
}

/**
 * A client mistake the handlers turn into 400 with this (catalogue) message, plus `extra` in the body
 * when given (e.g. `{ field: 'slug', rule: 'unique' }`, so a client can tell which rule was broken).
 */
export class QueryError extends Error {
  override readonly name = 'QueryError';
  readonly extra: Row | undefined;
  constructor(message: string, extra?: Row) {
    super(message);
    this.extra = extra;
  }
}
