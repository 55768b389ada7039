import type { TInstCodeListQuery } from '@portal/contract';
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { keywordWhere } from '../../db/search.js';
import { schl } from '../school/school.table.js';
import { instCode } from './inst-code.table.js';

export type TInstCodeWrite = Pick<
  typeof instCode.$inferInsert,
  'instCd' | 'instNm' | 'instTypeCd' | 'regionCd' | 'upInstCd' | 'telno' | 'addr' | 'sortSeq' | 'useYn'
>;

const up = alias(instCode, 'up_inst');
/** A code with its parent's name. */
export type TInstCodeRow = { row: typeof instCode.$inferSelect; upInstNm: string | null };
const withUpInst = (db: TDbOrTx) => db.select({ row: instCode, upInstNm: up.instNm }).from(instCode).leftJoin(up, eq(up.instCd, instCode.upInstCd));

export function instCodeWhere(filter: Omit<TInstCodeListQuery, 'currentPage' | 'maxResults'>): SQL | undefined {
  return and(
    filter.instTypeCd ? eq(instCode.instTypeCd, filter.instTypeCd) : undefined,
    filter.regionCd ? eq(instCode.regionCd, filter.regionCd) : undefined,
    filter.useYn ? eq(instCode.useYn, filter.useYn) : undefined,
    keywordWhere(filter.searchWrd, instCode.instCd, instCode.instNm),
  );
}

export const countInstCodes = (db: TDbOrTx, where: SQL | undefined) => countRows(db, instCode, where);

export function findInstCodePage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return withUpInst(db).where(where).orderBy(asc(instCode.sortSeq), asc(instCode.instCd)).offset(offset).limit(limit);
}

export async function findInstCode(db: TDbOrTx, instCodeId: number): Promise<TInstCodeRow | undefined> {
  const [row] = await withUpInst(db).where(eq(instCode.instCodeId, instCodeId));
  return row;
}

/** Active codes for the selects of other forms; bounded, since a centre has tens to hundreds. */
export function findInstCodeOptions(db: TDbOrTx, limit: number) {
  return db
    .select({ instCd: instCode.instCd, instNm: instCode.instNm })
    .from(instCode)
    .where(eq(instCode.useYn, 'Y'))
    .orderBy(asc(instCode.sortSeq), asc(instCode.instNm))
    .limit(limit);
}

export async function existsInstCd(db: TDbOrTx, instCd: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(instCode)
    .where(and(eq(instCode.instCd, instCd), exceptId === undefined ? undefined : ne(instCode.instCodeId, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** The codes of the given ones that exist, each row locked against deletion until the transaction ends. */
export async function lockExistingInstCds(tx: TTx, instCds: string[]): Promise<Set<string>> {
  if (instCds.length === 0) return new Set();
  const rows = await tx.select({ instCd: instCode.instCd }).from(instCode).where(inArray(instCode.instCd, instCds)).for('key share');
  return new Set(rows.map((r) => r.instCd));
}

/** Changes of the parent links take turns, so two edits cannot close a cycle between them. */
export async function lockInstCodeTree(tx: TTx): Promise<void> {
  await tx.execute(sql`lock table ${instCode} in share row exclusive mode`);
}

/** The code itself and all its ancestors, following upInstCd (bounded against bad data). */
export async function findAncestorCds(tx: TTx, instCd: string): Promise<string[]> {
  const result = await tx.execute<{ inst_cd: string }>(sql`
    with recursive chain(inst_cd, up_inst_cd, depth) as (
      select inst_cd, up_inst_cd, 1 from ${instCode} where inst_cd = ${instCd}
      union all
      select i.inst_cd, i.up_inst_cd, c.depth + 1 from ${instCode} i join chain c on i.inst_cd = c.up_inst_cd where c.depth < 100
    )
    select inst_cd from chain`);
  return result.rows.map((r) => r.inst_cd);
}

export async function countChildInsts(tx: TTx, instCd: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(instCode).where(eq(instCode.upInstCd, instCd));
  return row?.n ?? 0;
}

export async function countSchoolsOfInst(tx: TTx, instCd: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(schl).where(eq(schl.instCd, instCd));
  return row?.n ?? 0;
}

export async function insertInstCode(tx: TTx, row: TInstCodeWrite, by: string): Promise<number> {
  const [out] = await tx
    .insert(instCode)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .returning({ id: instCode.instCodeId });
  return out!.id;
}

export async function updateInstCode(tx: TTx, instCodeId: number, row: TInstCodeWrite, by: string): Promise<boolean> {
  const rows = await tx
    .update(instCode)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(instCode.instCodeId, instCodeId))
    .returning({ id: instCode.instCodeId });
  return rows.length > 0;
}

export async function findInstCdForUpdate(tx: TTx, instCodeId: number): Promise<string | undefined> {
  const [row] = await tx.select({ instCd: instCode.instCd }).from(instCode).where(eq(instCode.instCodeId, instCodeId)).for('update');
  return row?.instCd;
}

export async function deleteInstCode(tx: TTx, instCodeId: number): Promise<void> {
  await tx.delete(instCode).where(eq(instCode.instCodeId, instCodeId));
}

/** Demo data: codes missing by instCd are added; existing ones are left as administrators edited them. */
export async function seedInstCodes(tx: TTx, rows: TInstCodeWrite[]): Promise<void> {
  await tx
    .insert(instCode)
    .values(rows.map((r) => ({ ...r, registeredBy: 'system', updatedBy: 'system' })))
    .onConflictDoNothing({ target: instCode.instCd });
}
