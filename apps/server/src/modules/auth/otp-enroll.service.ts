import { LOGIN_MESSAGES, OTP_ENROLL_MESSAGES, type TOtpEnrollStartRequest, type TOtpEnrollStartResponse } from '@portal/contract';
import QRCode from 'qrcode';
import type { TConfig } from '../../config/env.js';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { claimTotpStep, findMember, insertLoginHistory, lockIfExhausted, markLoginSuccess, reserveLoginAttempt } from '../member/index.js';
import { adminPendingStep, checkPassword, type TLoginMeta, type TLoginResult } from './login.service.js';
import { storeUnconfirmedTotpSecret } from './otp-enroll.repo.js';
import { decryptTotpSecret, encryptTotpSecret, newTotpSecret, totpUri, verifyTotp } from './totp.js';

const loginError = (message: string) => new AppError('LOGIN_FAILED', 400, message);

/**
 * A new administrator registers an authenticator (SECURITY 11): id and password with the login's
 * lockout; then, only for an active admin without a secret, a new secret is stored unconfirmed and
 * answered once with its QR code. A user's id gets the admin login's answer whatever the password
 * (checkPassword); an administrator who cannot enrol gets the login's mismatch answer. A lost or unfinished enrolment is reset by a SUPER on the manager page.
 */
export async function startOtpEnrollment(
  db: TDb,
  config: TConfig,
  input: TOtpEnrollStartRequest,
  meta: TLoginMeta,
): Promise<{ userId: string } & TOtpEnrollStartResponse> {
  const attempt = await checkPassword(db, config, 'ADMIN', input.userId, input.pswd, meta);
  const secret = newTotpSecret();
  const stored = await storeUnconfirmedTotpSecret(db, attempt.userId, encryptTotpSecret(config.sessionSecret, secret));
  if (!stored) {
    await insertLoginHistory(db, {
      userId: attempt.userId,
      realmCd: 'ADMIN',
      rsltCd: 'DENIED',
      methodCd: 'OTP_ENROLL',
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    throw loginError(LOGIN_MESSAGES.mismatch);
  }
  const otpAuthUri = totpUri(secret, attempt.userId, config.siteName);
  const qrDataUrl = await QRCode.toDataURL(otpAuthUri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { userId: attempt.userId, secret, otpAuthUri, qrDataUrl };
}

/**
 * The first code from the app confirms the secret: the step is claimed (a code works once) and the
 * pending session becomes a full admin login. Wrong codes count towards the lockout.
 */
export async function confirmOtpEnrollment(db: TDb, config: TConfig, userId: string, otpCd: string, meta: TLoginMeta): Promise<TLoginResult> {
  const m = await findMember(db, userId);
  if (!m?.totpSecretEnc || m.userTypeCd !== 'A' || m.userSttsCd !== 'ACTV') throw new AppError('OTP_ENROLL_EXPIRED', 400, OTP_ENROLL_MESSAGES.expired);
  if (m.lockedUntil && m.lockedUntil.getTime() > Date.now()) throw loginError(LOGIN_MESSAGES.locked);
  const step = await verifyTotp(decryptTotpSecret(config.sessionSecret, m.totpSecretEnc), otpCd.trim());
  const history = (rsltCd: 'SUCCESS' | 'FAIL' | 'LOCKED') =>
    insertLoginHistory(db, { userId, realmCd: 'ADMIN', rsltCd, methodCd: 'OTP', ip: meta.ip, userAgent: meta.userAgent });
  if (step === null || !(await claimTotpStep(db, userId, step))) {
    await reserveLoginAttempt(db, userId, { lockSec: config.login.lockSec });
    const nowLocked = await lockIfExhausted(db, userId, config.login.lockSec);
    await history(nowLocked ? 'LOCKED' : 'FAIL');
    throw loginError(nowLocked ? LOGIN_MESSAGES.locked : LOGIN_MESSAGES.otpMismatch);
  }
  await markLoginSuccess(db, userId);
  await history('SUCCESS');
  return { userId, realmCd: 'ADMIN', pendingCd: adminPendingStep(m) };
}
