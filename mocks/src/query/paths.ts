/**
 * Field paths: `name`, `client_id`, `client.name`, `categories.slug`. A path walks references (one,
 * children, many-to-many) and fans out over to-many ones, so a path yields a list of values and filters
 * use "any value matches" semantics, as SQL joins would.
 */
import { formatMessage, ERRORS } from '@emotion-guru/platform-sdk';
import { AUDIT_FIELDS, type EntityModel, type PropModel } from '../db/schema.ts';
import { QueryError, type QuerySource, type Row } from './types.ts';

const AUDIT: ReadonlySet<string> = new Set(AUDIT_FIELDS);

export function isRecord(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The model of `entityName`, or a 400 with the catalogue message. */
export function requireModel(source: QuerySource, entityName: unknown): EntityModel {
  if (typeof entityName !== 'string' || entityName.length === 0)
    throw new QueryError(ERRORS.ENTITY_DEFINITION_REQUIRED);
  const model = source.model(entityName);
  if (model === undefined) throw new QueryError(ERRORS.PROPERTY_DEFINITIONS_NOT_FOUND);
  return model;
}

/** A property by name; `{ref}_id` columns resolve to their reference. Unknown names are a 400. */
export function lookupField(model: EntityModel, name: string): { prop?: PropModel; column: string } {
  if (AUDIT.has(name)) return { column: name };
  const prop = model.props.get(name);
  if (prop !== undefined) return { prop, column: prop.kind === 'one' ? `${name}_id` : name };
  if (name.endsWith('_id')) {
    const ref = model.props.get(name.slice(0, -3));
    if (ref?.kind === 'one') return { column: name };
  }
  throw new QueryError(formatMessage(ERRORS.PROPERTY_DEFINITION_NOT_FOUND, { property: name }));
}

/** Rows referenced by `prop` from `row`, restricted to those the caller may read. */
export function relatedRows(source: QuerySource, model: EntityModel, prop: PropModel, row: Row): Row[] {
  const target = prop.target;
  if (target === undefined) return [];
  const id = row.id;
  let rows: Row[] = [];
  if (prop.kind === 'one') {
    const refId = row[`${prop.name}_id`];
    const found = typeof refId === 'string' ? source.row(target, refId) : undefined;
    rows = found === undefined ? [] : [found];
  } else if (prop.kind === 'children' && typeof id === 'string' && prop.back !== undefined) {
    const column = `${prop.back}_id`;
    rows = source.rows(target).filter((r) => r[column] === id);
  } else if (prop.kind === 'mapped' && typeof id === 'string') {
    rows = source
      .mappedIds(model.name, prop.name, id)
      .map((refId) => source.row(target, refId))
      .filter((r): r is Row => r !== undefined);
  }
  return rows.filter((r) => source.canRead(target, r));
}

/** Every language value of a multilingual field, or the value itself. */
function leafValues(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leafValues);
  if (isRecord(value)) return Object.values(value);
  return [value];
}

/** The values found at `path` on `row` (empty when a reference is missing or unreadable). */
export function resolvePath(source: QuerySource, model: EntityModel, row: Row, path: string): unknown[] {
  const dot = path.indexOf('.');
  const head = dot === -1 ? path : path.slice(0, dot);
  const rest = dot === -1 ? undefined : path.slice(dot + 1);
  const { prop, column } = lookupField(model, head);
  if (prop === undefined || prop.kind === 'value') {
    if (rest === undefined) return leafValues(row[column]);
    const value = row[column];
    // A list of objects stored in one field (a reflection's `emotions`) fans out like a to-many reference.
    if (Array.isArray(value))
      return (value as unknown[]).flatMap((item) => (isRecord(item) ? leafValues(item[rest]) : []));
    return leafValues(isRecord(value) ? value[rest] : undefined);
  }
  if (rest === undefined) {
    // A bare reference compares by id: `client eq <id>`, `tags in [...]`.
    return relatedRows(source, model, prop, row).map((r) => r.id);
  }
  const targetModel = prop.target === undefined ? undefined : source.model(prop.target);
  if (targetModel === undefined) return [];
  return relatedRows(source, model, prop, row).flatMap((r) => resolvePath(source, targetModel, r, rest));
}

/** The display value of a multilingual field in `language` (falling back to English, then any). */
export function pickLanguage(value: unknown, language: string): unknown {
  if (!isRecord(value) || language === '*') return value;
  const exact = value[language];
  if (typeof exact === 'string' && exact.length > 0) return exact;
  const base = language.split('-')[0] ?? language;
  const sameBase = Object.entries(value).find(([key]) => key.split('-')[0] === base)?.[1];
  if (typeof sameBase === 'string' && sameBase.length > 0) return sameBase;
  return value['en-US'] ?? Object.values(value)[0] ?? null;
}
