/**
 * The emulator's database: per-tenant tables of JSON rows driven by the entity definitions in schema.ts,
 * many-to-many mapping tables, file bytes, credentials and sessions. Writes set the audit fields
 * themselves (the client's id on create, createDate, createdBy_id, ... are never trusted).
 */
import {
  ERRORS,
  formatMessage,
  validateEntityDefinition,
  type EntityDefinition,
  type PropertyDefinition,
} from '@emotion-guru/platform-sdk';
import { canRead, type Actor } from '../access/rules.ts';
import { withoutServerOnly } from './entity-rules.ts';
import { isRecord } from '../query/paths.ts';
import { QueryError, type QuerySource, type Row } from '../query/types.ts';
import type { RandomSource } from '../random.ts';
import {
  AUDIT_FIELDS,
  buildEntityDefinitions,
  compileSchema,
  type EntityModel,
  type PropModel,
} from './schema.ts';
import { emptyTenant, type TenantData } from './tenant.ts';

export interface WriteOptions {
  /** The user writing (undefined for anonymous contact forms). */
  actorId: string | undefined;
  /** ISO timestamp of the write. */
  now: string;
  /** The variation's language: a plain string saved into a multilingual field lands under it. */
  language?: string;
  /** Seeding only: a fixed id / creation date (never taken from the wire). */
  id?: string;
  createDate?: string;
}

const AUDIT: ReadonlySet<string> = new Set<string>(AUDIT_FIELDS);

function mappingKey(model: EntityModel, prop: PropModel): { key: string; forward: boolean } {
  const a = `${model.name}.${prop.name}`;
  const b = `${prop.target ?? ''}.${prop.back ?? ''}`;
  return a <= b ? { key: `${a}|${b}`, forward: true } : { key: `${b}|${a}`, forward: false };
}

/** Ids from `[id, ...]`, `[{ id }, ...]` or a single one of those. */
function idList(value: unknown): string[] {
  const list = Array.isArray(value)
    ? (value as unknown[])
    : value === undefined || value === null
      ? []
      : [value];
  return list.map((item) => {
    if (typeof item === 'string') return item;
    if (isRecord(item) && typeof item.id === 'string') return item.id;
    throw new QueryError(ERRORS.ITEMS_REQUIRED);
  });
}

export class Database {
  definitions: EntityDefinition[];
  models: Map<string, EntityModel>;
  readonly random: RandomSource;
  private tenants = new Map<string, TenantData>();

  constructor(random: RandomSource) {
    this.random = random;
    this.definitions = buildEntityDefinitions();
    this.models = compileSchema(this.definitions);
  }

  /**
   * Adds an entity definition at run time (an admin saving a GsbEntityDef). The definition must pass the
   * SDK's validator, including unique entity and table names; the model is compiled with the others so
   * references to existing entities resolve. Returns the validation issues (empty when registered).
   */
  registerDefinition(definition: EntityDefinition): string[] {
    const validation = validateEntityDefinition(definition, {
      existingEntityNames: this.definitions.map((d) => d.name),
      existingTableNames: this.definitions.flatMap((d) =>
        d.dbTableName === undefined ? [] : [d.dbTableName],
      ),
    });
    if (!validation.valid || validation.value === undefined) return validation.errors.map((e) => e.message);
    const definitions = [...this.definitions, validation.value];
    this.models = compileSchema(definitions);
    this.definitions = definitions;
    return [];
  }

  /** Back to the built-in schema (reset). */
  resetSchema(): void {
    this.definitions = buildEntityDefinitions();
    this.models = compileSchema(this.definitions);
  }

  /** Re-registers definitions stored as GsbEntityDef records (after a reload from IndexedDB). */
  registerStoredDefinitions(tenant: TenantData): void {
    const withoutAudit = (row: Row): Row =>
      Object.fromEntries(Object.entries(row).filter(([key]) => key === 'id' || !AUDIT.has(key)));
    for (const row of this.rows(tenant, 'GsbEntityDef')) {
      if (typeof row.name !== 'string' || this.models.has(row.name)) continue;
      const properties = this.rows(tenant, 'GsbProperty')
        .filter((p) => p.ownerEntDef_id === row.id)
        .map((p) => withoutAudit(p) as unknown as PropertyDefinition);
      this.registerDefinition({ ...(withoutAudit(row) as unknown as EntityDefinition), properties });
    }
  }

  tenant(code: string): TenantData {
    let tenant = this.tenants.get(code);
    if (tenant === undefined) {
      tenant = emptyTenant(code);
      this.tenants.set(code, tenant);
    }
    return tenant;
  }

  tenantCodes(): string[] {
    return [...this.tenants.keys()];
  }

  replaceTenant(data: TenantData): void {
    this.tenants.set(data.code, data);
  }

  clear(): void {
    this.tenants.clear();
  }

  model(entityName: string): EntityModel | undefined {
    return this.models.get(entityName);
  }

  table(tenant: TenantData, entityName: string): Map<string, Row> {
    let table = tenant.tables.get(entityName);
    if (table === undefined) {
      table = new Map();
      tenant.tables.set(entityName, table);
    }
    return table;
  }

  rows(tenant: TenantData, entityName: string): Row[] {
    return [...(tenant.tables.get(entityName)?.values() ?? [])];
  }

  row(tenant: TenantData, entityName: string, id: string): Row | undefined {
    return tenant.tables.get(entityName)?.get(id);
  }

  mappedIds(tenant: TenantData, entityName: string, propName: string, ownerId: string): string[] {
    const model = this.models.get(entityName);
    const prop = model?.props.get(propName);
    if (model === undefined || prop?.kind !== 'mapped') return [];
    const { key, forward } = mappingKey(model, prop);
    const out: string[] = [];
    for (const pair of tenant.mappings.get(key) ?? []) {
      const [left = '', right = ''] = pair.split(' ');
      if (forward && left === ownerId) out.push(right);
      if (!forward && right === ownerId) out.push(left);
    }
    return out;
  }

  /** Adds, removes or replaces the items of a many-to-many property; answers how many pairs changed. */
  changeMapped(
    tenant: TenantData,
    model: EntityModel,
    prop: PropModel,
    ownerId: string,
    itemIds: readonly string[],
    mode: 'add' | 'remove' | 'replace',
  ): number {
    const { key, forward } = mappingKey(model, prop);
    let pairs = tenant.mappings.get(key);
    if (pairs === undefined) {
      pairs = new Set();
      tenant.mappings.set(key, pairs);
    }
    const pairOf = (itemId: string): string => (forward ? `${ownerId} ${itemId}` : `${itemId} ${ownerId}`);
    let changed = 0;
    if (mode === 'replace') {
      const wanted = new Set(itemIds.map(pairOf));
      for (const itemId of this.mappedIds(tenant, model.name, prop.name, ownerId)) {
        if (!wanted.has(pairOf(itemId)) && pairs.delete(pairOf(itemId))) changed++;
      }
    }
    for (const itemId of itemIds) {
      const pair = pairOf(itemId);
      if (mode === 'remove') {
        if (pairs.delete(pair)) changed++;
      } else if (!pairs.has(pair)) {
        pairs.add(pair);
        changed++;
      }
    }
    return changed;
  }

  /**
   * Turns a client's entity into columns: audit fields dropped, references to `{name}_id`, multilingual
   * strings merged into the language map. Unknown fields are a 400 with the catalogue message.
   */
  normalize(
    model: EntityModel,
    input: Row,
    existing: Row | undefined,
    language: string,
  ): { values: Row; mapped: Map<PropModel, string[]> } {
    const values: Row = {};
    const mapped = new Map<PropModel, string[]>();
    for (const [name, value] of Object.entries(input)) {
      if (AUDIT.has(name) || name === 'createdBy' || name === 'lastUpdatedBy') continue;
      let prop = model.props.get(name);
      if (prop === undefined && name.endsWith('_id')) {
        const ref = model.props.get(name.slice(0, -3));
        if (ref?.kind === 'one') prop = ref;
      }
      if (prop === undefined)
        throw new QueryError(formatMessage(ERRORS.PROPERTY_DEFINITION_NOT_FOUND, { property: name }));
      switch (prop.kind) {
        case 'value':
          if (prop.multiLingual && typeof value === 'string') {
            const previous = existing?.[name];
            const lang = language === '*' ? 'en-US' : language;
            values[name] = { ...(isRecord(previous) ? previous : {}), [lang]: value };
          } else if (prop.multiLingual && isRecord(value)) {
            const previous = existing?.[name];
            values[name] = { ...(isRecord(previous) ? previous : {}), ...value };
          } else {
            values[name] = value;
          }
          break;
        case 'one': {
          const id = isRecord(value) ? value.id : value;
          if (id !== null && id !== undefined && typeof id !== 'string')
            throw new QueryError(`${prop.name} must be an id`);
          values[`${prop.name}_id`] = id ?? null;
          break;
        }
        case 'mapped':
          mapped.set(prop, idList(value));
          break;
        case 'children':
          // The reverse side of a reference is written through the children themselves.
          break;
      }
    }
    return { values, mapped };
  }

  /**
   * Unique properties must stay unique within the tenant (slug, email, ...), compared without case: a
   * clash is 400 `{name} must be unique` with `field` and `rule: 'unique'` (the SDK reads an article's
   * taken slug from them as `BLOG_SLUG_TAKEN`).
   */
  checkUnique(tenant: TenantData, model: EntityModel, candidate: Row): void {
    for (const prop of model.props.values()) {
      if (!prop.unique || prop.kind !== 'value') continue;
      const value = candidate[prop.name];
      if (value === undefined || value === null || value === '') continue;
      const clash = this.rows(tenant, model.name).find(
        (r) =>
          r.id !== candidate.id &&
          JSON.stringify(r[prop.name]).toLowerCase() === JSON.stringify(value).toLowerCase(),
      );
      if (clash !== undefined)
        throw new QueryError(`${prop.name} must be unique`, { field: prop.name, rule: 'unique' });
    }
  }

  insert(tenant: TenantData, entityName: string, input: Row, options: WriteOptions): Row {
    const model = this.requireModel(entityName);
    const { values, mapped } = this.normalize(model, input, undefined, options.language ?? 'en-US');
    const row: Row = {
      id: options.id ?? this.random.uuid(),
      createDate: options.createDate ?? options.now,
      lastUpdateDate: options.createDate ?? options.now,
      createdBy_id: options.actorId ?? null,
      lastUpdatedBy_id: options.actorId ?? null,
      ...values,
    };
    this.checkUnique(tenant, model, row);
    this.table(tenant, entityName).set(String(row.id), row);
    for (const [prop, ids] of mapped) this.changeMapped(tenant, model, prop, String(row.id), ids, 'replace');
    return row;
  }

  update(tenant: TenantData, entityName: string, existing: Row, input: Row, options: WriteOptions): Row {
    const model = this.requireModel(entityName);
    const { values, mapped } = this.normalize(model, input, existing, options.language ?? 'en-US');
    const row: Row = {
      ...existing,
      ...values,
      lastUpdateDate: options.now,
      lastUpdatedBy_id: options.actorId ?? null,
    };
    this.checkUnique(tenant, model, row);
    this.table(tenant, entityName).set(String(row.id), row);
    for (const [prop, ids] of mapped) this.changeMapped(tenant, model, prop, String(row.id), ids, 'replace');
    return row;
  }

  remove(tenant: TenantData, entityName: string, id: string): boolean {
    const removed = tenant.tables.get(entityName)?.delete(id) ?? false;
    if (removed) {
      for (const pairs of tenant.mappings.values()) {
        for (const pair of pairs) {
          const [left, right] = pair.split(' ');
          if (left === id || right === id) pairs.delete(pair);
        }
      }
    }
    return removed;
  }

  requireModel(entityName: unknown): EntityModel {
    if (typeof entityName !== 'string' || entityName.length === 0)
      throw new QueryError(ERRORS.ENTITY_DEFINITION_REQUIRED);
    const model = this.models.get(entityName);
    if (model === undefined) throw new QueryError(ERRORS.PROPERTY_DEFINITIONS_NOT_FOUND);
    return model;
  }

  /** The query engine's view of one tenant for one caller. */
  source(tenant: TenantData, actor: Actor, language: string): QuerySource {
    const lookup = (entityName: string, id: string): Row | undefined => this.row(tenant, entityName, id);
    // What the caller sees of a record: server-only fields are gone before any filter, search or shape.
    const visible = (name: string, row: Row): Row => withoutServerOnly(actor, name, row);
    return {
      model: (name) => this.models.get(name),
      rows: (name) => this.rows(tenant, name).map((row) => visible(name, row)),
      row: (name, id) => {
        const row = lookup(name, id);
        return row === undefined ? undefined : visible(name, row);
      },
      mappedIds: (name, prop, ownerId) => this.mappedIds(tenant, name, prop, ownerId),
      canRead: (name, row) => canRead(actor, name, row, lookup),
      language,
    };
  }
}
