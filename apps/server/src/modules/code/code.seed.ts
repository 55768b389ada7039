import type { TTx } from '../../db/client.js';
import type { TSeedCodeGroup, TSeeder } from '../../db/seeder.js';
import { writeReflect } from './code.reflect.js';
import { existingCodeIds, insertCodesIfMissing, latestReflect, type TCodeRow } from './code.repo.js';
import type { TReflectedCode } from './code.table.js';

type TNewCode = Parameters<typeof insertCodesIfMissing>[1][number];

/** The groups the seeders declare; two modules declaring one group or one place is a programming error. */
export function declaredCodeGroups(seeders: readonly TSeeder[]): TSeedCodeGroup[] {
  const groups = seeders.flatMap((s) => s.codeGroups ?? []);
  for (const key of ['comCdId', 'sortSeq'] as const) {
    const seen = new Set<string | number>();
    for (const group of groups) {
      if (seen.has(group[key])) throw new Error(`code group ${key} ${group[key]} is declared twice`);
      seen.add(group[key]);
    }
  }
  return groups;
}

/**
 * The rows still to insert: a missing group comes with all its children; in a group that exists,
 * only missing system children are added (an administrator cannot delete those, so a missing one
 * is new in this release), and the codes an administrator deleted stay deleted.
 */
async function missingRows(tx: TTx, groups: TSeedCodeGroup[]): Promise<TNewCode[]> {
  const existing = await existingCodeIds(
    tx,
    groups.map((g) => g.comCdId),
  );
  return groups.flatMap((group) => {
    const isNew = !existing.has(group.comCdId);
    if (!isNew && group.childSysYn === 'N') return [];
    const base = { registeredBy: 'system', updatedBy: 'system', useYn: 'Y' as const };
    // a child, then its own children (a tree's leaves), parents always before their children
    const rowsOf = (upComCdId: string, codes: TSeedCodeGroup['children']): TNewCode[] =>
      codes.flatMap((child, j) => [
        {
          ...base,
          comCdId: `${upComCdId}.${child.comCd}`,
          upComCdId,
          comCd: child.comCd,
          comCdNm: child.comCdNm,
          cdExpln: child.cdExpln ?? null,
          sortSeq: j + 1,
          sysYn: group.childSysYn,
        },
        ...rowsOf(`${upComCdId}.${child.comCd}`, child.children ?? []),
      ]);
    const children = rowsOf(group.comCdId, group.children);
    if (!isNew) return children;
    return [
      {
        ...base,
        comCdId: group.comCdId,
        upComCdId: null,
        comCd: group.comCdId,
        comCdNm: group.comCdNm,
        cdExpln: group.cdExpln,
        sortSeq: group.sortSeq,
        sysYn: 'Y' as const,
      },
      ...children,
    ];
  });
}

/** The last reflected codes plus newly seeded active ones, so a release's new codes reach users without publishing pending edits. */
function withInserted(reflected: readonly TReflectedCode[], inserted: readonly TCodeRow[]): TReflectedCode[] {
  const visible = new Set(reflected.map((c) => c.comCdId));
  const out = [...reflected];
  const depth = (row: TCodeRow) => row.comCdId.split('.').length;
  const parentsFirst = [...inserted].sort((a, b) => depth(a) - depth(b));
  for (const row of parentsFirst) {
    if (row.useYn !== 'Y' || (row.upComCdId !== null && !visible.has(row.upComCdId))) continue;
    visible.add(row.comCdId);
    out.push({ comCdId: row.comCdId, upComCdId: row.upComCdId, comCd: row.comCd, comCdNm: row.comCdNm, cdExpln: row.cdExpln, sortSeq: row.sortSeq });
  }
  return out;
}

/**
 * Inserts the declared groups when missing, administrators' edits kept; the first run reflects
 * (the initial version users see, spec §4); a later run that adds codes reflects only those.
 * A second run changes nothing.
 */
export async function applySeedCodeGroups(tx: TTx, groups: TSeedCodeGroup[]): Promise<void> {
  const inserted = await insertCodesIfMissing(tx, await missingRows(tx, groups));
  const last = await latestReflect(tx);
  if (!last) await writeReflect(tx, 'system');
  else if (inserted.length) await writeReflect(tx, 'system', withInserted(last.codes, inserted));
}

/**
 * Every module's code groups (spec §3, §9). Its own: the code page's menu, and the groups of the
 * modules still to come (APLY_UNIT: the fusion activities take it).
 */
export const codeSeeder: TSeeder = {
  name: 'code',
  codeGroups: [
    {
      comCdId: 'APLY_UNIT',
      comCdNm: '신청 단위',
      cdExpln: '체험 활동 신청 단위',
      sortSeq: 5,
      childSysYn: 'Y',
      children: [
        { comCd: 'SCHL', comCdNm: '학교 단위' },
        { comCd: 'CLS', comCdNm: '학급 단위' },
        { comCd: 'INDVDL', comCdNm: '개인' },
      ],
    },
  ],
  adminMenus: [{ id: 'A0402', up: 'A04', sort: 2, nm: '분류 관리', url: '/admin/code' }],
  async base(tx, { seeders }) {
    await applySeedCodeGroups(tx, declaredCodeGroups(seeders));
  },
};
