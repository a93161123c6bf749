export * from './enums.ts';
export * from './errors.ts';
export type * from './types/query.ts';
export { FILTER_OPS } from './types/query.ts';
export type * from './types/entities.ts';
export type * from './types/wire.ts';
export type * from './metadata/types.ts';
export * from './metadata/validators.ts';
