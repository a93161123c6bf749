/**
 * The named query parameters whose values are strings. TanStack Router parses query values as JSON,
 * so `?token=123` arrives as a number and `?x=[1]` as an array: such values are dropped, never trusted.
 */
export function stringParams<K extends string>(
  search: Record<string, unknown>,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const picked: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = search[key];
    if (typeof value === 'string') picked[key] = value;
  }
  return picked;
}
