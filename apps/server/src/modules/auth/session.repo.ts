import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client.js';
import { mbr } from '../member/member.table.js';
import { userSession } from './session.table.js';

export type TSessionRow = {
  sidHash: string;
  userId: string;
  realmCd: 'USER' | 'ADMIN';
  pendingCd: 'TRMS_REAGRE' | 'PSWD_CHG' | 'OTP_ENROLL' | 'GRDN_CNST' | null;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  userTypeCd: string;
  mbrTypeAuthrt: string;
  userSttsCd: string;
};

/** A live session with its account, or undefined when expired (idle or absolute) or unknown. */
export async function findLiveSession(db: TDb, sidHash: string): Promise<TSessionRow | undefined> {
  const [row] = await db
    .select({
      sidHash: userSession.sidHash,
      userId: userSession.userId,
      realmCd: userSession.realmCd,
      pendingCd: userSession.pendingCd,
      lastSeenAt: userSession.lastSeenAt,
      idleExpiresAt: userSession.idleExpiresAt,
      userTypeCd: mbr.userTypeCd,
      mbrTypeAuthrt: mbr.mbrTypeAuthrt,
      userSttsCd: mbr.userSttsCd,
    })
    .from(userSession)
    .innerJoin(mbr, eq(mbr.userId, userSession.userId))
    .where(and(eq(userSession.sidHash, sidHash), gt(userSession.idleExpiresAt, sql`now()`), gt(userSession.absoluteExpiresAt, sql`now()`)));
  return row;
}

/** Moves the idle deadline (never past the absolute one); returns the new deadline. */
export async function touchSession(db: TDb | TTx, sidHash: string, idleSec: number): Promise<Date | undefined> {
  const [row] = await db
    .update(userSession)
    .set({
      lastSeenAt: sql`now()`,
      idleExpiresAt: sql`least(now() + make_interval(secs => ${idleSec}), ${userSession.absoluteExpiresAt})`,
    })
    .where(and(eq(userSession.sidHash, sidHash), gt(userSession.idleExpiresAt, sql`now()`)))
    .returning({ idleExpiresAt: userSession.idleExpiresAt });
  return row?.idleExpiresAt;
}

export async function insertSession(
  db: TDb | TTx,
  row: {
    sidHash: string;
    userId: string;
    realmCd: 'USER' | 'ADMIN';
    pendingCd: TSessionRow['pendingCd'];
    idleSec: number;
    absoluteSec: number;
    ip: string;
    userAgent: string | null;
  },
): Promise<Date> {
  const [out] = await db
    .insert(userSession)
    .values({
      sidHash: row.sidHash,
      userId: row.userId,
      realmCd: row.realmCd,
      pendingCd: row.pendingCd,
      idleExpiresAt: sql`now() + make_interval(secs => ${row.idleSec})`,
      absoluteExpiresAt: sql`now() + make_interval(secs => ${row.absoluteSec})`,
      ip: row.ip,
      userAgent: row.userAgent,
    })
    .returning({ idleExpiresAt: userSession.idleExpiresAt });
  return out!.idleExpiresAt;
}

export async function deleteSession(db: TDb | TTx, sidHash: string): Promise<void> {
  await db.delete(userSession).where(eq(userSession.sidHash, sidHash));
}

/** Ends every session of an account (password change, lock, withdrawal), optionally but one. */
export async function deleteSessionsOfUser(db: TDb | TTx, userId: string, exceptSidHash?: string): Promise<void> {
  await db
    .delete(userSession)
    .where(exceptSidHash ? and(eq(userSession.userId, userId), sql`${userSession.sidHash} <> ${exceptSidHash}`) : eq(userSession.userId, userId));
}

/** Expired rows are removed now and then by whichever process is running. */
export async function deleteExpiredSessions(db: TDb): Promise<void> {
  await db.delete(userSession).where(or(lt(userSession.idleExpiresAt, sql`now()`), lt(userSession.absoluteExpiresAt, sql`now()`)));
}
