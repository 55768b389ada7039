import { and, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { loginHstry, mbr, mbrTrmsAgre, trms } from './member.table.js';

export const MAX_LOGIN_FAILURES = 5;

export type TLoginAttempt = {
  userId: string;
  /** attempts counted so far, this one included */
  attemptNo: number;
  lockedUntil: Date | null;
  pswdHash: string | null;
  userTypeCd: string;
  userSttsCd: string;
  eblcRegYn: 'Y' | 'N';
  pswdChgAt: Date | null;
  totpSecretEnc: string | null;
  /** null until the first code is accepted: an unconfirmed secret is not an enrolment */
  totpLastStep: number | null;
};

/**
 * SECURITY 11: counts the attempt before the password is checked, in one atomic statement, so
 * parallel attempts cannot check more than five passwords. An expired lock starts a new count.
 */
export async function reserveLoginAttempt(db: TDb, userId: string): Promise<TLoginAttempt | undefined> {
  const expired = sql`(${mbr.lockedUntil} is not null and ${mbr.lockedUntil} <= now())`;
  const [row] = await db
    .update(mbr)
    .set({
      loginFailCnt: sql`case when ${expired} then 1 else ${mbr.loginFailCnt} + 1 end`,
      lockedUntil: sql`case when ${expired} then null else ${mbr.lockedUntil} end`,
    })
    .where(and(eq(mbr.userId, userId), sql`${mbr.userSttsCd} <> 'WTDR'`))
    .returning({
      userId: mbr.userId,
      attemptNo: mbr.loginFailCnt,
      lockedUntil: mbr.lockedUntil,
      pswdHash: mbr.pswdHash,
      userTypeCd: mbr.userTypeCd,
      userSttsCd: mbr.userSttsCd,
      eblcRegYn: mbr.eblcRegYn,
      pswdChgAt: mbr.pswdChgAt,
      totpSecretEnc: mbr.totpSecretEnc,
      totpLastStep: mbr.totpLastStep,
    });
  return row;
}

/** After the fifth failure the account is locked for lockSec. */
export async function lockIfExhausted(db: TDb, userId: string, lockSec: number): Promise<boolean> {
  const rows = await db
    .update(mbr)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${lockSec})` })
    .where(and(eq(mbr.userId, userId), sql`${mbr.loginFailCnt} >= ${MAX_LOGIN_FAILURES}`, sql`${mbr.lockedUntil} is null`))
    .returning({ userId: mbr.userId });
  return rows.length > 0;
}

export async function markLoginSuccess(db: TDbOrTx, userId: string): Promise<void> {
  await db
    .update(mbr)
    .set({ loginFailCnt: 0, lockedUntil: null, lastLoginAt: sql`now()` })
    .where(eq(mbr.userId, userId));
}

/** A TOTP step is accepted once: only a step newer than the last accepted one is stored. */
export async function claimTotpStep(db: TDb, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(mbr)
    .set({ totpLastStep: step })
    .where(and(eq(mbr.userId, userId), sql`(${mbr.totpLastStep} is null or ${mbr.totpLastStep} < ${step})`))
    .returning({ userId: mbr.userId });
  return rows.length > 0;
}

export async function insertLoginHistory(
  db: TDbOrTx,
  row: { userId: string; realmCd: 'USER' | 'ADMIN'; rsltCd: 'SUCCESS' | 'FAIL' | 'LOCKED' | 'DENIED'; methodCd?: string; ip: string; userAgent: string | null },
): Promise<void> {
  await db.insert(loginHstry).values(row);
}

export async function findMember(db: TDbOrTx, userId: string) {
  const [row] = await db.select().from(mbr).where(eq(mbr.userId, userId));
  return row;
}

export type TMemberRow = typeof mbr.$inferSelect;

/** The current version of every required terms of a target that the member has not agreed to. */
export async function findTermsToReagree(db: TDbOrTx, userId: string, trgtCd: 'SVC' | 'MAJUON' = 'SVC') {
  const current = db
    .selectDistinctOn([trms.trmsCd], { trmsCd: trms.trmsCd, trmsVer: trms.trmsVer, trmsNm: trms.trmsNm, cn: trms.cn, requiredYn: trms.requiredYn })
    .from(trms)
    .where(and(eq(trms.trgtCd, trgtCd), sql`${trms.effectiveDate} <= current_date`))
    .orderBy(trms.trmsCd, sql`${trms.trmsVer} desc`)
    .as('current');
  return db
    .select({ trmsCd: current.trmsCd, trmsVer: current.trmsVer, trmsNm: current.trmsNm, cn: current.cn })
    .from(current)
    .leftJoin(
      mbrTrmsAgre,
      and(eq(mbrTrmsAgre.userId, userId), eq(mbrTrmsAgre.trmsCd, current.trmsCd), eq(mbrTrmsAgre.trmsVer, current.trmsVer), eq(mbrTrmsAgre.agreYn, 'Y')),
    )
    .where(and(eq(current.requiredYn, 'Y'), sql`${mbrTrmsAgre.userId} is null`));
}

/**
 * Withdrawal, by the member or an administrator: the row stays so the id is never reissued, but
 * every personal field, the password and the second factor are cleared (privacy policy art. 3).
 */
export function withdrawnMemberFields(userNm = '탈퇴회원') {
  return {
    userSttsCd: 'WTDR',
    withdrawnAt: new Date(),
    userNm,
    brdt: null,
    email: null,
    mblTelno: null,
    zip: null,
    addr: null,
    addrDtl: null,
    schlTypeCd: null,
    schlNm: null,
    schlCd: null,
    grd: null,
    clsNm: null,
    instNm: null,
    ciHash: null,
    pswdHash: null,
    totpSecretEnc: null,
    totpLastStep: null,
  } as const satisfies Partial<TMemberRow>;
}
