import { and, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { guardianConsent, loginHstry, mbr, mbrTrmsAgre, trms, unknownLoginFail } from './member.table.js';

export const MAX_LOGIN_FAILURES = 5;

/** A failure count with its lock: an account's, or an unknown id's (issue 13). */
export type TFailCount = {
  /** attempts counted so far, this one included */
  attemptNo: number;
  lockedUntil: Date | null;
};

export type TLoginAttempt = TFailCount & {
  userId: string;
  pswdHash: string | null;
  userTypeCd: string;
  userSttsCd: string;
  eblcRegYn: 'Y' | 'N';
  pswdChgAt: Date | null;
  totpSecretEnc: string | null;
  /** null until the first code is accepted: an unconfirmed secret is not an enrolment */
  totpLastStep: number | null;
};

const lockPeriod = (lockSec: number) => sql`make_interval(secs => ${lockSec})`;

/** A count restarts once its lock has ended, or when unlocked and its last failure is a lock period old. */
function countRestarts(cols: { lockedUntil: AnyPgColumn; failAt: AnyPgColumn }, lockSec: number): SQL {
  return sql`(${cols.lockedUntil} <= now() or (${cols.lockedUntil} is null and (${cols.failAt} is null or ${cols.failAt} <= now() - ${lockPeriod(lockSec)})))`;
}

/**
 * SECURITY 11: counts the attempt before the password is checked, in one atomic statement, so
 * parallel attempts cannot check more than five passwords. Only accounts of `userTypeCds` count
 * (issue 13: an account of the other realm is not reachable, so nothing about it changes).
 */
export async function reserveLoginAttempt(
  db: TDbOrTx,
  userId: string,
  opts: { lockSec: number; userTypeCds?: readonly TMemberRow['userTypeCd'][] },
): Promise<TLoginAttempt | undefined> {
  const restarts = countRestarts({ lockedUntil: mbr.lockedUntil, failAt: mbr.loginFailAt }, opts.lockSec);
  const [row] = await db
    .update(mbr)
    .set({
      loginFailCnt: sql`case when ${restarts} then 1 else ${mbr.loginFailCnt} + 1 end`,
      lockedUntil: sql`case when ${restarts} then null else ${mbr.lockedUntil} end`,
      loginFailAt: sql`now()`,
    })
    .where(and(eq(mbr.userId, userId), sql`${mbr.userSttsCd} <> 'WTDR'`, opts.userTypeCds ? inArray(mbr.userTypeCd, [...opts.userTypeCds]) : undefined))
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
export async function lockIfExhausted(db: TDbOrTx, userId: string, lockSec: number): Promise<boolean> {
  const rows = await db
    .update(mbr)
    .set({ lockedUntil: sql`now() + ${lockPeriod(lockSec)}` })
    .where(and(eq(mbr.userId, userId), sql`${mbr.loginFailCnt} >= ${MAX_LOGIN_FAILURES}`, sql`${mbr.lockedUntil} is null`))
    .returning({ userId: mbr.userId });
  return rows.length > 0;
}

/** A right password asked again behind a session ends the run of failures (the login's success without a login). */
export async function clearLoginFailures(db: TDbOrTx, userId: string): Promise<void> {
  await db.update(mbr).set({ loginFailCnt: 0, loginFailAt: null }).where(eq(mbr.userId, userId));
}

/**
 * The attempt at an id that is no account of the realm's types, counted like an account's under a
 * keyed hash of the id. Rows past their lock period go first, so the table holds at most the ids
 * tried within one lock period.
 */
export async function reserveUnknownLoginAttempt(db: TDb, idHash: string, lockSec: number): Promise<TFailCount> {
  const t = unknownLoginFail;
  await db.delete(t).where(and(sql`${t.failAt} <= now() - ${lockPeriod(lockSec)}`, or(isNull(t.lockedUntil), sql`${t.lockedUntil} <= now()`)));
  const restarts = countRestarts(t, lockSec);
  const [row] = await db
    .insert(t)
    .values({ idHash, failCnt: 1, failAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.idHash,
      set: {
        failCnt: sql`case when ${restarts} then 1 else ${t.failCnt} + 1 end`,
        lockedUntil: sql`case when ${restarts} then null else ${t.lockedUntil} end`,
        failAt: sql`now()`,
      },
    })
    .returning({ attemptNo: t.failCnt, lockedUntil: t.lockedUntil });
  return row!;
}

/** lockIfExhausted for an unknown id. */
export async function lockUnknownIfExhausted(db: TDb, idHash: string, lockSec: number): Promise<boolean> {
  const t = unknownLoginFail;
  const rows = await db
    .update(t)
    .set({ lockedUntil: sql`now() + ${lockPeriod(lockSec)}` })
    .where(and(eq(t.idHash, idHash), sql`${t.failCnt} >= ${MAX_LOGIN_FAILURES}`, isNull(t.lockedUntil)))
    .returning({ idHash: t.idHash });
  return rows.length > 0;
}

/** The type of a live (not withdrawn) account, whatever its realm. */
export async function findLiveMemberType(db: TDbOrTx, userId: string): Promise<TMemberRow['userTypeCd'] | undefined> {
  const [row] = await db
    .select({ userTypeCd: mbr.userTypeCd })
    .from(mbr)
    .where(and(eq(mbr.userId, userId), sql`${mbr.userSttsCd} <> 'WTDR'`));
  return row?.userTypeCd;
}

export async function markLoginSuccess(db: TDbOrTx, userId: string): Promise<void> {
  await db
    .update(mbr)
    .set({ loginFailCnt: 0, lockedUntil: null, loginFailAt: null, lastLoginAt: sql`now()` })
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

/** SECURITY 16: whether a verified legal guardian's consent is on file for the member. */
export async function hasGuardianConsent(db: TDbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ consentId: guardianConsent.consentId }).from(guardianConsent).where(eq(guardianConsent.userId, userId)).limit(1);
  return rows.length > 0;
}

/**
 * The current version of every required terms of a target that the member has not agreed to.
 * firstYn 'Y': the member never agreed to any version of it (a bulk-registered account's first
 * login, spec §2 /login/trmsReAgre), so the page asks for a first agreement, not a re-agreement.
 */
export async function findTermsToReagree(db: TDbOrTx, userId: string, trgtCd: 'SVC' | 'MAJUON' = 'SVC') {
  const prior = alias(mbrTrmsAgre, 'prior_agre');
  const current = db
    .selectDistinctOn([trms.trmsCd], { trmsCd: trms.trmsCd, trmsVer: trms.trmsVer, trmsNm: trms.trmsNm, cn: trms.cn, requiredYn: trms.requiredYn })
    .from(trms)
    .where(and(eq(trms.trgtCd, trgtCd), sql`${trms.effectiveDate} <= current_date`))
    .orderBy(trms.trmsCd, sql`${trms.trmsVer} desc`)
    .as('current');
  return db
    .select({
      trmsCd: current.trmsCd,
      trmsVer: current.trmsVer,
      trmsNm: current.trmsNm,
      cn: current.cn,
      firstYn: sql<'Y' | 'N'>`case when ${exists(
        db
          .select({ one: sql`1` })
          .from(prior)
          .where(and(eq(prior.userId, userId), eq(prior.trmsCd, current.trmsCd), eq(prior.agreYn, 'Y'))),
      )} then 'N' else 'Y' end`,
    })
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
