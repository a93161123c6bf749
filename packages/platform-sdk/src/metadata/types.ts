import type { EntityBase } from '../types/entities.ts';

/** How a property stores its value; the validator needs it to know which extra fields are required. */
export type PropertyDataType =
  | 'text'
  | 'richText'
  | 'multiLingualText'
  | 'number'
  | 'money'
  | 'boolean'
  | 'date'
  | 'file'
  | 'reference'
  | 'enum';

/** A property of an entity definition (platform metadata, spec section 3). */
export interface PropertyDefinition {
  id?: string;
  name: string;
  title?: string;
  /** The property definition (the type record) this property instantiates. */
  definition_id?: string;
  ownerEntDef_id?: string;
  /** Referenced entity definition (UUID); required for references. */
  refEntDef_id?: string;
  /** Property of the referenced entity that points back; required for references. */
  refEntPropName?: string;
  /** Required for enum properties. */
  enum_id?: string;
  refType?: number;
  /** Explicit kind; when absent a property with any ref* field counts as a reference. */
  dataType?: PropertyDataType;
  isRequired?: boolean;
  isSearchable?: boolean;
  isUnique?: boolean;
  isPrimaryKey?: boolean;
  isIndexed?: boolean;
  isMultiLingual?: boolean;
  formModes?: number;
  listScreens?: number;
  orderNumber?: number;
}

/** An entity definition (platform metadata): the schema of one entity. */
export interface EntityDefinition extends Partial<EntityBase> {
  name: string;
  title?: string;
  description?: string;
  dbTableName?: string;
  isSystem?: boolean;
  properties: PropertyDefinition[];
  module?: string;
  undeleteable?: boolean;
  variationType?: number;
  activityLogLevel?: number;
}
