import type { TBmnexhlListQuery } from '@portal/contract';
import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { keywordWhere } from '../../db/search.js';
import { imageRefOf } from '../files/index.js';
import { bmnexhl, smnexhl } from './mnexhl.table.js';

/** A big hall with the reference of its saved image (files module). */
export type TBmnexhlViewRow = typeof bmnexhl.$inferSelect & { imageRef: string | null };
export type TBmnexhlRow = TBmnexhlViewRow & { smnexhlCnt: number };
export type TBmnexhlWrite = Pick<
  typeof bmnexhl.$inferInsert,
  'bmnexhlNm' | 'bmnexhlExpln' | 'flrNm' | 'plcNm' | 'imageFileId' | 'imageAlt' | 'linkUrl' | 'bmnexhlAtchFileId' | 'sortSeq' | 'useYn'
>;

// spelled out: inside a sub-select drizzle leaves column names unqualified, and both tables have bmnexhl_id
const smnexhlCnt = sql<number>`(select count(*)::int from ${smnexhl} s where s.bmnexhl_id = ${bmnexhl}.bmnexhl_id)`;
const withImage = { ...getTableColumns(bmnexhl), imageRef: imageRefOf(bmnexhl.imageFileId) };
const withCount = { ...withImage, smnexhlCnt };
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
export async function lockBmnexhl(
  tx: TTx,
  bmnexhlId: number,
): Promise<{ bmnexhlId: number; bmnexhlAtchFileId: string | null; imageFileId: number | null } | undefined> {
  const [row] = await tx
    .select({ bmnexhlId: bmnexhl.bmnexhlId, bmnexhlAtchFileId: bmnexhl.bmnexhlAtchFileId, imageFileId: bmnexhl.imageFileId })
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

export function findActiveBmnexhls(db: TDbOrTx): Promise<TBmnexhlViewRow[]> {
  return db
    .select(withImage)
    .from(bmnexhl)
    .where(eq(bmnexhl.useYn, 'Y'))
    .orderBy(...hallOrder);
}

export async function findActiveBmnexhl(db: TDbOrTx, bmnexhlId: number): Promise<TBmnexhlViewRow | undefined> {
  const [row] = await db
    .select(withImage)
    .from(bmnexhl)
    .where(and(eq(bmnexhl.bmnexhlId, bmnexhlId), eq(bmnexhl.useYn, 'Y')));
  return row;
}

// ── demo pictures ────────────────────────────────────────────────────────────────────────────

/** The big halls of these names still without an image. */
export const findBmnexhlsWithoutImage = (db: TDbOrTx, names: string[]) =>
  db
    .select({ id: bmnexhl.bmnexhlId, nm: bmnexhl.bmnexhlNm })
    .from(bmnexhl)
    .where(and(inArray(bmnexhl.bmnexhlNm, names), isNull(bmnexhl.imageFileId)));

/** Sets the image of a big hall still without one; false when it has one. */
export async function setBmnexhlImageWhenNone(tx: TTx, bmnexhlId: number, fileId: number): Promise<boolean> {
  const rows = await tx
    .update(bmnexhl)
    .set({ imageFileId: fileId })
    .where(and(eq(bmnexhl.bmnexhlId, bmnexhlId), isNull(bmnexhl.imageFileId)))
    .returning({ bmnexhlId: bmnexhl.bmnexhlId });
  return rows.length > 0;
}
