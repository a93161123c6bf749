import type { EntityService } from '../entity/service.ts';
import { PlatformError, PlatformHttpError } from '../errors.ts';
import type { HttpClient } from '../transport/http.ts';
import type { GsbEnum } from '../types/entities.ts';
import type { EntityDefinition } from './types.ts';
import { validateEntityDefinition, type EntityDefinitionContext } from './validators.ts';
import type { PlatformCore } from '../core.ts';

/** Definitions are fetched in one page of this size and kept for the client's life (spec section 9). */
export const DEFINITION_PAGE_SIZE = 1000;
/** Enums are cached this long. */
export const ENUM_CACHE_MS = 30 * 60_000;

/** Entity names of definitions and enums. */
export const ENTITY_DEF_ENTITY = 'GsbEntityDef';
export const ENUM_ENTITY = 'GsbEnum';

/** Answer of `POST /api/entityDef/get` (`{ name }` or `{ id }`): `{ definition }`, null when unknown. */
export interface GetDefinitionResponse {
  definition: EntityDefinition | null;
  message?: string;
}

/** Entity definitions and enums, cached. */
export class MetadataService {
  private definitions: Promise<EntityDefinition[]> | null = null;
  private byName = new Map<string, EntityDefinition | null>();
  private enums = new Map<string, { at: number; value: GsbEnum | null }>();

  constructor(
    private readonly http: HttpClient,
    private readonly entity: EntityService,
    private readonly now: () => number,
  ) {}

  /** Every entity definition (one query of 1000, cached; a failure is not cached). */
  listDefinitions(): Promise<EntityDefinition[]> {
    this.definitions ??= this.entity
      .query<EntityDefinition>({
        entityName: ENTITY_DEF_ENTITY,
        count: DEFINITION_PAGE_SIZE,
        includes: ['properties'],
        sortCols: [{ field: 'name', dir: 'asc' }],
      })
      .then((r) => r.entities)
      .catch((error: unknown) => {
        this.definitions = null;
        throw error;
      });
    return this.definitions;
  }

  /**
   * One definition by name through `/api/entityDef/get`, cached. Never throws: a failure answers
   * `{ definition: null, message }`.
   */
  async getDefinition(name: string): Promise<GetDefinitionResponse> {
    if (!name) return { definition: null, message: new PlatformError('ENTITY_NAME_REQUIRED').message };
    const cached = this.byName.get(name);
    if (cached) return { definition: cached };
    try {
      const answer = await this.http.post<Partial<GetDefinitionResponse>>('/api/entityDef/get', { name });
      const definition = answer.definition ?? null;
      if (definition) this.byName.set(name, definition);
      return definition
        ? { definition }
        : { definition: null, message: answer.message ?? 'Entity definition not found' };
    } catch (error) {
      const message = error instanceof PlatformHttpError ? error.bodyText || error.message : String(error);
      return { definition: null, message };
    }
  }

  /** An enum with its values, by name (cached 30 minutes); null when unknown. */
  async getEnum(name: string): Promise<GsbEnum | null> {
    const cached = this.enums.get(name);
    if (cached && this.now() - cached.at < ENUM_CACHE_MS) return cached.value;
    const value = await this.entity.queryOne<GsbEnum>({
      entityName: ENUM_ENTITY,
      filters: [{ field: 'name', op: 'eq', value: name }],
      includes: ['values'],
    });
    this.enums.set(name, { at: this.now(), value });
    return value;
  }

  /**
   * Validates (with the known names for uniqueness) and saves a new definition. Throws a PlatformError with
   * the first broken rule's code (all issues in `details.errors`), or "Failed to create or update entity
   * definition" when the save fails.
   */
  async saveDefinition(definition: EntityDefinition): Promise<{ id: string }> {
    const known = definition.id ? [] : await this.listDefinitions();
    const context: EntityDefinitionContext = {
      existingEntityNames: known.map((d) => d.name),
      existingTableNames: known.flatMap((d) => (d.dbTableName ? [d.dbTableName] : [])),
    };
    const validation = validateEntityDefinition(definition, context);
    const [first] = validation.errors;
    if (first || !validation.value) {
      throw new PlatformError(first?.code ?? 'ENTITY_DEFINITION_REQUIRED', {
        details: { errors: validation.errors },
      });
    }
    try {
      const saved = await this.entity.save({
        entityName: ENTITY_DEF_ENTITY,
        entity: { ...validation.value },
      });
      this.clearCache();
      return { id: saved.id };
    } catch (cause) {
      throw new PlatformError('FAILED_TO_SAVE_ENTITY_DEFINITION', { cause });
    }
  }

  clearCache(): void {
    this.definitions = null;
    this.byName.clear();
    this.enums.clear();
  }
}

/** Entity definitions and enums, cached. */
export const metadataService = (core: PlatformCore): MetadataService =>
  new MetadataService(core.http, core.entity, core.now);
