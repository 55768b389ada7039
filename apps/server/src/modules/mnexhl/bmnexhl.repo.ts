import type { TBmnexhlListQuery } from '@portal/contract';
import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { keywordWhere } from '../../db/search.js';
import { bmnexhl, smnexhl } from './mnexhl.table.js';

export type TBmnexhlRow = typeof bmnexhl.$inferSelect & { smnexhlCnt: number };
export type TBmnexhlWrite = Pick<
  typeof bmnexhl.$inferInsert,
  'bmnexhlNm' | 'bmnexhlExpln' | 'flrNm' | 'plcNm' | 'imagePath' | 'imageAlt' | 'linkUrl' | 'bmnexhlAtchFileId' | 'sortSeq' | 'useYn'
>;

// spelled out: inside a sub-select drizzle leaves column names unqualified, and both tables have bmnexhl_id
const smnexhlCnt = sql<number>`(select count(*)::int from ${smnexhl} s where s.bmnexhl_id = ${bmnexhl}.bmnexhl_id)`;
const withCount = { ...getTableColumns(bmnexhl), smnexhlCnt };
/** Deterministic order of the halls (admin list and public pages alike). */
const hallOrder = [asc(bmnexhl.sortSeq), asc(bmnexhl.bmnexhlId)];

export function bmnexhlWhere(filter: Omit<TBmnexhlListQuery, 'currentPage' | 'maxResults'>): SQL | undefined {
  return and(
    filter.useYn ? eq(bmnexhl.useYn, filter.useYn) : undefined,
    keywordWhere(filter.searchWrd, bmnexhl.bmnexhlNm, bmnexhl.bmnexhlExpln, bmnexhl.flrNm, bmnexhl.plcNm),
  );
}

export const countBmnexhls = (db: TDbOrTx, where: SQL | undefined) => countRows(db, bmnexhl, where);

export function findBmnexhlPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number): Promise<TBmnexhlRow[]> {
  return db
    .select(withCount)
    .from(bmnexhl)
    .where(where)
    .orderBy(...hallOrder)
    .offset(offset)
    .limit(limit);
}

export async function findBmnexhl(db: TDbOrTx, bmnexhlId: number): Promise<TBmnexhlRow | undefined> {
  const [row] = await db.select(withCount).from(bmnexhl).where(eq(bmnexhl.bmnexhlId, bmnexhlId));
  return row;
}

/**
 * The big hall's row, locked until the transaction ends: numbering a new small hall and deleting
 * the big hall take turns, so two new small halls never get the same number and none is added
 * to a hall being deleted; an update reads the upload group it keeps.
 */
export async function lockBmnexhl(tx: TTx, bmnexhlId: number): Promise<{ bmnexhlId: number; bmnexhlAtchFileId: string | null } | undefined> {
  const [row] = await tx
    .select({ bmnexhlId: bmnexhl.bmnexhlId, bmnexhlAtchFileId: bmnexhl.bmnexhlAtchFileId })
    .from(bmnexhl)
    .where(eq(bmnexhl.bmnexhlId, bmnexhlId))
    .for('update');
  return row;
}

export async function insertBmnexhl(tx: TTx, row: TBmnexhlWrite, by: string): Promise<number> {
  const [out] = await tx
    .insert(bmnexhl)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .returning({ bmnexhlId: bmnexhl.bmnexhlId });
  return out!.bmnexhlId;
}

export async function updateBmnexhl(tx: TTx, bmnexhlId: number, row: TBmnexhlWrite, by: string): Promise<boolean> {
  const out = await tx
    .update(bmnexhl)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(bmnexhl.bmnexhlId, bmnexhlId))
    .returning({ bmnexhlId: bmnexhl.bmnexhlId });
  return out.length > 0;
}

/** The big hall and its small halls; the caller runs it in one transaction after lockBmnexhl. Answers the small halls' ids (their files go too). */
export async function deleteBmnexhlWithSmnexhls(tx: TTx, bmnexhlId: number): Promise<{ smnexhlIds: number[] }> {
  const removed = await tx.delete(smnexhl).where(eq(smnexhl.bmnexhlId, bmnexhlId)).returning({ smnexhlId: smnexhl.smnexhlId });
  await tx.delete(bmnexhl).where(eq(bmnexhl.bmnexhlId, bmnexhlId));
  return { smnexhlIds: removed.map((r) => r.smnexhlId) };
}

// ── public pages: switched-on halls only ─────────────────────────────────────────────────────

export function findActiveBmnexhls(db: TDbOrTx) {
  return db
    .select()
    .from(bmnexhl)
    .where(eq(bmnexhl.useYn, 'Y'))
    .orderBy(...hallOrder);
}

export async function findActiveBmnexhl(db: TDbOrTx, bmnexhlId: number) {
  const [row] = await db
    .select()
    .from(bmnexhl)
    .where(and(eq(bmnexhl.bmnexhlId, bmnexhlId), eq(bmnexhl.useYn, 'Y')));
  return row;
}
