/**
 * Turns a stored row into what the wire carries: column selection (`selectCols`), reference expansion
 * (`includes`, dotted for nested ones such as `client.user`), and multilingual values in the caller's
 * language. `selectCols: ['image.publicUrl']` both includes `image` and narrows it to `publicUrl`.
 */
import { AUDIT_FIELDS, type EntityModel } from '../db/schema.ts';
import { lookupField, pickLanguage, relatedRows } from './paths.ts';
import type { QuerySource, Row } from './types.ts';

export interface Shape {
  /** Top-level names to keep; undefined keeps every column. */
  select?: Set<string>;
  /** References to expand, each with its own shape. */
  nested: Map<string, Shape>;
}

function child(shape: Shape, name: string): Shape {
  let next = shape.nested.get(name);
  if (next === undefined) {
    next = { nested: new Map() };
    shape.nested.set(name, next);
  }
  return next;
}

/** Builds a shape from `selectCols` and `includes` (validated against the model). */
export function buildShape(
  source: QuerySource,
  model: EntityModel,
  selectCols: readonly string[] | undefined,
  includes: readonly string[] | undefined,
): Shape {
  const shape: Shape = { nested: new Map() };
  const add = (path: string, selecting: boolean): void => {
    let current = shape;
    let currentModel: EntityModel | undefined = model;
    const parts = path.split('.');
    parts.forEach((part, index) => {
      if (currentModel === undefined) return;
      const { prop } = lookupField(currentModel, part);
      const last = index === parts.length - 1;
      if (selecting) (current.select ??= new Set()).add(part);
      if (prop !== undefined && prop.kind !== 'value' && (!last || !selecting || prop.kind !== 'one')) {
        current = child(current, part);
        currentModel = prop.target === undefined ? undefined : source.model(prop.target);
      } else if (prop !== undefined && prop.kind === 'one' && last && selecting) {
        // Selecting a bare many-to-one reference expands it, as the platform answers `image: {...}`.
        current = child(current, part);
      }
    });
  };
  for (const path of selectCols ?? []) add(path, true);
  for (const path of includes ?? []) add(path, false);
  return shape;
}

/** The wire form of `row` under `shape`. */
export function shapeRow(source: QuerySource, model: EntityModel, row: Row, shape: Shape): Row {
  const out: Row = {};
  const keep = (name: string): boolean =>
    shape.select === undefined || shape.select.has(name) || name === 'id';
  for (const field of AUDIT_FIELDS) if (keep(field) && row[field] !== undefined) out[field] = row[field];
  for (const prop of model.props.values()) {
    if (prop.kind === 'value') {
      if (keep(prop.name) && row[prop.name] !== undefined) {
        out[prop.name] = prop.multiLingual ? pickLanguage(row[prop.name], source.language) : row[prop.name];
      }
    } else if (prop.kind === 'one') {
      const column = `${prop.name}_id`;
      if ((keep(column) || shape.select?.has(prop.name) === true) && row[column] !== undefined)
        out[column] = row[column];
    }
  }
  for (const [name, nestedShape] of shape.nested) {
    const prop = model.props.get(name);
    const targetModel = prop?.target === undefined ? undefined : source.model(prop.target);
    if (prop === undefined || targetModel === undefined) continue;
    const related = relatedRows(source, model, prop, row).map((r) =>
      shapeRow(source, targetModel, r, nestedShape),
    );
    out[name] = prop.kind === 'one' ? (related[0] ?? null) : related;
  }
  return out;
}
