/**
 * Validation rules of the product spec, section 5. Pure functions: the entity and metadata services call
 * them before any request, and the emulator calls them to answer like the platform.
 */
import { ERRORS, type ErrorCode } from '../errors.ts';
import type { EntityDefinition, PropertyDefinition } from './types.ts';

/** One broken rule: a stable code, the catalogue message and where (`name`, `properties[2].enum_id`). */
export interface ValidationIssue {
  code: ErrorCode;
  message: string;
  path: string;
}

/** `valid` is true exactly when `errors` is empty. */
export interface ValidationResult {
  valid: boolean;
  errors: ValidationIssue[];
}

/** Longest accepted email address and password (spec section 5). */
export const MAX_EMAIL_LENGTH = 320;
export const MAX_PASSWORD_LENGTH = 320;

const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Deliberately permissive (one @, a dot in the domain, no spaces): the server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

function issue(code: ErrorCode, path: string): ValidationIssue {
  return { code, message: ERRORS[code], path };
}

function result(errors: ValidationIssue[]): ValidationResult {
  return { valid: errors.length === 0, errors };
}

/** True for a UUID in its canonical 8-4-4-4-12 hexadecimal form. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** True when `name` starts with an ASCII letter and holds only letters, digits and underscores. */
export function isValidName(name: unknown): name is string {
  return typeof name === 'string' && NAME_PATTERN.test(name);
}

/**
 * Checks an entity or property name: it must start with a letter and contain only letters, digits or
 * underscores. An empty name is reported as {@link ERRORS.PROPERTY_NAME_REQUIRED}.
 */
export function validatePropertyName(name: unknown, path = 'name'): ValidationResult {
  if (typeof name !== 'string' || name.length === 0) return result([issue('PROPERTY_NAME_REQUIRED', path)]);
  return result(isValidName(name) ? [] : [issue('INVALID_NAME', path)]);
}

/** The kind the validator assumes for a property (explicit `dataType`, else reference when any ref* field is set). */
export function propertyKind(property: PropertyDefinition): 'reference' | 'enum' | 'value' {
  if (property.dataType === 'reference' || property.dataType === 'enum') return property.dataType;
  if (property.dataType !== undefined) return 'value';
  const looksLikeReference =
    property.refEntDef_id !== undefined ||
    property.refEntPropName !== undefined ||
    property.refType !== undefined;
  return looksLikeReference ? 'reference' : 'value';
}

function validateProperty(property: PropertyDefinition, index: number): ValidationIssue[] {
  const at = `properties[${index}]`;
  const errors = validatePropertyName(property.name, `${at}.name`).errors;
  if (!property.definition_id) errors.push(issue('PROPERTY_DEFINITION_ID_REQUIRED', `${at}.definition_id`));
  const kind = propertyKind(property);
  if (kind === 'reference') {
    if (!isUuid(property.refEntDef_id)) errors.push(issue('REF_ENTITY_ID_INVALID', `${at}.refEntDef_id`));
    if (!property.refEntPropName) errors.push(issue('REF_PROP_NAME_REQUIRED', `${at}.refEntPropName`));
  } else if (kind === 'enum' && !property.enum_id) {
    errors.push(issue('ENUM_ID_REQUIRED', `${at}.enum_id`));
  }
  return errors;
}

/** What the validator needs to know about existing definitions for the uniqueness rules. */
export interface EntityDefinitionContext {
  /** Names of the entity definitions that already exist (compared case-insensitively). */
  existingEntityNames?: readonly string[];
  /** Table names already in use (compared case-insensitively). */
  existingTableNames?: readonly string[];
}

export interface EntityDefinitionValidation extends ValidationResult {
  /** The definition with defaults applied (title defaults to the name); present when valid. */
  value?: EntityDefinition;
}

/**
 * Validates an entity definition: a valid name, at least one property, each property valid (name,
 * definition_id, reference and enum requirements), and, given `context`, unique entity and table names.
 */
export function validateEntityDefinition(
  definition: Partial<EntityDefinition> | null | undefined,
  context: EntityDefinitionContext = {},
): EntityDefinitionValidation {
  if (!definition) return result([issue('ENTITY_DEFINITION_REQUIRED', '')]);
  const errors: ValidationIssue[] = [];
  const name = definition.name;
  if (typeof name !== 'string' || name.length === 0) errors.push(issue('ENTITY_NAME_REQUIRED', 'name'));
  else if (!isValidName(name)) errors.push(issue('INVALID_NAME', 'name'));
  else if (context.existingEntityNames?.some((n) => n.toLowerCase() === name.toLowerCase()))
    errors.push(issue('ENTITY_NAME_TAKEN', 'name'));
  const table = definition.dbTableName;
  if (table && context.existingTableNames?.some((t) => t.toLowerCase() === table.toLowerCase()))
    errors.push(issue('TABLE_NAME_TAKEN', 'dbTableName'));
  const properties = definition.properties ?? [];
  if (properties.length === 0) errors.push(issue('PROPERTIES_REQUIRED', 'properties'));
  properties.forEach((property, index) => errors.push(...validateProperty(property, index)));
  const validation: EntityDefinitionValidation = result(errors);
  if (validation.valid && typeof name === 'string') {
    validation.value = { ...definition, name, title: definition.title || name, properties };
  }
  return validation;
}

/** Email format by a (deliberately loose) regex, at most 320 characters. */
export function validateEmail(email: unknown, path = 'email'): ValidationResult {
  if (typeof email !== 'string' || !EMAIL_PATTERN.test(email)) return result([issue('INVALID_EMAIL', path)]);
  return result(email.length > MAX_EMAIL_LENGTH ? [issue('EMAIL_TOO_LONG', path)] : []);
}

/** A password may be at most 320 characters (strength rules belong to the platform). */
export function validatePassword(password: string, path = 'password'): ValidationResult {
  return result(password.length > MAX_PASSWORD_LENGTH ? [issue('PASSWORD_TOO_LONG', path)] : []);
}
