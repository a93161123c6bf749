import type { EntityBase } from '../types/entities.ts';
import type { Filter, QueryRequest } from '../types/query.ts';

/** A record as sent to `save`: any fields, `id` absent for a new one. */
export type EntityInput = Record<string, unknown> & { id?: string };

/** `/api/entity/get` and `/api/entity/getCopy`: `{ entityName, entityId, includes?, selectCols? }` → `{ entity }`. */
export interface GetRequest {
  entityName: string;
  entityId: string;
  includes?: string[];
  selectCols?: string[];
}
export interface GetResponse<T> {
  /** Null when no such record. */
  entity: T | null;
}

/** `/api/entity/queryMapped`: a query over the records a many-to-many property maps to `entityId`. */
export interface QueryMappedRequest extends QueryRequest {
  entityId: string;
  propName: string;
}

/** `/api/entity/save`: `{ entityName, entity }` → `{ id, entity }` (create when `entity.id` is absent). */
export interface SaveRequest<T extends object = EntityInput> {
  entityName: string;
  entity: T;
}
export interface SaveResponse<T> {
  id: string;
  entity: T;
}

/** `/api/entity/saveMulti`: `{ entityName, entities }` → `{ entities, affectedRowCount }`. */
export interface SaveMultiRequest<T extends object = EntityInput> {
  entityName: string;
  entities: T[];
}
export interface SaveMultiResponse<T> {
  entities: T[];
  affectedRowCount: number;
}

/** `/api/entity/updateQuery`: sets `values` on every record matching `filters` → `{ affectedRowCount }`. */
export interface UpdateQueryRequest {
  entityName: string;
  filters: Filter[];
  values: Record<string, unknown>;
}
export interface AffectedRowsResponse {
  affectedRowCount: number;
}

/** `/api/entity/delete`: `{ entityName, entityId }` → `{ deleteCount }`. */
export interface DeleteRequest {
  entityName: string;
  entityId: string;
}
/** `/api/entity/deleteQuery`: `{ entityName, filters }` → `{ deleteCount }`. */
export interface DeleteQueryRequest {
  entityName: string;
  filters: Filter[];
}
export interface DeleteResponse {
  deleteCount: number;
}

/**
 * `/api/entity/saveMappedItems` and `/removeMappedItems`: adds or removes the ids in `items` to the
 * many-to-many property `propName` of record `entityId` → `{ affectedRowCount }`.
 */
export interface MappedItemsRequest {
  entityName: string;
  entityId: string;
  propName: string;
  items: string[];
}

/** `/api/entity/getCode`: `{ codeGeneratorId }` → `{ code }` (the next code of a numbering sequence). */
export interface GetCodeRequest {
  codeGeneratorId: string;
}
export interface GetCodeResponse {
  code: string;
}

/** Every entity record has at least the audit fields. */
export type AnyEntity = EntityBase & Record<string, unknown>;
