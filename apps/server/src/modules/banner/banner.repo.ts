import type { TBannerListQuery, TBannerWrite } from '@portal/contract';
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { keywordWhere, periodSttsWhere } from '../../db/search.js';
import { periodColumns } from '../../lib/posting.js';
import { imageRefOf } from '../files/index.js';
import { banner } from './banner.table.js';

/** A banner with the reference of its saved image (files module). */
const bannerColumns = { ...getTableColumns(banner), imageRef: imageRefOf(banner.imageFileId) };
export type TBannerRow = typeof banner.$inferSelect & { imageRef: string | null };

export function bannerWhere(filter: Omit<TBannerListQuery, 'currentPage' | 'maxResults'>): SQL | undefined {
  return and(
    keywordWhere(filter.searchWrd, banner.bannerNm),
    filter.bannerSeCd ? eq(banner.bannerSeCd, filter.bannerSeCd) : undefined,
    filter.useYn ? eq(banner.useYn, filter.useYn) : undefined,
    periodSttsWhere(banner.bgngDt, banner.endDt, filter.sttsCd),
  );
}

export const countBanners = (db: TDbOrTx, where: SQL | undefined) => countRows(db, banner, where);

/** The admin list in showing order: place, order, newest first among equals. */
export function findBannerPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db
    .select(bannerColumns)
    .from(banner)
    .where(where)
    .orderBy(asc(banner.bannerSeCd), asc(banner.sortSeq), desc(banner.bannerId))
    .offset(offset)
    .limit(limit);
}

export async function findBanner(db: TDbOrTx, bannerId: number): Promise<TBannerRow | undefined> {
  const [row] = await db.select(bannerColumns).from(banner).where(eq(banner.bannerId, bannerId));
  return row;
}

/** The banner's image, its row locked until the caller's transaction ends (a save replacing the image). */
export async function lockBannerImage(tx: TTx, bannerId: number): Promise<{ imageFileId: number | null } | undefined> {
  const [row] = await tx.select({ imageFileId: banner.imageFileId }).from(banner).where(eq(banner.bannerId, bannerId)).for('update');
  return row;
}

const showing = and(eq(banner.useYn, 'Y'), periodSttsWhere(banner.bgngDt, banner.endDt, 'ONGOING'), isNotNull(banner.imageFileId));

/** The banners of a place showing now (database clock), in order; bounded, a strip shows a handful. */
export function findShowingBanners(db: TDbOrTx, bannerSeCd: string) {
  return db
    .select(bannerColumns)
    .from(banner)
    .where(and(eq(banner.bannerSeCd, bannerSeCd), showing))
    .orderBy(asc(banner.sortSeq), desc(banner.bannerId))
    .limit(30);
}

/** Whether the banner shows on a public page now (its image is then anyone's to see). */
export async function isBannerShowing(db: TDbOrTx, bannerId: number): Promise<boolean> {
  const [row] = await db
    .select({ bannerId: banner.bannerId })
    .from(banner)
    .where(and(eq(banner.bannerId, bannerId), showing));
  return row !== undefined;
}

export async function insertBanner(tx: TTx, row: TBannerWrite, by: string): Promise<number> {
  const [out] = await tx
    .insert(banner)
    .values({ ...periodColumns(row), registeredBy: by, updatedBy: by })
    .returning({ bannerId: banner.bannerId });
  return out!.bannerId;
}

export async function updateBanner(tx: TTx, bannerId: number, row: TBannerWrite, by: string): Promise<void> {
  await tx
    .update(banner)
    .set({ ...periodColumns(row), updatedBy: by, updatedAt: sql`now()` })
    .where(eq(banner.bannerId, bannerId));
}

export async function deleteBanner(tx: TTx, bannerId: number): Promise<boolean> {
  const rows = await tx.delete(banner).where(eq(banner.bannerId, bannerId)).returning({ bannerId: banner.bannerId });
  return rows.length > 0;
}

/** Demo data on a fresh install only, so banners an administrator removed stay removed. */
export async function seedBannersWhenEmpty(tx: TTx, rows: TBannerWrite[]): Promise<void> {
  if ((await countBanners(tx, undefined)) > 0) return;
  for (const row of rows) await insertBanner(tx, row, 'system');
}

/** The banners of these names still without an image (the demo pictures' targets). */
export const findBannersWithoutImage = (db: TDbOrTx, bannerNms: string[]) =>
  db
    .select({ bannerId: banner.bannerId, bannerNm: banner.bannerNm })
    .from(banner)
    .where(and(inArray(banner.bannerNm, bannerNms), isNull(banner.imageFileId)));

/** Sets the image of a banner still without one; false when it has one. */
export async function setBannerImageWhenNone(tx: TTx, bannerId: number, fileId: number): Promise<boolean> {
  const rows = await tx
    .update(banner)
    .set({ imageFileId: fileId })
    .where(and(eq(banner.bannerId, bannerId), isNull(banner.imageFileId)))
    .returning({ bannerId: banner.bannerId });
  return rows.length > 0;
}
