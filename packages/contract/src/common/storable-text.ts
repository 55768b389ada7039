/**
 * Characters no request may carry into the portal (decision 018): PostgreSQL refuses U+0000 in text,
 * and the other C0 controls (TAB, LF and CR excepted), DEL, the C1 controls and lone UTF-16
 * surrogates are never part of what a person types; a lone surrogate would be stored as U+FFFD.
 * The server refuses them in every call's params, query and body (serveApi) before validation, with
 * SCHEMA_MESSAGES.unstorableText.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text holds only characters a field may store. */
export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

export type TValuePath = (string | number)[];

/** A value met in the walk, with the way back to the root (a path is built only for the one found). */
type TStep = { value: unknown; key: string | number; parent: TStep | null };

const pathOf = (step: TStep | null): TValuePath => {
  const path: TValuePath = [];
  for (let at = step; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first string, or object key, in a parsed request part (params, query or JSON body)
 * that is not storable text; undefined when every one is. Iterative, so no nesting depth overflows the stack.
 */
export function findUnstorableText(value: unknown): TValuePath | undefined {
  const pending: TStep[] = [{ value, key: '', parent: null }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) pending.push({ value: current[i], key: i, parent: step });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) if (!isStorableText(key)) return [...pathOf(step), key];
      for (let i = entries.length - 1; i >= 0; i -= 1) pending.push({ value: entries[i]![1], key: entries[i]![0], parent: step });
    }
  }
  return undefined;
}
