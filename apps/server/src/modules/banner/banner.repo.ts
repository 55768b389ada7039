import type { TBannerListQuery, TBannerWrite } from '@portal/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { keywordWhere, periodSttsWhere } from '../../db/search.js';
import { periodColumns } from '../../lib/posting.js';
import { banner } from './banner.table.js';

export type TBannerRow = typeof banner.$inferSelect;

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
  return db.select().from(banner).where(where).orderBy(asc(banner.bannerSeCd), asc(banner.sortSeq), desc(banner.bannerId)).offset(offset).limit(limit);
}

export async function findBanner(db: TDbOrTx, bannerId: number): Promise<TBannerRow | undefined> {
  const [row] = await db.select().from(banner).where(eq(banner.bannerId, bannerId));
  return row;
}

/** The banners of a place showing now (database clock), in order; bounded, a strip shows a handful. */
export function findShowingBanners(db: TDbOrTx, bannerSeCd: string) {
  return db
    .select()
    .from(banner)
    .where(and(eq(banner.bannerSeCd, bannerSeCd), eq(banner.useYn, 'Y'), periodSttsWhere(banner.bgngDt, banner.endDt, 'ONGOING')))
    .orderBy(asc(banner.sortSeq), desc(banner.bannerId))
    .limit(30);
}

export async function insertBanner(tx: TTx, row: TBannerWrite, by: string): Promise<TBannerRow> {
  const [out] = await tx
    .insert(banner)
    .values({ ...periodColumns(row), registeredBy: by, updatedBy: by })
    .returning();
  return out!;
}

export async function updateBanner(tx: TTx, bannerId: number, row: TBannerWrite, by: string): Promise<TBannerRow | undefined> {
  const [out] = await tx
    .update(banner)
    .set({ ...periodColumns(row), updatedBy: by, updatedAt: sql`now()` })
    .where(eq(banner.bannerId, bannerId))
    .returning();
  return out;
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
