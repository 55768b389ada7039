import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { pswdResetToken } from '../join/join.table.js';
import { withdrawnMemberFields } from '../member/index.js';
import { mbr, mbrTrmsAgre } from '../member/member.table.js';
import { socialAcnt } from '../social-login/social-login.table.js';

const USER_REALM = ['G', 'T', 'S'] as const;

/** findId: the user-realm accounts of one person (by the hash of the provider's CI), oldest first. */
export async function findUserIdsByCiHash(db: TDbOrTx, ciHash: string): Promise<string[]> {
  const rows = await db
    .select({ userId: mbr.userId })
    .from(mbr)
    .where(and(eq(mbr.ciHash, ciHash), inArray(mbr.userTypeCd, USER_REALM), inArray(mbr.userSttsCd, ['ACTV', 'DRMT'])))
    .orderBy(asc(mbr.joinAt));
  return rows.map((r) => r.userId);
}

/** A user-realm account that is not withdrawn, for findPswd. */
export async function findUserForReset(db: TDbOrTx, userId: string) {
  const [row] = await db
    .select({ userId: mbr.userId, ciHash: mbr.ciHash })
    .from(mbr)
    .where(and(eq(mbr.userId, userId), inArray(mbr.userTypeCd, USER_REALM), sql`${mbr.userSttsCd} <> 'WTDR'`));
  return row;
}

/** A new reset token replaces any earlier unused one of the same member. */
export async function replaceResetToken(tx: TTx, row: { userId: string; tokenHash: string; ttlSec: number }): Promise<Date> {
  await tx.delete(pswdResetToken).where(and(eq(pswdResetToken.userId, row.userId), isNull(pswdResetToken.usedAt)));
  const [out] = await tx
    .insert(pswdResetToken)
    .values({ tokenHash: row.tokenHash, userId: row.userId, expiresAt: sql`now() + make_interval(secs => ${row.ttlSec})` })
    .returning({ expiresAt: pswdResetToken.expiresAt });
  return out!.expiresAt;
}

/** Marks a live token used in one statement, so two requests cannot both use it; its member's id. */
export async function claimResetToken(tx: TTx, tokenHash: string): Promise<string | undefined> {
  const [row] = await tx
    .update(pswdResetToken)
    .set({ usedAt: sql`now()` })
    .where(and(eq(pswdResetToken.tokenHash, tokenHash), isNull(pswdResetToken.usedAt), gt(pswdResetToken.expiresAt, sql`now()`)))
    .returning({ userId: pswdResetToken.userId });
  return row?.userId;
}

/**
 * Sets a new password hash, stamps the change and clears the login lock (SECURITY 11). With
 * `expectedHash` it applies only if the password has not changed since it was checked.
 */
export async function updatePassword(tx: TTx, userId: string, pswdHash: string, expectedHash?: string): Promise<boolean> {
  const rows = await tx
    .update(mbr)
    .set({ pswdHash, pswdChgAt: sql`now()`, loginFailCnt: 0, lockedUntil: null, updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(mbr.userId, userId), sql`${mbr.userSttsCd} <> 'WTDR'`, expectedHash === undefined ? undefined : eq(mbr.pswdHash, expectedHash)))
    .returning({ userId: mbr.userId });
  return rows.length > 0;
}

export async function upsertTermsAgreements(tx: TTx, userId: string, rows: { trmsCd: string; trmsVer: number }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(mbrTrmsAgre)
    .values(rows.map((r) => ({ userId, ...r, agreYn: 'Y' as const })))
    .onConflictDoUpdate({ target: [mbrTrmsAgre.userId, mbrTrmsAgre.trmsCd, mbrTrmsAgre.trmsVer], set: { agreYn: 'Y', agreedAt: sql`now()` } });
}

export async function findSocialProviders(db: TDbOrTx, userId: string) {
  const rows = await db.select({ providerCd: socialAcnt.providerCd }).from(socialAcnt).where(eq(socialAcnt.userId, userId)).orderBy(asc(socialAcnt.linkedAt));
  return rows.map((r) => r.providerCd);
}

export type TMyInfoValues = Pick<
  typeof mbr.$inferInsert,
  'email' | 'mblTelno' | 'zip' | 'addr' | 'addrDtl' | 'schlCd' | 'schlNm' | 'schlTypeCd' | 'grd' | 'clsNm'
>;

export async function updateMyInfo(tx: TTx, userId: string, values: TMyInfoValues): Promise<boolean> {
  const rows = await tx
    .update(mbr)
    .set({ ...values, updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(mbr.userId, userId), eq(mbr.userSttsCd, 'ACTV')))
    .returning({ userId: mbr.userId });
  return rows.length > 0;
}

/**
 * Withdrawal: the row stays so the id is never reissued, but every personal field is cleared,
 * the password and second factor removed, and the provider links and reset tokens deleted.
 */
export async function withdrawMember(tx: TTx, userId: string): Promise<boolean> {
  const rows = await tx
    .update(mbr)
    .set({ ...withdrawnMemberFields(), updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(mbr.userId, userId), sql`${mbr.userSttsCd} <> 'WTDR'`))
    .returning({ userId: mbr.userId });
  if (rows.length === 0) return false;
  await tx.delete(socialAcnt).where(eq(socialAcnt.userId, userId));
  await tx.delete(pswdResetToken).where(eq(pswdResetToken.userId, userId));
  return true;
}
