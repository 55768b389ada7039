import type { TPopupListQuery, TPopupWrite } from '@portal/contract';
import { and, arrayContains, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { keywordWhere, periodSttsWhere } from '../../db/search.js';
import { periodColumns } from '../../lib/posting.js';
import { popup } from './popup.table.js';

export type TPopupRow = typeof popup.$inferSelect;

export function popupWhere(filter: Omit<TPopupListQuery, 'currentPage' | 'maxResults'>): SQL | undefined {
  return and(
    keywordWhere(filter.searchWrd, popup.popupNm),
    filter.useYn ? eq(popup.useYn, filter.useYn) : undefined,
    periodSttsWhere(popup.bgngDt, popup.endDt, filter.sttsCd),
  );
}

export const countPopups = (db: TDbOrTx, where: SQL | undefined) => countRows(db, popup, where);

export function findPopupPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db.select().from(popup).where(where).orderBy(desc(popup.popupId)).offset(offset).limit(limit);
}

export async function findPopup(db: TDbOrTx, popupId: number): Promise<TPopupRow | undefined> {
  const [row] = await db.select().from(popup).where(eq(popup.popupId, popupId));
  return row;
}

/** The popups showing now (database clock) on a page, in their order; a page never carries more than a few. */
export function findShowingPopups(db: TDbOrTx, pagePath: string) {
  return db
    .select()
    .from(popup)
    .where(and(eq(popup.useYn, 'Y'), periodSttsWhere(popup.bgngDt, popup.endDt, 'ONGOING'), arrayContains(popup.trgtPages, [pagePath])))
    .orderBy(asc(popup.sortSeq), desc(popup.popupId))
    .limit(10);
}

export async function insertPopup(tx: TTx, row: TPopupWrite, by: string): Promise<TPopupRow> {
  const [out] = await tx
    .insert(popup)
    .values({ ...periodColumns(row), registeredBy: by, updatedBy: by })
    .returning();
  return out!;
}

export async function updatePopup(tx: TTx, popupId: number, row: TPopupWrite, by: string): Promise<TPopupRow | undefined> {
  const [out] = await tx
    .update(popup)
    .set({ ...periodColumns(row), updatedBy: by, updatedAt: sql`now()` })
    .where(eq(popup.popupId, popupId))
    .returning();
  return out;
}

export async function deletePopup(tx: TTx, popupId: number): Promise<boolean> {
  const rows = await tx.delete(popup).where(eq(popup.popupId, popupId)).returning({ popupId: popup.popupId });
  return rows.length > 0;
}

/** Demo data on a fresh install only, so a popup an administrator removed stays removed. */
export async function seedPopupsWhenEmpty(tx: TTx, rows: TPopupWrite[]): Promise<void> {
  if ((await countPopups(tx, undefined)) > 0) return;
  for (const row of rows) await insertPopup(tx, row, 'system');
}
