/** Filter evaluation: `{ field, op, value }` leaves and `{ and }` / `{ or }` groups. */
import type { Filter, FilterOp } from '@emotion-guru/platform-sdk';
import { FILTER_OPS } from '@emotion-guru/platform-sdk';
import type { EntityModel } from '../db/schema.ts';
import { isRecord, resolvePath } from './paths.ts';
import { QueryError, type QuerySource, type Row } from './types.ts';

const OPS: ReadonlySet<string> = new Set(FILTER_OPS);

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Equality that tolerates the wire's loose typing ("3" vs 3, "true" vs true), never across null. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isEmpty(a) || isEmpty(b)) return false;
  const sa = typeof a === 'string' || typeof a === 'number' || typeof a === 'boolean' ? String(a) : undefined;
  const sb = typeof b === 'string' || typeof b === 'number' || typeof b === 'boolean' ? String(b) : undefined;
  return sa !== undefined && sa === sb;
}

/** Orders two scalars: numbers numerically, everything else as text (ISO dates sort as text). */
export function compareScalars(a: unknown, b: unknown, collator?: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const na = Number(a);
  const nb = Number(b);
  if (typeof a !== 'string' || typeof b !== 'string') {
    if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  }
  const sa = typeof a === 'string' ? a : JSON.stringify(a);
  const sb = typeof b === 'string' ? b : JSON.stringify(b);
  return collator ? collator.compare(sa, sb) : sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** `like`: case-insensitive; without `%` a substring match, with `%` (any run) and `_` (one char) a pattern. */
function likeMatches(value: unknown, pattern: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const text = String(value).toLowerCase();
  const needle = String(pattern).toLowerCase();
  if (!needle.includes('%') && !needle.includes('_')) return text.includes(needle);
  const escaped = needle
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${escaped}$`, 's').test(text);
}

function asList(value: unknown, op: FilterOp): readonly unknown[] {
  if (Array.isArray(value)) return value as unknown[];
  throw new QueryError(`Filter operator ${op} needs an array value`);
}

function compareLeaf(values: unknown[], op: FilterOp, value: unknown): boolean {
  const present = values.filter((v) => !isEmpty(v));
  switch (op) {
    case 'eq':
      return present.some((v) => same(v, value));
    case 'ne':
      return !present.some((v) => same(v, value));
    case 'in': {
      const list = asList(value, op);
      return present.some((v) => list.some((item) => same(v, item)));
    }
    case 'notIn': {
      const list = asList(value, op);
      return !present.some((v) => list.some((item) => same(v, item)));
    }
    case 'like':
      return present.some((v) => likeMatches(v, value));
    case 'gt':
      return present.some((v) => compareScalars(v, value) > 0);
    case 'gte':
      return present.some((v) => compareScalars(v, value) >= 0);
    case 'lt':
      return present.some((v) => compareScalars(v, value) < 0);
    case 'lte':
      return present.some((v) => compareScalars(v, value) <= 0);
    case 'isNull':
      return present.length === 0;
    case 'isNotNull':
      return present.length > 0;
  }
}

/** True when `row` satisfies `filter`. Malformed filters are a 400 (QueryError), never a crash. */
export function matchesFilter(source: QuerySource, model: EntityModel, row: Row, filter: unknown): boolean {
  if (!isRecord(filter)) throw new QueryError('Invalid filter');
  if ('or' in filter) {
    const list = filter.or;
    if (!Array.isArray(list)) throw new QueryError('Invalid filter');
    return list.length === 0 || list.some((f) => matchesFilter(source, model, row, f));
  }
  if ('and' in filter) {
    const list = filter.and;
    if (!Array.isArray(list)) throw new QueryError('Invalid filter');
    return list.every((f) => matchesFilter(source, model, row, f));
  }
  const { field, op } = filter;
  if (typeof field !== 'string' || field.length === 0) throw new QueryError('Invalid filter');
  if (typeof op !== 'string' || !OPS.has(op)) throw new QueryError(`Invalid filter operator ${String(op)}`);
  return compareLeaf(resolvePath(source, model, row, field), op as FilterOp, filter.value);
}

export function matchesAll(
  source: QuerySource,
  model: EntityModel,
  row: Row,
  filters: readonly Filter[],
): boolean {
  return filters.every((f) => matchesFilter(source, model, row, f));
}
