import { PlatformError, type ErrorCode } from '../errors.ts';
import type { QueryRequest, QueryResponse } from '../types/query.ts';
import { pageToStartIndex, withQueryDefaults } from './query-builder.ts';
import type {
  AffectedRowsResponse,
  AnyEntity,
  DeleteQueryRequest,
  DeleteRequest,
  DeleteResponse,
  EntityInput,
  GetCodeRequest,
  GetCodeResponse,
  GetRequest,
  GetResponse,
  MappedItemsRequest,
  QueryMappedRequest,
  SaveMultiRequest,
  SaveMultiResponse,
  SaveRequest,
  SaveResponse,
  UpdateQueryRequest,
} from './types.ts';

/** Sends one entity call (through the bulk batcher when batching is on). */
export type EntityCaller = <R>(endPoint: string, request: object) => Promise<R>;

function required(condition: unknown, code: ErrorCode): void {
  if (!condition) throw new PlatformError(code);
}

function requireName(entityName: string | undefined): void {
  required(entityName, 'ENTITY_NAME_REQUIRED');
}

/**
 * The entity operations of spec section 7, each a `POST /api/entity/{operation}`. Requests are validated
 * first: a missing entity, id, property name, items or code generator id throws a {@link PlatformError}
 * and sends nothing.
 */
export class EntityService {
  constructor(private readonly call: EntityCaller) {}

  /** One record by id; `{ entity: null }` when there is none. */
  async get<T = AnyEntity>(request: GetRequest): Promise<GetResponse<T>> {
    requireName(request.entityName);
    required(request.entityId, 'ENTITY_ID_REQUIRED');
    return this.call('/api/entity/get', request);
  }

  /** A copy of a record without its id (a template for a new one). */
  async getCopy<T = AnyEntity>(request: GetRequest): Promise<GetResponse<T>> {
    requireName(request.entityName);
    required(request.entityId, 'ENTITY_ID_REQUIRED');
    return this.call('/api/entity/getCopy', request);
  }

  /** A query with defaults applied (count 10, startIndex 0, sort lastUpdateDate desc). */
  async query<T = AnyEntity>(request: QueryRequest): Promise<QueryResponse<T>> {
    requireName(request.entityName);
    const answer = await this.call<Partial<QueryResponse<T>>>(
      '/api/entity/query',
      withQueryDefaults(request),
    );
    return { ...answer, entities: answer.entities ?? [] };
  }

  /** A 1-based page of a query, with the total count. */
  async queryPage<T = AnyEntity>(
    request: Omit<QueryRequest, 'startIndex' | 'count'>,
    page: number,
    pageSize = 10,
  ): Promise<QueryResponse<T>> {
    return this.query<T>({
      ...request,
      startIndex: pageToStartIndex(page, pageSize),
      count: pageSize,
      calcTotalCount: true,
    });
  }

  /** The first record matching a query, or null. */
  async queryOne<T = AnyEntity>(request: QueryRequest): Promise<T | null> {
    const { entities } = await this.query<T>({ ...request, count: 1 });
    return entities[0] ?? null;
  }

  /** Records mapped to `entityId` through the many-to-many property `propName`. */
  async queryMapped<T = AnyEntity>(request: QueryMappedRequest): Promise<QueryResponse<T>> {
    requireName(request.entityName);
    required(request.entityId, 'ENTITY_ID_REQUIRED');
    required(request.propName, 'PROPERTY_NAME_REQUIRED');
    const answer = await this.call<Partial<QueryResponse<T>>>(
      '/api/entity/queryMapped',
      withQueryDefaults(request),
    );
    return { ...answer, entities: answer.entities ?? [] };
  }

  /** Creates (no `id`) or updates a record; answers `{ id, entity }`. */
  async save<T extends object = EntityInput>(
    request: SaveRequest<T>,
  ): Promise<SaveResponse<T & { id: string }>> {
    requireName(request.entityName);
    required(request.entity, 'ENTITY_REQUIRED');
    return this.call('/api/entity/save', request);
  }

  async saveMulti<T extends object = EntityInput>(
    request: SaveMultiRequest<T>,
  ): Promise<SaveMultiResponse<T & { id: string }>> {
    requireName(request.entityName);
    required(Array.isArray(request.entities) && request.entities.length > 0, 'ITEMS_REQUIRED');
    return this.call('/api/entity/saveMulti', request);
  }

  async updateQuery(request: UpdateQueryRequest): Promise<AffectedRowsResponse> {
    requireName(request.entityName);
    required(Array.isArray(request.filters), 'FILTERS_REQUIRED');
    return this.call('/api/entity/updateQuery', request);
  }

  async delete(request: DeleteRequest): Promise<DeleteResponse> {
    requireName(request.entityName);
    required(request.entityId, 'ENTITY_ID_REQUIRED');
    return this.call('/api/entity/delete', request);
  }

  /** Deletes every record matching `filters` (an empty list is refused: it would delete everything). */
  async deleteQuery(request: DeleteQueryRequest): Promise<DeleteResponse> {
    requireName(request.entityName);
    required(Array.isArray(request.filters) && request.filters.length > 0, 'FILTERS_REQUIRED');
    return this.call('/api/entity/deleteQuery', request);
  }

  async saveMappedItems(request: MappedItemsRequest): Promise<AffectedRowsResponse> {
    this.checkMapped(request);
    return this.call('/api/entity/saveMappedItems', request);
  }

  async removeMappedItems(request: MappedItemsRequest): Promise<AffectedRowsResponse> {
    this.checkMapped(request);
    return this.call('/api/entity/removeMappedItems', request);
  }

  /** The next code of a code generator (invoice numbers and the like). */
  async getCode(request: GetCodeRequest): Promise<GetCodeResponse> {
    required(request.codeGeneratorId, 'CODE_GENERATOR_ID_REQUIRED');
    return this.call('/api/entity/getCode', request);
  }

  private checkMapped(request: MappedItemsRequest): void {
    requireName(request.entityName);
    required(request.entityId, 'ENTITY_ID_REQUIRED');
    required(request.propName, 'PROPERTY_NAME_REQUIRED');
    required(Array.isArray(request.items) && request.items.length > 0, 'ITEMS_REQUIRED');
  }
}
