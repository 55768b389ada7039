import type { TCrrSiteListQuery } from '@portal/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { insertWhenEmpty } from '../../db/seed-rows.js';
import { keywordWhere } from '../../db/search.js';
import { crrSite } from './crr-site.table.js';

export type TCrrSiteRow = typeof crrSite.$inferSelect;
export type TCrrSiteWrite = Pick<typeof crrSite.$inferInsert, 'siteNm' | 'siteUrl' | 'ctgryCd' | 'siteExpln' | 'logoPath' | 'sortSeq' | 'useYn'>;

export type TCrrSiteFilter = Omit<TCrrSiteListQuery, 'currentPage' | 'maxResults'>;

export function crrSiteWhere(f: TCrrSiteFilter): SQL | undefined {
  return and(
    f.ctgryCd ? eq(crrSite.ctgryCd, f.ctgryCd) : undefined,
    f.useYn ? eq(crrSite.useYn, f.useYn) : undefined,
    keywordWhere(f.searchWrd, crrSite.siteNm, crrSite.siteUrl, crrSite.siteExpln),
  );
}

export const countCrrSites = (db: TDbOrTx, where: SQL | undefined) => countRows(db, crrSite, where);

/** The order of the public page and the admin list alike: sortSeq, then the older site first. */
export function findCrrSitePage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db.select().from(crrSite).where(where).orderBy(asc(crrSite.sortSeq), asc(crrSite.crrSiteId)).offset(offset).limit(limit);
}

export async function findCrrSite(db: TDbOrTx, crrSiteId: number): Promise<TCrrSiteRow | undefined> {
  const [row] = await db.select().from(crrSite).where(eq(crrSite.crrSiteId, crrSiteId));
  return row;
}

export async function insertCrrSite(tx: TTx, row: TCrrSiteWrite, by: string): Promise<TCrrSiteRow> {
  const [out] = await tx
    .insert(crrSite)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .returning();
  return out!;
}

export async function updateCrrSite(tx: TTx, crrSiteId: number, row: TCrrSiteWrite, by: string): Promise<TCrrSiteRow | undefined> {
  const [out] = await tx
    .update(crrSite)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(crrSite.crrSiteId, crrSiteId))
    .returning();
  return out;
}

export async function deleteCrrSite(tx: TTx, crrSiteId: number): Promise<boolean> {
  const rows = await tx.delete(crrSite).where(eq(crrSite.crrSiteId, crrSiteId)).returning({ crrSiteId: crrSite.crrSiteId });
  return rows.length > 0;
}

/** Demo data, once: only when the table is empty, so sites an administrator removed stay removed. */
export const seedCrrSitesWhenEmpty = (tx: TTx, rows: TCrrSiteWrite[]) => insertWhenEmpty(tx, crrSite, rows);
