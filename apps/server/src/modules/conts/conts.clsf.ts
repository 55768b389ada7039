import { CONTS_CLSF_GROUP, CONTS_MESSAGES as M, type TContsClsf, type TContsClsfTree } from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { codeList } from '../code/index.js';

/**
 * The classification tree (code group CONTS_CLSF): its child groups (AREA, THEME, JOB, HALL) and
 * their leaves, the codes a content is mapped to, as users see the codes (reflected, cached).
 */
export async function clsfTree(db: TDb, via?: TDbOrTx): Promise<TContsClsfTree> {
  const groups = await codeList(db, CONTS_CLSF_GROUP, via);
  return {
    groups: await Promise.all(
      groups.map(async (g) => ({
        clsfCd: g.comCd,
        clsfNm: g.comCdNm,
        children: (await codeList(db, `${CONTS_CLSF_GROUP}.${g.comCd}`, via)).map((c) => ({ clsfCd: c.comCd, clsfNm: c.comCdNm })),
      })),
    ),
  };
}

/** The leaves' names by code. */
export async function clsfNames(db: TDb, via?: TDbOrTx): Promise<Map<string, string>> {
  const tree = await clsfTree(db, via);
  return new Map(tree.groups.flatMap((g) => g.children.map((c) => [c.clsfCd, c.clsfNm] as const)));
}

/** Codes with their names; a code no longer active keeps its code as its name (administrators still see it). */
export const clsfsOf = (names: Map<string, string>, codes: readonly string[]): TContsClsf[] =>
  codes.map((clsfCd) => ({ clsfCd, clsfNm: names.get(clsfCd) ?? clsfCd }));

/** A save's classifications must be active leaves of the tree (the schema has refused repeats). */
export function assertKnownClsfs(names: Map<string, string>, codes: readonly string[]): void {
  if (codes.some((code) => !names.has(code))) throw new AppError('VALIDATION', 400, M.clsfUnknown, { fieldErrors: { clsfCds: M.clsfUnknown } });
}

/** Chosen classifications by their group (AREA, THEME, ...); a code of no group stands alone (and matches nothing it is not). */
export async function clsfGroupsOf(db: TDb, codes: readonly string[]): Promise<string[][]> {
  if (codes.length === 0) return [];
  const groupOf = new Map((await clsfTree(db)).groups.flatMap((g) => g.children.map((c) => [c.clsfCd, g.clsfCd] as const)));
  const groups = new Map<string, string[]>();
  for (const code of new Set(codes)) {
    const key = groupOf.get(code) ?? `?${code}`;
    groups.set(key, [...(groups.get(key) ?? []), code]);
  }
  return [...groups.values()];
}
