import type { TAccessIpListQuery } from '@portal/contract';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { insertWhenEmpty } from '../../db/seed-rows.js';
import { keywordWhere } from '../../db/search.js';
import { accessIp } from './access-ip.table.js';

export type TAccessIpRow = typeof accessIp.$inferSelect;
export type TAccessIpWrite = Pick<typeof accessIp.$inferInsert, 'ipTypeCd' | 'ipAddr' | 'ipExpln' | 'useYn'>;

/** The entries the guard matches against. */
export function findActiveAccessIps(db: TDbOrTx) {
  return db.select({ ipTypeCd: accessIp.ipTypeCd, ipAddr: accessIp.ipAddr }).from(accessIp).where(eq(accessIp.useYn, 'Y'));
}

export function accessIpWhere(filter: Omit<TAccessIpListQuery, 'currentPage' | 'maxResults'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.ipTypeCd ? eq(accessIp.ipTypeCd, filter.ipTypeCd) : undefined,
    filter.useYn ? eq(accessIp.useYn, filter.useYn) : undefined,
    keywordWhere(filter.searchWrd, accessIp.ipAddr, accessIp.ipExpln),
  ];
  return and(...conditions);
}

export const countAccessIps = (db: TDbOrTx, where: SQL | undefined) => countRows(db, accessIp, where);

export function findAccessIpPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db.select().from(accessIp).where(where).orderBy(desc(accessIp.accessIpId)).offset(offset).limit(limit);
}

export async function findAccessIp(db: TDbOrTx, accessIpId: number): Promise<TAccessIpRow | undefined> {
  const [row] = await db.select().from(accessIp).where(eq(accessIp.accessIpId, accessIpId));
  return row;
}

export async function existsAccessIpAddr(db: TDbOrTx, ipAddr: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(accessIp)
    .where(and(eq(accessIp.ipAddr, ipAddr), exceptId === undefined ? undefined : ne(accessIp.accessIpId, exceptId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Changes to the list take turns (readers are not blocked), so two administrators editing at once
 * cannot each pass the self-lockout check against a list the other is changing.
 */
export async function lockAccessIpList(tx: TTx): Promise<void> {
  await tx.execute(sql`lock table ${accessIp} in share row exclusive mode`);
}

export async function insertAccessIp(tx: TTx, row: TAccessIpWrite, by: string): Promise<TAccessIpRow> {
  const [out] = await tx
    .insert(accessIp)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .returning();
  return out!;
}

export async function updateAccessIp(tx: TTx, accessIpId: number, row: TAccessIpWrite, by: string): Promise<TAccessIpRow | undefined> {
  const [out] = await tx
    .update(accessIp)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(accessIp.accessIpId, accessIpId))
    .returning();
  return out;
}

export async function deleteAccessIp(tx: TTx, accessIpId: number): Promise<boolean> {
  const rows = await tx.delete(accessIp).where(eq(accessIp.accessIpId, accessIpId)).returning({ accessIpId: accessIp.accessIpId });
  return rows.length > 0;
}

/** Base data on a fresh install only: loopback, so the machine itself can reach the admin realm. */
export const seedAccessIpsWhenEmpty = (tx: TTx, rows: TAccessIpWrite[]) => insertWhenEmpty(tx, accessIp, rows);
