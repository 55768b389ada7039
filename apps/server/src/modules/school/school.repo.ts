import type { TSchoolListQuery, TSchoolSearchQuery } from '@portal/contract';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { keywordWhere } from '../../db/search.js';
import { instCode } from '../inst-code/inst-code.table.js';
import { schl } from './school.table.js';

export type TSchoolWrite = Pick<
  typeof schl.$inferInsert,
  'schlNm' | 'schlTypeCd' | 'regionCd' | 'addr' | 'zip' | 'telno' | 'hmpgUrl' | 'neisSchlCd' | 'instCd' | 'useYn'
>;
/** A school with its supervising institution's name. */
export type TSchoolRow = { row: typeof schl.$inferSelect; instNm: string | null };

const withInst = (db: TDbOrTx) => db.select({ row: schl, instNm: instCode.instNm }).from(schl).leftJoin(instCode, eq(instCode.instCd, schl.instCd));

export function schoolWhere(filter: Omit<TSchoolListQuery, 'currentPage' | 'maxResults'>): SQL | undefined {
  return and(
    filter.schlTypeCd ? eq(schl.schlTypeCd, filter.schlTypeCd) : undefined,
    filter.regionCd ? eq(schl.regionCd, filter.regionCd) : undefined,
    filter.useYn ? eq(schl.useYn, filter.useYn) : undefined,
    keywordWhere(filter.searchWrd, schl.schlNm, schl.neisSchlCd, schl.addr),
  );
}

/** The picker's filter: schools in use whose name contains the word, in a region and of a type when given. */
export function schoolSearchWhere(filter: Omit<TSchoolSearchQuery, 'currentPage'>): SQL | undefined {
  return and(
    eq(schl.useYn, 'Y'),
    filter.regionCd ? eq(schl.regionCd, filter.regionCd) : undefined,
    filter.schlTypeCd ? eq(schl.schlTypeCd, filter.schlTypeCd) : undefined,
    keywordWhere(filter.searchWrd, schl.schlNm),
  );
}

const pickedColumns = { schlCd: schl.neisSchlCd, schlNm: schl.schlNm, schlTypeCd: schl.schlTypeCd, regionCd: schl.regionCd, addr: schl.addr };

export function findSchoolSearchPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db.select(pickedColumns).from(schl).where(where).orderBy(asc(schl.schlNm), asc(schl.schlId)).offset(offset).limit(limit);
}

/** A school in use by its NEIS code: what a member's school is taken from. */
export async function findSchoolInUse(db: TDbOrTx, neisSchlCd: string) {
  const [row] = await db
    .select(pickedColumns)
    .from(schl)
    .where(and(eq(schl.neisSchlCd, neisSchlCd), eq(schl.useYn, 'Y')));
  return row;
}

export const countSchools = (db: TDbOrTx, where: SQL | undefined) => countRows(db, schl, where);

export function findSchoolPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return withInst(db).where(where).orderBy(asc(schl.schlNm), asc(schl.schlId)).offset(offset).limit(limit);
}

export async function findSchool(db: TDbOrTx, schlId: number): Promise<TSchoolRow | undefined> {
  const [row] = await withInst(db).where(eq(schl.schlId, schlId));
  return row;
}

export async function existsNeisSchlCd(db: TDbOrTx, neisSchlCd: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(schl)
    .where(and(eq(schl.neisSchlCd, neisSchlCd), exceptId === undefined ? undefined : ne(schl.schlId, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertSchool(tx: TTx, row: TSchoolWrite, by: string): Promise<number> {
  const [out] = await tx
    .insert(schl)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .returning({ id: schl.schlId });
  return out!.id;
}

export async function updateSchool(tx: TTx, schlId: number, row: TSchoolWrite, by: string): Promise<boolean> {
  const rows = await tx
    .update(schl)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(schl.schlId, schlId))
    .returning({ id: schl.schlId });
  return rows.length > 0;
}

export async function deleteSchool(tx: TTx, schlId: number): Promise<boolean> {
  const rows = await tx.delete(schl).where(eq(schl.schlId, schlId)).returning({ id: schl.schlId });
  return rows.length > 0;
}

const UPSERT_CHUNK = 500;

/** The optional columns of the import; one missing from the sheet keeps each school's stored value. */
export type TSchoolOptionalKey = 'addr' | 'zip' | 'telno' | 'hmpgUrl' | 'instCd';
const EXCLUDED: Record<TSchoolOptionalKey, SQL> = {
  addr: sql`excluded.addr`,
  zip: sql`excluded.zip`,
  telno: sql`excluded.telno`,
  hmpgUrl: sql`excluded.hmpg_url`,
  instCd: sql`excluded.inst_cd`,
};

/**
 * The import's write: insert or update by the NEIS code; an updated school keeps its use flag.
 * `xmax = 0` tells a freshly inserted row from an updated one.
 */
export async function upsertSchools(
  tx: TTx,
  rows: Omit<TSchoolWrite, 'useYn'>[],
  optionalKeys: readonly TSchoolOptionalKey[],
  by: string,
): Promise<{ inserted: number; updated: number }> {
  const set = {
    schlNm: sql`excluded.schl_nm`,
    schlTypeCd: sql`excluded.schl_type_cd`,
    regionCd: sql`excluded.region_cd`,
    ...Object.fromEntries(optionalKeys.map((key) => [key, EXCLUDED[key]])),
    updatedBy: by,
    updatedAt: sql`now()`,
  };
  let inserted = 0;
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    const chunk = rows.slice(i, i + UPSERT_CHUNK).map((r) => ({ ...r, registeredBy: by, updatedBy: by }));
    const out = await tx
      .insert(schl)
      .values(chunk)
      .onConflictDoUpdate({ target: schl.neisSchlCd, set })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    inserted += out.filter((r) => r.inserted).length;
  }
  return { inserted, updated: rows.length - inserted };
}

/** Demo data: schools missing by NEIS code are added; existing ones are left alone. */
export async function seedSchools(tx: TTx, rows: TSchoolWrite[]): Promise<void> {
  await tx
    .insert(schl)
    .values(rows.map((r) => ({ ...r, registeredBy: 'system', updatedBy: 'system' })))
    .onConflictDoNothing({ target: schl.neisSchlCd });
}
