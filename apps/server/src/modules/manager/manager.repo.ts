import type { TManagerListQuery } from '@portal/contract';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { keywordWhere } from '../../db/search.js';
import { mbr } from '../member/member.table.js';

export type TManagerRow = typeof mbr.$inferSelect;

/** Administrator accounts; deleted ones only when asked for by status. */
export function managerWhere(f: Omit<TManagerListQuery, 'currentPage' | 'maxResults'>): SQL | undefined {
  const word = f.searchWrd;
  const searchOn = {
    ALL: keywordWhere(word, mbr.userId, mbr.userNm, mbr.instNm),
    userId: keywordWhere(word, mbr.userId),
    userNm: keywordWhere(word, mbr.userNm),
    instNm: keywordWhere(word, mbr.instNm),
  };
  return and(
    eq(mbr.userTypeCd, 'A'),
    f.userSttsCd ? eq(mbr.userSttsCd, f.userSttsCd) : ne(mbr.userSttsCd, 'WTDR'),
    f.admRoleCd ? eq(mbr.admRoleCd, f.admRoleCd) : undefined,
    searchOn[f.searchCnd ?? 'ALL'],
  );
}

export function findManagerPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db.select().from(mbr).where(where).orderBy(desc(mbr.joinAt), mbr.userId).offset(offset).limit(limit);
}

/** One administrator account, locked for the change about to be made. */
export async function findManagerForUpdate(tx: TTx, userId: string): Promise<TManagerRow | undefined> {
  const [row] = await tx
    .select()
    .from(mbr)
    .where(and(eq(mbr.userId, userId), eq(mbr.userTypeCd, 'A')))
    .for('update');
  return row;
}

/**
 * The active SUPER accounts, locked in id order: changes to administrators take turns, and a row
 * changed meanwhile is re-checked against the condition when its lock is granted.
 */
export async function lockActiveSupers(tx: TTx): Promise<string[]> {
  const rows = await tx
    .select({ userId: mbr.userId })
    .from(mbr)
    .where(and(eq(mbr.userTypeCd, 'A'), eq(mbr.admRoleCd, 'SUPER'), eq(mbr.userSttsCd, 'ACTV')))
    .orderBy(mbr.userId)
    .for('update');
  return rows.map((r) => r.userId);
}

/** false when the id is taken (by any account, a deleted one included: ids are never reissued). */
export async function insertManager(tx: TTx, row: typeof mbr.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(mbr).values(row).onConflictDoNothing({ target: mbr.userId }).returning({ userId: mbr.userId });
  return rows.length > 0;
}

export async function updateManager(tx: TTx, userId: string, set: Partial<typeof mbr.$inferInsert>, by: string): Promise<void> {
  await tx
    .update(mbr)
    .set({ ...set, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(mbr.userId, userId));
}
