import type { TCrrSiteListQuery } from '@portal/contract';
import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { insertWhenEmpty } from '../../db/seed-rows.js';
import { keywordWhere } from '../../db/search.js';
import { imageRefOf } from '../files/index.js';
import { crrSite } from './crr-site.table.js';

/** A site with the reference of its saved logo (files module). */
const crrSiteColumns = { ...getTableColumns(crrSite), logoRef: imageRefOf(crrSite.logoFileId) };
export type TCrrSiteRow = typeof crrSite.$inferSelect & { logoRef: string | null };
export type TCrrSiteWrite = Pick<typeof crrSite.$inferInsert, 'siteNm' | 'siteUrl' | 'ctgryCd' | 'siteExpln' | 'logoFileId' | 'logoAlt' | 'sortSeq' | 'useYn'>;

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
  return db.select(crrSiteColumns).from(crrSite).where(where).orderBy(asc(crrSite.sortSeq), asc(crrSite.crrSiteId)).offset(offset).limit(limit);
}

export async function findCrrSite(db: TDbOrTx, crrSiteId: number): Promise<TCrrSiteRow | undefined> {
  const [row] = await db.select(crrSiteColumns).from(crrSite).where(eq(crrSite.crrSiteId, crrSiteId));
  return row;
}

/** The site's logo, its row locked until the caller's transaction ends (a save replacing the logo). */
export async function lockCrrSiteLogo(tx: TTx, crrSiteId: number): Promise<{ logoFileId: number | null } | undefined> {
  const [row] = await tx.select({ logoFileId: crrSite.logoFileId }).from(crrSite).where(eq(crrSite.crrSiteId, crrSiteId)).for('update');
  return row;
}

/** Whether the site is listed on the public page (its logo is then anyone's to see). */
export async function isCrrSiteInUse(db: TDbOrTx, crrSiteId: number): Promise<boolean> {
  const [row] = await db
    .select({ crrSiteId: crrSite.crrSiteId })
    .from(crrSite)
    .where(and(eq(crrSite.crrSiteId, crrSiteId), eq(crrSite.useYn, 'Y')));
  return row !== undefined;
}

export async function insertCrrSite(tx: TTx, row: TCrrSiteWrite, by: string): Promise<number> {
  const [out] = await tx
    .insert(crrSite)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .returning({ crrSiteId: crrSite.crrSiteId });
  return out!.crrSiteId;
}

export async function updateCrrSite(tx: TTx, crrSiteId: number, row: TCrrSiteWrite, by: string): Promise<void> {
  await tx
    .update(crrSite)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(crrSite.crrSiteId, crrSiteId));
}

export async function deleteCrrSite(tx: TTx, crrSiteId: number): Promise<boolean> {
  const rows = await tx.delete(crrSite).where(eq(crrSite.crrSiteId, crrSiteId)).returning({ crrSiteId: crrSite.crrSiteId });
  return rows.length > 0;
}

/** Demo data, once: only when the table is empty, so sites an administrator removed stay removed. */
export const seedCrrSitesWhenEmpty = (tx: TTx, rows: TCrrSiteWrite[]) => insertWhenEmpty(tx, crrSite, rows);

/** The sites of these names still without a logo (the demo logos' targets). */
export const findCrrSitesWithoutLogo = (db: TDbOrTx, siteNms: string[]) =>
  db
    .select({ crrSiteId: crrSite.crrSiteId, siteNm: crrSite.siteNm })
    .from(crrSite)
    .where(and(inArray(crrSite.siteNm, siteNms), isNull(crrSite.logoFileId)));

/** Sets the logo of a site still without one; false when it has one. */
export async function setCrrSiteLogoWhenNone(tx: TTx, crrSiteId: number, fileId: number): Promise<boolean> {
  const rows = await tx
    .update(crrSite)
    .set({ logoFileId: fileId })
    .where(and(eq(crrSite.crrSiteId, crrSiteId), isNull(crrSite.logoFileId)))
    .returning({ crrSiteId: crrSite.crrSiteId });
  return rows.length > 0;
}
