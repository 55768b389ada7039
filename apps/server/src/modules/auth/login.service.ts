import { deriveSchlTypeCd, LOGIN_MESSAGES, MBR_TYPE_AUTHRT, type TLoginStep, type TLoginUserInfo, type TMbrTypeAuthrt } from '@portal/contract';
import type { TConfig } from '../../config/env.js';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import {
  claimTotpStep,
  findMember,
  findTermsToReagree,
  insertLoginHistory,
  lockIfExhausted,
  MAX_LOGIN_FAILURES,
  markLoginSuccess,
  reserveLoginAttempt,
  type TLoginAttempt,
} from '../member/index.js';
import { verifyPassword } from './password.js';
import type { TPendingCd, TRealm } from './session.plugin.js';
import { decryptTotpSecret, verifyTotp } from './totp.js';

export type TLoginMeta = { ip: string; userAgent: string | null };
export type TLoginResult = { userId: string; realmCd: TRealm; pendingCd: TPendingCd };

const loginError = (message: string) => new AppError('LOGIN_FAILED', 400, message);

export const normalizeUserId = (userId: string) => userId.trim().toLowerCase();

/**
 * Checks id and password with the lockout of SECURITY 11: the attempt is counted first; unknown
 * ids and wrong passwords answer the same and cost the same; the fifth failure locks the account.
 */
export async function checkPassword(db: TDb, config: TConfig, realmCd: TRealm, rawUserId: string, pswd: string, meta: TLoginMeta): Promise<TLoginAttempt> {
  const userId = normalizeUserId(rawUserId);
  const attempt = /^[a-z][a-z0-9_]{3,19}$/.test(userId) ? await reserveLoginAttempt(db, userId) : undefined;
  if (!attempt) {
    await verifyPassword(null, pswd);
    throw loginError(LOGIN_MESSAGES.mismatch);
  }
  const history = (rsltCd: 'FAIL' | 'LOCKED' | 'DENIED') => insertLoginHistory(db, { userId, realmCd, rsltCd, ip: meta.ip, userAgent: meta.userAgent });
  const locked = attempt.lockedUntil !== null && attempt.lockedUntil.getTime() > Date.now();
  if (locked || attempt.attemptNo > MAX_LOGIN_FAILURES) {
    await lockIfExhausted(db, userId, config.login.lockSec);
    await history('LOCKED');
    throw loginError(LOGIN_MESSAGES.locked);
  }
  if (!(await verifyPassword(attempt.pswdHash, pswd))) {
    const nowLocked = await lockIfExhausted(db, userId, config.login.lockSec);
    await history(nowLocked ? 'LOCKED' : 'FAIL');
    throw loginError(nowLocked ? LOGIN_MESSAGES.locked : LOGIN_MESSAGES.mismatch);
  }
  const statusMessage = { PNDG: LOGIN_MESSAGES.pending, LOCK: LOGIN_MESSAGES.adminLocked, DRMT: LOGIN_MESSAGES.dormant }[attempt.userSttsCd];
  if (statusMessage) {
    await markLoginSuccess(db, userId);
    await history('DENIED');
    throw loginError(statusMessage);
  }
  return attempt;
}

/** spec §2 user login: id and password; an admin account is refused (spec §5). */
export async function loginUser(db: TDb, config: TConfig, input: { userId: string; pswd: string }, meta: TLoginMeta): Promise<TLoginResult> {
  const attempt = await checkPassword(db, config, 'USER', input.userId, input.pswd, meta);
  if (attempt.userTypeCd === 'A') {
    await markLoginSuccess(db, attempt.userId);
    await insertLoginHistory(db, { userId: attempt.userId, realmCd: 'USER', rsltCd: 'DENIED', ip: meta.ip, userAgent: meta.userAgent });
    throw new AppError('ADMIN_ON_USER_SERVICE', 403, LOGIN_MESSAGES.adminOnUserService, { isAdmin: false });
  }
  return finishLogin(db, attempt, 'USER', 'PSWD', meta, await userPendingStep(db, attempt));
}

/** The step a user-realm login must pass before it counts (issue 3: terms, bulk-registered password). */
export async function userPendingStep(db: TDb, attempt: Pick<TLoginAttempt, 'userId' | 'eblcRegYn' | 'pswdChgAt'>): Promise<TPendingCd> {
  if ((await findTermsToReagree(db, attempt.userId)).length > 0) return 'TRMS_REAGRE';
  if (attempt.eblcRegYn === 'Y' && attempt.pswdChgAt === null) return 'PSWD_CHG';
  return null;
}

/** An administrator whose password another administrator set changes it first (KISA initial password). */
export const adminPendingStep = (m: { pswdChgAt: Date | null }): TPendingCd => (m.pswdChgAt === null ? 'PSWD_CHG' : null);

/** spec §5 admin login: id, password and a single-use TOTP code (SECURITY 11). */
export async function loginAdmin(db: TDb, config: TConfig, input: { userId: string; pswd: string; otpCd: string }, meta: TLoginMeta): Promise<TLoginResult> {
  const attempt = await checkPassword(db, config, 'ADMIN', input.userId, input.pswd, meta);
  if (attempt.userTypeCd !== 'A') {
    await insertLoginHistory(db, { userId: attempt.userId, realmCd: 'ADMIN', rsltCd: 'DENIED', ip: meta.ip, userAgent: meta.userAgent });
    throw loginError(LOGIN_MESSAGES.userOnAdmin);
  }
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
  await markLoginSuccess(db, attempt.userId);
  await insertLoginHistory(db, { userId: attempt.userId, realmCd, rsltCd: 'SUCCESS', methodCd, ip: meta.ip, userAgent: meta.userAgent });
  return { userId: attempt.userId, realmCd, pendingCd };
}

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
