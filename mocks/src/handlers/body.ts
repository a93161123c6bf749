/** Reading loosely-typed JSON bodies without `any`. */
import { isRecord } from '../query/paths.ts';
import type { Row } from '../query/types.ts';

export { isRecord };

/** The first string among `keys` (aliases the platform accepts for one field). */
export function str(body: Row, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = body[key];
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return undefined;
}

export function bool(body: Row, key: string, fallback: boolean): boolean {
  const value = body[key];
  return typeof value === 'boolean' ? value : fallback;
}

export function record(body: Row, ...keys: string[]): Row | undefined {
  for (const key of keys) {
    const value = body[key];
    if (isRecord(value)) return value;
  }
  return undefined;
}
