import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client.js';
import { socialAcnt, socialJoinPending } from './social-login.table.js';

export type TSocialJoinPending = typeof socialJoinPending.$inferSelect;

/** The provider identity waiting to join in this browser, if any (newest first). */
export async function findSocialJoinPending(db: TDb | TTx, ownerHash: string): Promise<TSocialJoinPending | undefined> {
  const [row] = await db
    .select()
    .from(socialJoinPending)
    .where(and(eq(socialJoinPending.ownerHash, ownerHash), isNull(socialJoinPending.usedAt), gt(socialJoinPending.expiresAt, sql`now()`)))
    .orderBy(sql`${socialJoinPending.expiresAt} desc`)
    .limit(1);
  return row;
}

/**
 * Join's last step for a social or partner arrival: marks the pending identity used and links it
 * to the new account, inside the join transaction. False when it was already used or expired.
 */
export async function linkPendingSocialAccount(tx: TTx, pendingId: string, userId: string): Promise<boolean> {
  const [used] = await tx
    .update(socialJoinPending)
    .set({ usedAt: sql`now()` })
    .where(and(eq(socialJoinPending.pendingId, pendingId), isNull(socialJoinPending.usedAt), gt(socialJoinPending.expiresAt, sql`now()`)))
    .returning();
  if (!used) return false;
  await tx.insert(socialAcnt).values({ providerCd: used.providerCd, subject: used.subject, userId });
  return true;
}
