import type { TReflectedCode } from './code.table.js';

/** One reflected version (spec §4), indexed for the lookups every module makes. */
export type TCodeSnapshot = {
  rflctVer: number;
  byParent: ReadonlyMap<string, readonly TReflectedCode[]>;
  byId: ReadonlyMap<string, TReflectedCode>;
};

export function toSnapshot(rflctVer: number, codes: readonly TReflectedCode[]): TCodeSnapshot {
  const byParent = new Map<string, TReflectedCode[]>();
  const byId = new Map<string, TReflectedCode>();
  for (const code of codes) {
    byId.set(code.comCdId, code);
    if (code.upComCdId === null) continue;
    const siblings = byParent.get(code.upComCdId) ?? [];
    siblings.push(code);
    byParent.set(code.upComCdId, siblings);
  }
  for (const siblings of byParent.values()) siblings.sort((a, b) => a.sortSeq - b.sortSeq || a.comCd.localeCompare(b.comCd));
  return { rflctVer, byParent, byId };
}
