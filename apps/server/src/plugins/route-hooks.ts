/**
 * Adds a hook to one route's own list from an onRoute hook, so routes that do not need it
 * pay nothing for it (a global hook runs on every request).
 */
export function appendHook<T>(existing: T | T[] | undefined, hook: T): T[] {
  if (existing === undefined) return [hook];
  return [...(Array.isArray(existing) ? existing : [existing]), hook];
}
