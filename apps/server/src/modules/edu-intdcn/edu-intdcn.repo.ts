import type { TIntdcnPageCd } from '@portal/contract';
import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { imageRefOf } from '../files/index.js';
import { intdcnPage } from './edu-intdcn.table.js';

/** A page with the reference of its saved image (files module). */
const intdcnPageColumns = { ...getTableColumns(intdcnPage), imageRef: imageRefOf(intdcnPage.imageFileId) };
export type TIntdcnPageRow = typeof intdcnPage.$inferSelect & { imageRef: string | null };
export type TIntdcnPageWrite = Pick<typeof intdcnPage.$inferInsert, 'pageCd' | 'title' | 'cn' | 'imageFileId' | 'imageAlt' | 'extra'>;

export async function findIntdcnPage(db: TDbOrTx, pageCd: TIntdcnPageCd): Promise<TIntdcnPageRow | undefined> {
  const [row] = await db.select(intdcnPageColumns).from(intdcnPage).where(eq(intdcnPage.pageCd, pageCd));
  return row;
}

/** The page's image, its row locked until the caller's transaction ends (a save replacing the image); undefined for a page never seeded. */
export async function lockIntdcnPageImage(tx: TTx, pageCd: TIntdcnPageCd): Promise<{ imageFileId: number | null } | undefined> {
  const [row] = await tx.select({ imageFileId: intdcnPage.imageFileId }).from(intdcnPage).where(eq(intdcnPage.pageCd, pageCd)).for('update');
  return row;
}

/** Writes the page, creating it when the base data was never seeded. */
export async function upsertIntdcnPage(tx: TTx, row: TIntdcnPageWrite, by: string): Promise<void> {
  const { pageCd: _pageCd, ...changes } = row;
  await tx
    .insert(intdcnPage)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .onConflictDoUpdate({ target: intdcnPage.pageCd, set: { ...changes, updatedBy: by, updatedAt: sql`now()` } });
}

/** Base data: inserted when missing, never overwriting what administrators changed. */
export async function insertIntdcnPagesWhenMissing(tx: TTx, rows: TIntdcnPageWrite[]): Promise<void> {
  await tx
    .insert(intdcnPage)
    .values(rows.map((r) => ({ ...r, registeredBy: 'system', updatedBy: 'system' })))
    .onConflictDoNothing();
}

/** The pages still without an image (the demo pictures' targets). */
export const findIntdcnPagesWithoutImage = (db: TDbOrTx, pageCds: TIntdcnPageCd[]) =>
  db
    .select({ pageCd: intdcnPage.pageCd })
    .from(intdcnPage)
    .where(and(inArray(intdcnPage.pageCd, pageCds), isNull(intdcnPage.imageFileId)));

/** Sets the image of a page still without one; false when it has one. */
export async function setIntdcnPageImageWhenNone(tx: TTx, pageCd: TIntdcnPageCd, fileId: number): Promise<boolean> {
  const rows = await tx
    .update(intdcnPage)
    .set({ imageFileId: fileId })
    .where(and(eq(intdcnPage.pageCd, pageCd), isNull(intdcnPage.imageFileId)))
    .returning({ pageCd: intdcnPage.pageCd });
  return rows.length > 0;
}
