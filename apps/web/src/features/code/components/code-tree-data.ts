import type { TAdmCodeItem } from '@portal/contract';

/** The codes under each parent (null: the groups), siblings in the server's order. */
export function childrenByParent(codes: readonly TAdmCodeItem[]): Map<string | null, TAdmCodeItem[]> {
  const map = new Map<string | null, TAdmCodeItem[]>();
  for (const code of codes) map.set(code.upComCdId, [...(map.get(code.upComCdId) ?? []), code]);
  return map;
}

export function descendantsOf(children: ReadonlyMap<string | null, TAdmCodeItem[]>, comCdId: string): TAdmCodeItem[] {
  return (children.get(comCdId) ?? []).flatMap((child) => [child, ...descendantsOf(children, child.comCdId)]);
}

export type TCodeNode = { key: string; code: TAdmCodeItem; children: TCodeNode[] };

/**
 * The tree to show. With a search word, only codes whose name or code contains it are kept, with
 * their ancestors (so the match is seen in place) and the keys to expand.
 */
export function buildCodeTree(children: ReadonlyMap<string | null, TAdmCodeItem[]>, search: string): { nodes: TCodeNode[]; expandKeys: string[] } {
  const word = search.trim().toLowerCase();
  const expandKeys: string[] = [];
  const matches = (code: TAdmCodeItem) => code.comCdNm.toLowerCase().includes(word) || code.comCd.toLowerCase().includes(word);
  const build = (parent: string | null): TCodeNode[] =>
    (children.get(parent) ?? []).flatMap((code) => {
      const below = build(code.comCdId);
      if (word && !matches(code) && below.length === 0) return [];
      if (word && below.length > 0) expandKeys.push(code.comCdId);
      return [{ key: code.comCdId, code, children: below }];
    });
  return { nodes: build(null), expandKeys };
}

/** The sibling ids with `moving` put before or after `target` (both children of one parent). */
export function reorder(siblingIds: readonly string[], moving: string, target: string, after: boolean): string[] {
  const rest = siblingIds.filter((id) => id !== moving);
  const at = rest.indexOf(target) + (after ? 1 : 0);
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

/** The sibling ids with `moving` one place up (-1) or down (+1); unchanged at either end. */
export function shift(siblingIds: readonly string[], moving: string, by: -1 | 1): string[] {
  const i = siblingIds.indexOf(moving);
  const j = i + by;
  if (i < 0 || j < 0 || j >= siblingIds.length) return [...siblingIds];
  const out = [...siblingIds];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}
