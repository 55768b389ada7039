/** A JSON value with every object's keys in order, so equal values print the same text. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** Whether two JSON values (a stored jsonb and an input) are equal, whatever their keys' order. */
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Whether two lists of codes hold the same items, whatever their order (target member or school types). */
export const sameItems = (a: readonly string[], b: readonly string[]): boolean => sameJson([...a].sort(), [...b].sort());
