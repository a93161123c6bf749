/**
 * /api/entity/*: get, getCopy, query, queryMapped, save, saveMulti, updateQuery, delete, deleteQuery,
 * saveMappedItems, removeMappedItems, getCode. Every read goes through the query engine's access-aware
 * source; every write through the access rules, and references a caller writes must point at records
 * the caller may read (a journal cannot be filed under someone else's client).
 */
import { ERRORS, type EntityDefinition, type QueryRequest } from '@emotion-guru/platform-sdk';
import { writeDefinitionRecords } from '../seed/metadata.ts';
import { canRead, writeRefusal } from '../access/rules.ts';
import { queryableSignedOut, rulesOf, withoutServerOnly } from '../db/entity-rules.ts';
import { assertFieldLengths } from '../db/field-limits.ts';
import type { EntityModel } from '../db/schema.ts';
import { restoreTenant, snapshotTenant } from '../db/tenant.ts';
import { getOne, runQuery, selectRows } from '../query/engine.ts';
import { pickLanguage } from '../query/paths.ts';
import { QueryError, type Row } from '../query/types.ts';
import { isRecord, record, str } from './body.ts';
import { EMULATOR_MESSAGES, HttpError, ok, type CallContext, type Reply } from './context.ts';

const AUDIT_AND_ID = new Set(['id', 'createDate', 'lastUpdateDate', 'createdBy_id', 'lastUpdatedBy_id']);

function entityNameOf(body: Row): string {
  const name = str(body, 'entityName', 'name', 'entityDefName');
  if (name === undefined) throw new QueryError(ERRORS.ENTITY_DEFINITION_REQUIRED);
  return name;
}

function entityIdOf(body: Row): string {
  const id = str(body, 'entityId', 'id');
  if (id === undefined) throw new QueryError(ERRORS.ENTITY_ID_REQUIRED);
  return id;
}

function lookupFor(ctx: CallContext) {
  return (entityName: string, id: string): Row | undefined => ctx.db.row(ctx.tenant, entityName, id);
}

function source(ctx: CallContext) {
  return ctx.db.source(ctx.tenant, ctx.actor, ctx.language);
}

function requireSignedInForPrivate(ctx: CallContext, model: EntityModel): void {
  if (ctx.actor.userId === undefined && !queryableSignedOut(model.name)) {
    throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
  }
}

/** The stored row the caller targets: 404 when absent (in this tenant), 403 when not theirs to read. */
function readableRow(ctx: CallContext, model: EntityModel, id: string): Row {
  const row = ctx.db.row(ctx.tenant, model.name, id);
  if (row === undefined) throw new HttpError(404, EMULATOR_MESSAGES.NOT_FOUND);
  if (!canRead(ctx.actor, model.name, row, lookupFor(ctx)))
    throw new HttpError(403, EMULATOR_MESSAGES.FORBIDDEN);
  return row;
}

function assertWritable(ctx: CallContext, model: EntityModel, existing: Row | undefined): void {
  const refusal = writeRefusal(ctx.actor, model.name, existing, lookupFor(ctx));
  if (refusal === 'unauthenticated') throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
  if (refusal === 'forbidden') throw new HttpError(403, EMULATOR_MESSAGES.FORBIDDEN);
}

/** Every reference the caller writes must name a record they may read, in this tenant. */
function assertReferencesReadable(ctx: CallContext, model: EntityModel, input: Row): void {
  if (ctx.actor.isAdmin) return;
  for (const prop of model.props.values()) {
    if (prop.target === undefined || prop.kind === 'children') continue;
    const raw = input[prop.name] ?? input[`${prop.name}_id`];
    const values = Array.isArray(raw) ? (raw as unknown[]) : [raw];
    for (const value of values) {
      const id = isRecord(value) ? value.id : value;
      if (id === undefined || id === null) continue;
      if (typeof id !== 'string') throw new QueryError(`${prop.name} must be an id`);
      const target = ctx.db.row(ctx.tenant, prop.target, id);
      if (target === undefined)
        throw new HttpError(404, EMULATOR_MESSAGES.NOT_FOUND, { property: prop.name });
      if (!canRead(ctx.actor, prop.target, target, lookupFor(ctx)))
        throw new HttpError(403, EMULATOR_MESSAGES.FORBIDDEN);
    }
  }
}

/** Drops what a caller may not set on a record (audit fields, and the entity's protected fields). */
function sanitize(ctx: CallContext, model: EntityModel, input: Row): Row {
  const protectedFields = ctx.actor.isAdmin ? undefined : rulesOf(model.name).protectedFields;
  const out: Row = {};
  for (const [key, value] of Object.entries(input)) {
    if (AUDIT_AND_ID.has(key) || key === 'createdBy' || key === 'lastUpdatedBy') continue;
    if (protectedFields?.has(key) === true) continue;
    out[key] = value;
  }
  return out;
}

/** Creates or updates one record; answers the stored row. */
export function saveOne(ctx: CallContext, model: EntityModel, entity: Row): Row {
  const id = typeof entity.id === 'string' && entity.id.length > 0 ? entity.id : undefined;
  const existing = id === undefined ? undefined : ctx.db.row(ctx.tenant, model.name, id);
  if (id !== undefined && existing === undefined) throw new HttpError(404, EMULATOR_MESSAGES.NOT_FOUND);
  assertWritable(ctx, model, existing);
  const rules = rulesOf(model.name);
  const input = sanitize(ctx, model, entity);
  rules.prepare?.(input, { actor: ctx.actor, existing, lookup: lookupFor(ctx) });
  if (rules.checkLengths === true) assertFieldLengths(model, input);
  assertReferencesReadable(ctx, model, input);
  const options = { actorId: ctx.actor.userId, now: new Date(ctx.now).toISOString(), language: ctx.language };
  const row =
    existing === undefined
      ? ctx.db.insert(ctx.tenant, model.name, input, options)
      : ctx.db.update(ctx.tenant, model.name, existing, input, options);
  // A write that breaks the rules after the fact (moving a client to another caretaker) is undone.
  if (
    !ctx.actor.isAdmin &&
    ctx.actor.userId !== undefined &&
    rules.writeOnly !== true &&
    !canRead(ctx.actor, model.name, row, lookupFor(ctx))
  ) {
    if (existing === undefined) ctx.db.remove(ctx.tenant, model.name, String(row.id));
    else ctx.db.table(ctx.tenant, model.name).set(String(existing.id), existing);
    throw new HttpError(403, EMULATOR_MESSAGES.FORBIDDEN);
  }
  return row;
}

/**
 * An admin saving a new GsbEntityDef (with its `properties` inline) defines a new entity: validated by
 * the SDK's validator, then usable at once by every endpoint. Lasts until reset().
 */
function defineEntity(ctx: CallContext, entity: Row): Reply {
  const model = ctx.db.requireModel('GsbEntityDef');
  assertWritable(ctx, model, undefined);
  const properties = Array.isArray(entity.properties)
    ? (entity.properties as unknown[]).filter(isRecord)
    : [];
  const definition = { ...entity, id: ctx.db.random.uuid(), properties } as unknown as EntityDefinition;
  const problems = ctx.db.registerDefinition(definition);
  const [first] = problems;
  if (first !== undefined) throw new HttpError(400, first, { errors: problems });
  const registered = ctx.db.definitions.find((d) => d.id === definition.id) ?? definition;
  const row = writeDefinitionRecords(ctx.db, ctx.tenant, registered, {
    actorId: ctx.actor.userId,
    now: new Date(ctx.now).toISOString(),
  });
  ctx.state.onChange(ctx.tenant.code);
  return ok({ id: row.id, entity: answerRow(ctx, model, row) });
}

/** The wire form of a freshly written row (as get would answer it). */
function answerRow(ctx: CallContext, model: EntityModel, row: Row): Row {
  return getOne(source(ctx), model.name, String(row.id), {}) ?? { id: row.id };
}

/** Runs `work` so that it either fully applies or leaves the tenant untouched. */
function atomically<T>(ctx: CallContext, work: () => T): T {
  const before = snapshotTenant(ctx.tenant);
  try {
    return work();
  } catch (error) {
    const restored = restoreTenant(before);
    ctx.tenant.tables = restored.tables;
    ctx.tenant.mappings = restored.mappings;
    throw error;
  }
}

function queryOf(body: Row, entityName: string): Partial<QueryRequest> {
  return { ...(body as Partial<QueryRequest>), entityName };
}

function requireFilters(body: Row): unknown[] {
  const filters = body.filters;
  if (!Array.isArray(filters) || filters.length === 0) throw new QueryError(ERRORS.FILTERS_REQUIRED);
  return filters as unknown[];
}

function mappedTarget(ctx: CallContext, body: Row) {
  const model = ctx.db.requireModel(entityNameOf(body));
  const propName = str(body, 'propName', 'propertyName', 'property', 'mappedPropName');
  if (propName === undefined) throw new QueryError(ERRORS.PROPERTY_NAME_REQUIRED);
  const prop = model.props.get(propName);
  if (prop?.kind !== 'mapped' || prop.target === undefined) {
    throw new QueryError(`Property definition not found for ${propName}`);
  }
  const owner = readableRow(ctx, model, entityIdOf(body));
  return { model, prop, owner, target: ctx.db.requireModel(prop.target) };
}

function itemIds(body: Row): string[] {
  const items = body.items ?? body.itemIds;
  if (!Array.isArray(items) || items.length === 0) throw new QueryError(ERRORS.ITEMS_REQUIRED);
  return items.map((item: unknown) => {
    if (typeof item === 'string') return item;
    if (isRecord(item) && typeof item.id === 'string') return item.id;
    throw new QueryError(ERRORS.ITEMS_REQUIRED);
  });
}

export const entityEndpoints = {
  get(ctx, body) {
    const model = ctx.db.requireModel(entityNameOf(body));
    const id = entityIdOf(body);
    requireSignedInForPrivate(ctx, model);
    readableRow(ctx, model, id);
    return ok({
      entity: getOne(source(ctx), model.name, id, { selectCols: body.selectCols, includes: body.includes }),
    });
  },

  getCopy(ctx, body) {
    const model = ctx.db.requireModel(entityNameOf(body));
    const id = entityIdOf(body);
    requireSignedInForPrivate(ctx, model);
    const row = withoutServerOnly(ctx.actor, model.name, readableRow(ctx, model, id));
    const copy: Row = {};
    for (const [key, value] of Object.entries(row)) {
      if (AUDIT_AND_ID.has(key)) continue;
      const prop = model.props.get(key);
      copy[key] = prop?.multiLingual === true ? pickLanguage(value, ctx.language) : value;
    }
    for (const prop of model.props.values()) {
      if (prop.kind === 'mapped')
        copy[prop.name] = ctx.db
          .mappedIds(ctx.tenant, model.name, prop.name, id)
          .map((itemId) => ({ id: itemId }));
    }
    return ok({ entity: copy });
  },

  query(ctx, body) {
    const model = ctx.db.requireModel(entityNameOf(body));
    requireSignedInForPrivate(ctx, model);
    return ok({ ...runQuery(source(ctx), queryOf(body, model.name)) });
  },

  queryMapped(ctx, body) {
    const { model, prop, owner, target } = mappedTarget(ctx, body);
    const ids = ctx.db.mappedIds(ctx.tenant, model.name, prop.name, String(owner.id));
    const filters = Array.isArray(body.filters) ? (body.filters as unknown[]) : [];
    const request = {
      ...queryOf(body, target.name),
      entityId: undefined,
      filters: [...filters, { field: 'id', op: 'in', value: ids }],
    } as Partial<QueryRequest>;
    const answer = runQuery(source(ctx), request);
    return ok({ ...answer, items: answer.entities });
  },

  save(ctx, body) {
    const model = ctx.db.requireModel(entityNameOf(body));
    const entity = record(body, 'entity');
    if (entity === undefined) throw new QueryError(ERRORS.ENTITY_REQUIRED);
    if (model.name === 'GsbEntityDef' && entity.id === undefined) return defineEntity(ctx, entity);
    const row = saveOne(ctx, model, entity);
    ctx.state.onChange(ctx.tenant.code);
    return ok({ id: row.id, entity: answerRow(ctx, model, row) });
  },

  saveMulti(ctx, body) {
    const model = ctx.db.requireModel(entityNameOf(body));
    const entities = body.entities;
    if (!Array.isArray(entities) || entities.length === 0 || !entities.every(isRecord))
      throw new QueryError(ERRORS.ENTITY_REQUIRED);
    const rows = atomically(ctx, () => entities.map((entity) => saveOne(ctx, model, entity)));
    ctx.state.onChange(ctx.tenant.code);
    return ok({
      ids: rows.map((r) => r.id),
      entities: rows.map((r) => answerRow(ctx, model, r)),
      affectedRowCount: rows.length,
    });
  },

  updateQuery(ctx, body) {
    const model = ctx.db.requireModel(entityNameOf(body));
    const values = record(body, 'entity', 'values', 'updates');
    if (values === undefined) throw new QueryError(ERRORS.ENTITY_REQUIRED);
    // An empty list updates every record the caller may write (the SDK allows it; deleteQuery does not).
    if (!Array.isArray(body.filters)) throw new QueryError(ERRORS.FILTERS_REQUIRED);
    const filters = body.filters as unknown[];
    const { rows } = selectRows(source(ctx), { entityName: model.name, filters } as Partial<QueryRequest>);
    const affected = atomically(
      ctx,
      () => rows.map((row) => saveOne(ctx, model, { ...values, id: row.id })).length,
    );
    ctx.state.onChange(ctx.tenant.code);
    return ok({ affectedRowCount: affected });
  },

  delete(ctx, body) {
    const model = ctx.db.requireModel(entityNameOf(body));
    const id = entityIdOf(body);
    if (ctx.actor.userId === undefined) throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
    const row = readableRow(ctx, model, id);
    assertWritable(ctx, model, row);
    const deleteCount = ctx.db.remove(ctx.tenant, model.name, id) ? 1 : 0;
    ctx.state.onChange(ctx.tenant.code);
    return ok({ deleteCount });
  },

  deleteQuery(ctx, body) {
    const model = ctx.db.requireModel(entityNameOf(body));
    if (ctx.actor.userId === undefined) throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
    const filters = requireFilters(body);
    const { rows } = selectRows(source(ctx), { entityName: model.name, filters } as Partial<QueryRequest>);
    const deleteCount = atomically(ctx, () => {
      for (const row of rows) assertWritable(ctx, model, row);
      return rows.filter((row) => ctx.db.remove(ctx.tenant, model.name, String(row.id))).length;
    });
    ctx.state.onChange(ctx.tenant.code);
    return ok({ deleteCount });
  },

  saveMappedItems(ctx, body) {
    const ids = itemIds(body);
    const { model, prop, owner, target } = mappedTarget(ctx, body);
    assertWritable(ctx, model, owner);
    for (const id of ids) readableRow(ctx, target, id);
    const affectedRowCount = ctx.db.changeMapped(ctx.tenant, model, prop, String(owner.id), ids, 'add');
    ctx.state.onChange(ctx.tenant.code);
    return ok({ affectedRowCount });
  },

  removeMappedItems(ctx, body) {
    const ids = itemIds(body);
    const { model, prop, owner } = mappedTarget(ctx, body);
    assertWritable(ctx, model, owner);
    const affectedRowCount = ctx.db.changeMapped(ctx.tenant, model, prop, String(owner.id), ids, 'remove');
    ctx.state.onChange(ctx.tenant.code);
    return ok({ affectedRowCount });
  },

  getCode(ctx, body) {
    const key = str(body, 'codeGeneratorId', 'codeGenerator_id', 'codeGeneratorName', 'id');
    if (key === undefined) throw new QueryError(ERRORS.CODE_GENERATOR_ID_REQUIRED);
    if (ctx.actor.userId === undefined) throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
    const generator = ctx.db.rows(ctx.tenant, 'GsbCodeGenerator').find((g) => g.id === key || g.name === key);
    if (generator === undefined) throw new HttpError(404, EMULATOR_MESSAGES.NOT_FOUND);
    const value = typeof generator.nextValue === 'number' ? generator.nextValue : 1;
    const padding = typeof generator.padding === 'number' ? generator.padding : 0;
    const prefix = typeof generator.prefix === 'string' ? generator.prefix : '';
    // The counter is server state: it advances even for callers who may not edit the generator record.
    generator.nextValue = value + 1;
    ctx.state.onChange(ctx.tenant.code);
    return ok({ code: `${prefix}${String(value).padStart(padding, '0')}` });
  },
} satisfies Record<string, (ctx: CallContext, body: Row) => Reply>;
