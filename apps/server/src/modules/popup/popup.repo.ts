import type { TPopupListQuery, TPopupWrite } from '@portal/contract';
import { and, arrayContains, asc, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { keywordWhere, periodSttsWhere } from '../../db/search.js';
import { periodColumns } from '../../lib/posting.js';
import { imageRefOf } from '../files/index.js';
import { popup } from './popup.table.js';

/** A popup with the reference of its saved image (files module). */
const popupColumns = { ...getTableColumns(popup), imageRef: imageRefOf(popup.imageFileId) };
export type TPopupRow = typeof popup.$inferSelect & { imageRef: string | null };
/** A parsed save as written: imageFileId is the image the service checked (saveRecordImage), whatever the popup's type. */
export type TPopupRowWrite = Omit<TPopupWrite, 'imageFileId'> & { imageFileId: number | null };

export function popupWhere(filter: Omit<TPopupListQuery, 'currentPage' | 'maxResults'>): SQL | undefined {
  return and(
    keywordWhere(filter.searchWrd, popup.popupNm),
    filter.useYn ? eq(popup.useYn, filter.useYn) : undefined,
    periodSttsWhere(popup.bgngDt, popup.endDt, filter.sttsCd),
  );
}

export const countPopups = (db: TDbOrTx, where: SQL | undefined) => countRows(db, popup, where);

export function findPopupPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db.select(popupColumns).from(popup).where(where).orderBy(desc(popup.popupId)).offset(offset).limit(limit);
}

export async function findPopup(db: TDbOrTx, popupId: number): Promise<TPopupRow | undefined> {
  const [row] = await db.select(popupColumns).from(popup).where(eq(popup.popupId, popupId));
  return row;
}

/** The popup's image, its row locked until the caller's transaction ends (a save replacing the image). */
export async function lockPopupImage(tx: TTx, popupId: number): Promise<{ imageFileId: number | null } | undefined> {
  const [row] = await tx.select({ imageFileId: popup.imageFileId }).from(popup).where(eq(popup.popupId, popupId)).for('update');
  return row;
}

const showing = and(eq(popup.useYn, 'Y'), periodSttsWhere(popup.bgngDt, popup.endDt, 'ONGOING'));

/** Whether the popup shows on a public page now (its image is then anyone's to see). */
export async function isPopupShowing(db: TDbOrTx, popupId: number): Promise<boolean> {
  const [row] = await db
    .select({ popupId: popup.popupId })
    .from(popup)
    .where(and(eq(popup.popupId, popupId), showing));
  return row !== undefined;
}

/** The popups showing now (database clock) on a page, in their order; a page never carries more than a few. */
export function findShowingPopups(db: TDbOrTx, pagePath: string) {
  return db
    .select(popupColumns)
    .from(popup)
    .where(and(showing, arrayContains(popup.trgtPages, [pagePath])))
    .orderBy(asc(popup.sortSeq), desc(popup.popupId))
    .limit(10);
}

export async function insertPopup(tx: TTx, row: TPopupRowWrite, by: string): Promise<number> {
  const [out] = await tx
    .insert(popup)
    .values({ ...periodColumns(row), registeredBy: by, updatedBy: by })
    .returning({ popupId: popup.popupId });
  return out!.popupId;
}

export async function updatePopup(tx: TTx, popupId: number, row: TPopupRowWrite, by: string): Promise<void> {
  await tx
    .update(popup)
    .set({ ...periodColumns(row), updatedBy: by, updatedAt: sql`now()` })
    .where(eq(popup.popupId, popupId));
}

export async function deletePopup(tx: TTx, popupId: number): Promise<boolean> {
  const rows = await tx.delete(popup).where(eq(popup.popupId, popupId)).returning({ popupId: popup.popupId });
  return rows.length > 0;
}

/** Demo data on a fresh install only, so a popup an administrator removed stays removed. */
export async function seedPopupsWhenEmpty(tx: TTx, rows: TPopupRowWrite[]): Promise<void> {
  if ((await countPopups(tx, undefined)) > 0) return;
  for (const row of rows) await insertPopup(tx, row, 'system');
}

/** Sets the image of a popup still without one (a new popup's); false when it has one. */
export async function setPopupImageWhenNone(tx: TTx, popupId: number, fileId: number): Promise<boolean> {
  const rows = await tx
    .update(popup)
    .set({ imageFileId: fileId })
    .where(and(eq(popup.popupId, popupId), isNull(popup.imageFileId)))
    .returning({ popupId: popup.popupId });
  return rows.length > 0;
}
