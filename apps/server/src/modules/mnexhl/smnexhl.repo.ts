import type { TSmnexhlListQuery } from '@portal/contract';
import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { keywordWhere } from '../../db/search.js';
import { imageRefOf } from '../files/index.js';
import { bmnexhl, smnexhl } from './mnexhl.table.js';

/** A small hall with the reference of its saved image (files module). */
export type TSmnexhlViewRow = typeof smnexhl.$inferSelect & { imageRef: string | null };
export type TSmnexhlRow = TSmnexhlViewRow & { bmnexhlNm: string };
export type TSmnexhlWrite = Pick<
  typeof smnexhl.$inferInsert,
  'smnexhlNm' | 'smnexhlExpln' | 'dutyCrs' | 'actvCn' | 'imageFileId' | 'imageAlt' | 'linkUrl' | 'smnexhlAtchFileId' | 'sortSeq' | 'useYn'
>;

const withImage = { ...getTableColumns(smnexhl), imageRef: imageRefOf(smnexhl.imageFileId) };
const withBmnexhlNm = { ...withImage, bmnexhlNm: bmnexhl.bmnexhlNm };
/** Deterministic order of the small halls of one big hall. */
const hallOrder = [asc(smnexhl.sortSeq), asc(smnexhl.smnexhlNo)];

export function smnexhlWhere(filter: Omit<TSmnexhlListQuery, 'currentPage' | 'maxResults'>): SQL | undefined {
  return and(
    eq(smnexhl.bmnexhlId, filter.bmnexhlId),
    filter.useYn ? eq(smnexhl.useYn, filter.useYn) : undefined,
    keywordWhere(filter.searchWrd, smnexhl.smnexhlNm, smnexhl.smnexhlExpln, smnexhl.actvCn, sql`array_to_string(${smnexhl.dutyCrs}, ' ')`),
  );
}

export const countSmnexhls = (db: TDbOrTx, where: SQL | undefined) => countRows(db, smnexhl, where);

export function findSmnexhlPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number): Promise<TSmnexhlRow[]> {
  return db
    .select(withBmnexhlNm)
    .from(smnexhl)
    .innerJoin(bmnexhl, eq(bmnexhl.bmnexhlId, smnexhl.bmnexhlId))
    .where(where)
    .orderBy(...hallOrder)
    .offset(offset)
    .limit(limit);
}

export async function findSmnexhl(db: TDbOrTx, smnexhlId: number): Promise<TSmnexhlRow | undefined> {
  const [row] = await db
    .select(withBmnexhlNm)
    .from(smnexhl)
    .innerJoin(bmnexhl, eq(bmnexhl.bmnexhlId, smnexhl.bmnexhlId))
    .where(eq(smnexhl.smnexhlId, smnexhlId));
  return row;
}

/** The small hall's row, locked for its update: the upload group it keeps. */
export async function lockSmnexhl(
  tx: TTx,
  smnexhlId: number,
): Promise<{ smnexhlId: number; smnexhlAtchFileId: string | null; imageFileId: number | null } | undefined> {
  const [row] = await tx
    .select({ smnexhlId: smnexhl.smnexhlId, smnexhlAtchFileId: smnexhl.smnexhlAtchFileId, imageFileId: smnexhl.imageFileId })
    .from(smnexhl)
    .where(eq(smnexhl.smnexhlId, smnexhlId))
    .for('update');
  return row;
}

/** The next number within the big hall; the caller holds the big hall's lock (lockBmnexhl). */
export async function nextSmnexhlNo(tx: TTx, bmnexhlId: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${smnexhl.smnexhlNo}), 0)::int` })
    .from(smnexhl)
    .where(eq(smnexhl.bmnexhlId, bmnexhlId));
  return (row?.last ?? 0) + 1;
}

export async function insertSmnexhl(tx: TTx, bmnexhlId: number, smnexhlNo: number, row: TSmnexhlWrite, by: string): Promise<number> {
  const [out] = await tx
    .insert(smnexhl)
    .values({ ...row, bmnexhlId, smnexhlNo, registeredBy: by, updatedBy: by })
    .returning({ smnexhlId: smnexhl.smnexhlId });
  return out!.smnexhlId;
}

export async function updateSmnexhl(tx: TTx, smnexhlId: number, row: TSmnexhlWrite, by: string): Promise<boolean> {
  const out = await tx
    .update(smnexhl)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(smnexhl.smnexhlId, smnexhlId))
    .returning({ smnexhlId: smnexhl.smnexhlId });
  return out.length > 0;
}

export async function deleteSmnexhl(tx: TTx, smnexhlId: number): Promise<boolean> {
  const out = await tx.delete(smnexhl).where(eq(smnexhl.smnexhlId, smnexhlId)).returning({ smnexhlId: smnexhl.smnexhlId });
  return out.length > 0;
}

// ── public pages: switched-on halls only ─────────────────────────────────────────────────────

export function findActiveSmnexhlsOf(db: TDbOrTx, bmnexhlIds: number[]): Promise<TSmnexhlViewRow[]> {
  if (bmnexhlIds.length === 0) return Promise.resolve([]);
  return db
    .select(withImage)
    .from(smnexhl)
    .where(and(inArray(smnexhl.bmnexhlId, bmnexhlIds), eq(smnexhl.useYn, 'Y')))
    .orderBy(...hallOrder);
}

/** Is the small hall switched on inside a switched-on big hall (its public page shows)? */
export async function isSmnexhlPublic(db: TDbOrTx, smnexhlId: number): Promise<boolean> {
  const [row] = await db
    .select({ smnexhlId: smnexhl.smnexhlId })
    .from(smnexhl)
    .innerJoin(bmnexhl, eq(bmnexhl.bmnexhlId, smnexhl.bmnexhlId))
    .where(and(eq(smnexhl.smnexhlId, smnexhlId), eq(smnexhl.useYn, 'Y'), eq(bmnexhl.useYn, 'Y')));
  return row !== undefined;
}

/** A switched-on small hall by its number, inside a switched-on big hall. */
export async function findActiveSmnexhlByNo(db: TDbOrTx, bmnexhlId: number, smnexhlNo: number): Promise<TSmnexhlRow | undefined> {
  const [row] = await db
    .select(withBmnexhlNm)
    .from(smnexhl)
    .innerJoin(bmnexhl, eq(bmnexhl.bmnexhlId, smnexhl.bmnexhlId))
    .where(and(eq(smnexhl.bmnexhlId, bmnexhlId), eq(smnexhl.smnexhlNo, smnexhlNo), eq(smnexhl.useYn, 'Y'), eq(bmnexhl.useYn, 'Y')));
  return row;
}

// ── demo pictures ────────────────────────────────────────────────────────────────────────────

/** The small halls of these names still without an image. */
export const findSmnexhlsWithoutImage = (db: TDbOrTx, names: string[]) =>
  db
    .select({ id: smnexhl.smnexhlId, nm: smnexhl.smnexhlNm })
    .from(smnexhl)
    .where(and(inArray(smnexhl.smnexhlNm, names), isNull(smnexhl.imageFileId)));

/** Sets the image of a small hall still without one; false when it has one. */
export async function setSmnexhlImageWhenNone(tx: TTx, smnexhlId: number, fileId: number): Promise<boolean> {
  const rows = await tx
    .update(smnexhl)
    .set({ imageFileId: fileId })
    .where(and(eq(smnexhl.smnexhlId, smnexhlId), isNull(smnexhl.imageFileId)))
    .returning({ smnexhlId: smnexhl.smnexhlId });
  return rows.length > 0;
}
