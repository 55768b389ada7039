import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client.js';
import { mbr } from '../member/member.table.js';
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

/** The account linked to a provider identity, with what the login rules read. */
export async function findLinkedMember(db: TDb | TTx, providerCd: TSocialJoinPending['providerCd'], subject: string) {
  const [row] = await db
    .select({
      userId: mbr.userId,
      userTypeCd: mbr.userTypeCd,
      userSttsCd: mbr.userSttsCd,
      eblcRegYn: mbr.eblcRegYn,
      pswdChgAt: mbr.pswdChgAt,
      // a teacher's reset (issue 18) is told apart by a set hash with pswdChgAt null
      pswdHash: mbr.pswdHash,
    })
    .from(socialAcnt)
    .innerJoin(mbr, eq(mbr.userId, socialAcnt.userId))
    .where(and(eq(socialAcnt.providerCd, providerCd), eq(socialAcnt.subject, subject)));
  return row;
}

export async function touchSocialAccount(tx: TTx, providerCd: TSocialJoinPending['providerCd'], subject: string): Promise<void> {
  await tx
    .update(socialAcnt)
    .set({ lastLoginAt: sql`now()` })
    .where(and(eq(socialAcnt.providerCd, providerCd), eq(socialAcnt.subject, subject)));
}

export async function insertSocialJoinPending(tx: TTx, row: Omit<typeof socialJoinPending.$inferInsert, 'usedAt'>): Promise<void> {
  await tx.insert(socialJoinPending).values(row);
}
