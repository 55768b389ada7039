import { createHmac } from 'node:crypto';
import {
  ageInFullYears,
  seoulDate,
  deriveSchlTypeCd,
  GUARDIAN_CONSENT_AGE,
  LOCKED_LOGOUT_CODE,
  LOGIN_MESSAGES,
  MBR_TYPE_AUTHRT,
  USER_ID_PATTERN,
  USER_REALM_TYPES,
  type TLoginStep,
  type TLoginUserInfo,
  type TMbrTypeAuthrt,
  type TUserTypeCd,
} from '@portal/contract';
import type { TConfig } from '../../config/env.js';
import type { TDb, TTx } from '../../db/client.js';
import { earnPoint } from '../../lib/point-hook.js';
import { AppError } from '../../plugins/app-error.js';
import {
  claimTotpStep,
  clearLoginFailures,
  findLiveMemberType,
  findMember,
  findTermsToReagree,
  hasGuardianConsent,
  insertLoginHistory,
  lockIfExhausted,
  lockUnknownIfExhausted,
  MAX_LOGIN_FAILURES,
  markLoginSuccess,
  reserveLoginAttempt,
  reserveUnknownLoginAttempt,
  type TFailCount,
  type TLoginAttempt,
} from '../member/index.js';
import { verifyPassword } from './password.js';
import { deleteSessionsOfUser } from './session.repo.js';
import type { TPendingCd, TRealm } from './session.plugin.js';
import { decryptTotpSecret, verifyTotp } from './totp.js';

export type TLoginMeta = { ip: string; userAgent: string | null };
export type TLoginResult = { userId: string; realmCd: TRealm; pendingCd: TPendingCd };

const loginError = (message: string) => new AppError('LOGIN_FAILED', 400, message);

export const normalizeUserId = (userId: string) => userId.trim().toLowerCase();

/** The account types each realm's login reaches (issue 13: an account of the other realm is never checked). */
const REALM_USER_TYPES = { USER: USER_REALM_TYPES, ADMIN: ['A'] } as const satisfies Record<TRealm, readonly TUserTypeCd[]>;

/** spec §5: the answer to an id of the other realm, whatever the password. */
const OTHER_REALM_ERRORS: Record<TRealm, () => AppError> = {
  USER: () => new AppError('ADMIN_ON_USER_SERVICE', 403, LOGIN_MESSAGES.adminOnUserService, { isAdmin: false }),
  ADMIN: () => loginError(LOGIN_MESSAGES.userOnAdmin),
};

/** An id that is no account is counted under this keyed hash only (decision 016): typed ids are not kept. */
const unknownIdHash = (serverSecret: string, userId: string) => createHmac('sha256', serverSecret).update(`unknown-login-id:${userId}`).digest('base64url');

/**
 * SECURITY 11 over a counted attempt: while locked, or above five attempts, no password is checked;
 * otherwise `verify` runs and the fifth failure locks (`lock` answers whether it did).
 */
async function judgeAttempt(count: TFailCount, verify: () => Promise<boolean>, lock: () => Promise<boolean>): Promise<'OK' | 'FAIL' | 'LOCKED'> {
  const locked = count.lockedUntil !== null && count.lockedUntil.getTime() > Date.now();
  if (locked || count.attemptNo > MAX_LOGIN_FAILURES) {
    await lock();
    return 'LOCKED';
  }
  if (await verify()) return 'OK';
  return (await lock()) ? 'LOCKED' : 'FAIL';
}

/**
 * Checks id and password with the lockout of SECURITY 11: the attempt is counted first; unknown
 * ids and wrong passwords answer the same and cost the same, through the lock too (decision 016);
 * the fifth failure locks. An account of the other realm is answered with the spec's message
 * whatever the password, after the same work, and nothing about it changes (issue 13).
 */
export async function checkPassword(db: TDb, config: TConfig, realmCd: TRealm, rawUserId: string, pswd: string, meta: TLoginMeta): Promise<TLoginAttempt> {
  const userId = normalizeUserId(rawUserId);
  const { lockSec } = config.login;
  if (!USER_ID_PATTERN.test(userId)) {
    await verifyPassword(null, pswd);
    throw loginError(LOGIN_MESSAGES.mismatch);
  }
  const attempt = await reserveLoginAttempt(db, userId, { lockSec, userTypeCds: REALM_USER_TYPES[realmCd] });
  const history = (rsltCd: 'FAIL' | 'LOCKED' | 'DENIED') => insertLoginHistory(db, { userId, realmCd, rsltCd, ip: meta.ip, userAgent: meta.userAgent });
  if (!attempt) {
    if (await findLiveMemberType(db, userId)) {
      await verifyPassword(null, pswd);
      await history('DENIED');
      throw OTHER_REALM_ERRORS[realmCd]();
    }
    const idHash = unknownIdHash(config.sessionSecret, userId);
    const count = await reserveUnknownLoginAttempt(db, idHash, lockSec);
    const verdict = await judgeAttempt(
      count,
      () => verifyPassword(null, pswd),
      () => lockUnknownIfExhausted(db, idHash, lockSec),
    );
    throw loginError(verdict === 'LOCKED' ? LOGIN_MESSAGES.locked : LOGIN_MESSAGES.mismatch);
  }
  const verdict = await judgeAttempt(
    attempt,
    () => verifyPassword(attempt.pswdHash, pswd),
    () => lockIfExhausted(db, userId, lockSec),
  );
  if (verdict !== 'OK') {
    await history(verdict);
    throw loginError(verdict === 'LOCKED' ? LOGIN_MESSAGES.locked : LOGIN_MESSAGES.mismatch);
  }
  const statusMessage = { PNDG: LOGIN_MESSAGES.pending, LOCK: LOGIN_MESSAGES.adminLocked, DRMT: LOGIN_MESSAGES.dormant }[attempt.userSttsCd];
  if (statusMessage) {
    await markLoginSuccess(db, userId);
    await history('DENIED');
    throw loginError(statusMessage);
  }
  return attempt;
}

/**
 * Issue 13: a password asked again behind a session (password change, withdrawal) counts with the
 * login's failures. A right one ends the run of failures and answers the hash it matched; a wrong
 * one answers null; the fifth locks the account and ends every session of it.
 */
export async function checkCurrentPassword(
  db: TDb,
  config: TConfig,
  who: { userId: string; realmCd: TRealm },
  pswd: string,
  meta: TLoginMeta,
): Promise<string | null> {
  const { userId, realmCd } = who;
  const { lockSec } = config.login;
  const attempt = await reserveLoginAttempt(db, userId, { lockSec, userTypeCds: REALM_USER_TYPES[realmCd] });
  if (!attempt) throw AppError.unauthorized();
  const verdict = await judgeAttempt(
    attempt,
    () => verifyPassword(attempt.pswdHash, pswd),
    () => lockIfExhausted(db, userId, lockSec),
  );
  if (verdict === 'OK') {
    await clearLoginFailures(db, userId);
    return attempt.pswdHash;
  }
  await db.transaction(async (tx) => {
    await insertLoginHistory(tx, { userId, realmCd, rsltCd: verdict, methodCd: 'CUR_PSWD', ip: meta.ip, userAgent: meta.userAgent });
    if (verdict === 'LOCKED') await deleteSessionsOfUser(tx, userId);
  });
  if (verdict === 'FAIL') return null;
  throw new AppError(LOCKED_LOGOUT_CODE, 401, LOGIN_MESSAGES.lockedLoggedOut);
}

/** spec §2 user login: id and password; an admin account is refused (spec §5) in checkPassword. */
export async function loginUser(db: TDb, config: TConfig, input: { userId: string; pswd: string }, meta: TLoginMeta): Promise<TLoginResult> {
  const attempt = await checkPassword(db, config, 'USER', input.userId, input.pswd, meta);
  return finishLogin(db, attempt, 'USER', 'PSWD', meta, await userPendingStep(db, attempt));
}

/**
 * SECURITY 16 (issue 18): a child under 14 registered in bulk by a teacher joined without the
 * guardian consent the join asks for; it is given at the first login, after the password change.
 */
async function needsGuardianConsent(db: TDb, userId: string): Promise<boolean> {
  const member = await findMember(db, userId);
  if (!member?.brdt || ageInFullYears(member.brdt, seoulDate()) >= GUARDIAN_CONSENT_AGE) return false;
  return !(await hasGuardianConsent(db, userId));
}

/**
 * The step a user-realm login must pass before it counts (issue 3: terms, bulk-registered password).
 * Issue 18: a password a teacher reset (mbrMng) is also one the member never chose: the hash is
 * set and pswdChgAt null. The hash is required so that no caller (a provider login) skips that rule.
 */
export async function userPendingStep(
  db: TDb,
  attempt: Pick<TLoginAttempt, 'userId' | 'eblcRegYn' | 'pswdChgAt'> & { pswdHash: string | null },
): Promise<TPendingCd> {
  if ((await findTermsToReagree(db, attempt.userId)).length > 0) return 'TRMS_REAGRE';
  if (attempt.pswdChgAt === null && (attempt.eblcRegYn === 'Y' || Boolean(attempt.pswdHash))) return 'PSWD_CHG';
  if (attempt.eblcRegYn === 'Y' && (await needsGuardianConsent(db, attempt.userId))) return 'GRDN_CNST';
  return null;
}

/** An administrator whose password another administrator set changes it first (KISA initial password). */
export const adminPendingStep = (m: { pswdChgAt: Date | null }): TPendingCd => (m.pswdChgAt === null ? 'PSWD_CHG' : null);

/** spec §5 admin login: id, password and a single-use TOTP code (SECURITY 11). */
export async function loginAdmin(db: TDb, config: TConfig, input: { userId: string; pswd: string; otpCd: string }, meta: TLoginMeta): Promise<TLoginResult> {
  const attempt = await checkPassword(db, config, 'ADMIN', input.userId, input.pswd, meta);
  // a secret counts once its first code was accepted at enrolment (otp-enroll.service.ts)
  if (!attempt.totpSecretEnc || attempt.totpLastStep === null) throw new AppError('OTP_NOT_ENROLLED', 400, LOGIN_MESSAGES.otpNotEnrolled);
  const step = await verifyTotp(decryptTotpSecret(config.sessionSecret, attempt.totpSecretEnc), input.otpCd.trim());
  if (step === null || !(await claimTotpStep(db, attempt.userId, step))) {
    const nowLocked = await lockIfExhausted(db, attempt.userId, config.login.lockSec);
    await insertLoginHistory(db, {
      userId: attempt.userId,
      realmCd: 'ADMIN',
      rsltCd: nowLocked ? 'LOCKED' : 'FAIL',
      methodCd: 'OTP',
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    throw loginError(nowLocked ? LOGIN_MESSAGES.locked : LOGIN_MESSAGES.otpMismatch);
  }
  return finishLogin(db, attempt, 'ADMIN', 'OTP', meta, adminPendingStep(attempt));
}

async function finishLogin(db: TDb, attempt: TLoginAttempt, realmCd: TRealm, methodCd: string, meta: TLoginMeta, pendingCd: TPendingCd): Promise<TLoginResult> {
  await db.transaction(async (tx) => {
    await markLoginSuccess(tx, attempt.userId);
    await insertLoginHistory(tx, { userId: attempt.userId, realmCd, rsltCd: 'SUCCESS', methodCd, ip: meta.ip, userAgent: meta.userAgent });
    if (realmCd === 'USER' && pendingCd === null) await earnLoginPoint(tx, attempt.userId);
  });
  return { userId: attempt.userId, realmCd, pendingCd };
}

/**
 * A student's first completed login of a Korean day earns LGN points (the key is the day: a second
 * login earns nothing); a login still owing a step (terms, a password change) earns nothing.
 */
export const earnLoginPoint = (tx: TTx, userId: string) => earnPoint(tx, { userId, pointTypeCd: 'LGN', idntfId: `day:${seoulDate()}` });

export const stepOf = (pendingCd: TPendingCd): TLoginStep => pendingCd ?? 'DONE';

/** spec §3 login user info of a logged-in session. */
export async function getLoginUserInfo(
  db: TDb,
  config: TConfig,
  session: { userId: string; realmCd: TRealm; idleExpiresAt: Date },
): Promise<TLoginUserInfo | null> {
  const m = await findMember(db, session.userId);
  if (!m) return null;
  const maxAgeMs = config.login.pswdMaxAgeDays * 86_400_000;
  const pswdChgNeed = m.pswdHash !== null && (m.pswdChgAt === null || Date.now() - m.pswdChgAt.getTime() > maxAgeMs);
  return {
    userId: m.userId,
    userNm: m.userNm,
    userSeNm: MBR_TYPE_AUTHRT[m.mbrTypeAuthrt as TMbrTypeAuthrt] ?? m.mbrTypeAuthrt,
    eblcRegYn: m.eblcRegYn,
    userSttsCd: m.userSttsCd,
    isLogin: 'Y',
    userTypeCd: m.userTypeCd,
    mbrTypeAuthrt: m.mbrTypeAuthrt,
    brdt: m.brdt,
    schlTypeCd: m.userTypeCd === 'S' ? deriveSchlTypeCd(m.brdt, m.schlTypeCd) : m.schlTypeCd,
    pswdChgNeedYn: pswdChgNeed ? 'Y' : 'N',
    sessionTimeoutSec: config.session.idleSec[session.realmCd],
    sessionExpiresAt: session.idleExpiresAt.toISOString(),
  };
}
