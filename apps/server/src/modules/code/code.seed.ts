import type { TTx } from '../../db/client.js';
import type { TSeeder } from '../seeds.js';
import { writeReflect } from './code.reflect.js';
import { existingCodeIds, insertCodesIfMissing, latestReflect, type TCodeRow } from './code.repo.js';
import { SEED_GROUPS } from './code.seed-data.js';
import type { TReflectedCode } from './code.table.js';

type TNewCode = Parameters<typeof insertCodesIfMissing>[1][number];

/**
 * The rows still to insert: a missing group comes with all its children; in a group that exists,
 * only missing system children are added (an administrator cannot delete those, so a missing one
 * is new in this release), and the codes an administrator deleted stay deleted.
 */
async function missingRows(tx: TTx): Promise<TNewCode[]> {
  const existing = await existingCodeIds(tx, SEED_GROUPS.map((g) => g.comCdId));
  return SEED_GROUPS.flatMap((group, i) => {
    const isNew = !existing.has(group.comCdId);
    if (!isNew && group.childSysYn === 'N') return [];
    const base = { registeredBy: 'system', updatedBy: 'system', useYn: 'Y' as const };
    const children = group.children.map((child, j) => ({
      ...base,
      comCdId: `${group.comCdId}.${child.comCd}`,
      upComCdId: group.comCdId,
      comCd: child.comCd,
      comCdNm: child.comCdNm,
      cdExpln: child.cdExpln ?? null,
      sortSeq: j + 1,
      sysYn: group.childSysYn,
    }));
    if (!isNew) return children;
    return [{ ...base, comCdId: group.comCdId, upComCdId: null, comCd: group.comCdId, comCdNm: group.comCdNm, cdExpln: group.cdExpln, sortSeq: i + 1, sysYn: 'Y' as const }, ...children];
  });
}

/** The last reflected codes plus newly seeded active ones, so a release's new codes reach users without publishing pending edits. */
function withInserted(reflected: readonly TReflectedCode[], inserted: readonly TCodeRow[]): TReflectedCode[] {
  const visible = new Set(reflected.map((c) => c.comCdId));
  const out = [...reflected];
  const parentsFirst = [...inserted].sort((a, b) => Number(a.upComCdId !== null) - Number(b.upComCdId !== null));
  for (const row of parentsFirst) {
    if (row.useYn !== 'Y' || (row.upComCdId !== null && !visible.has(row.upComCdId))) continue;
    visible.add(row.comCdId);
    out.push({ comCdId: row.comCdId, upComCdId: row.upComCdId, comCd: row.comCd, comCdNm: row.comCdNm, cdExpln: row.cdExpln, sortSeq: row.sortSeq });
  }
  return out;
}

/**
 * Base code groups (spec §3, §9, common brief). Inserted when missing, administrators' edits kept;
 * the first run reflects (the initial version users see, spec §4); a later run that adds codes
 * reflects only those. A second run changes nothing.
 */
export const codeSeeder: TSeeder = {
  name: 'code',
  async base(tx) {
    const inserted = await insertCodesIfMissing(tx, await missingRows(tx));
    const last = await latestReflect(tx);
    if (!last) await writeReflect(tx, 'system');
    else if (inserted.length) await writeReflect(tx, 'system', withInserted(last.codes, inserted));
  },
};
