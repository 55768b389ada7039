import {
  ADULT_AGE,
  ageInFullYears,
  checkPasswordPolicy,
  GUARDIAN_CONSENT_AGE,
  isReservedUserId,
  JOIN_MESSAGES,
  PASSWORD_MESSAGES,
  seoulDate,
  type TAgreement,
  type TGuardianRelationCd,
  type TYn,
} from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import type { guardianConsent, mbrTrmsAgre } from '../member/member.table.js';
import { findCurrentTerms, isUserIdTaken } from './join.repo.js';
import { consumeVerification } from './verification.service.js';

/** A rule broken by one field: the dialog says it and the form shows it next to the field. */
export const fieldError = (field: string, message: string) => new AppError('VALIDATION', 400, message, { fieldErrors: { [field]: message } });

/** SECURITY 10: the policy (with the id and the verified birth date), then the confirmation. */
export function checkPasswordInput(input: { userId: string; pswd: string; pswdCnfm: string }, brdt: string | null): void {
  const broken = checkPasswordPolicy(input.pswd, { userId: input.userId, brdt });
  if (broken) throw fieldError('pswd', broken);
  if (input.pswd !== input.pswdCnfm) throw fieldError('pswdCnfm', PASSWORD_MESSAGES.mismatch);
}

export async function isUserIdUsable(db: TDb | TTx, userId: string): Promise<boolean> {
  return !isReservedUserId(userId) && !(await isUserIdTaken(db, userId));
}

export async function checkUserIdFree(db: TDb | TTx, userId: string): Promise<void> {
  if (isReservedUserId(userId)) throw fieldError('userId', JOIN_MESSAGES.userIdReserved);
  if (await isUserIdTaken(db, userId)) throw fieldError('userId', JOIN_MESSAGES.userIdTaken);
}

/**
 * spec §2 join agreements: every required terms in force must be agreed to in the version the
 * user saw; one row per terms in force is kept, with the answer given (N when left unchecked).
 */
export async function agreementRows(
  tx: TTx,
  userId: string,
  agreements: readonly TAgreement[],
  trgtCds: readonly ('SVC' | 'MAJUON')[],
): Promise<(typeof mbrTrmsAgre.$inferInsert)[]> {
  const current = (await Promise.all(trgtCds.map((trgtCd) => findCurrentTerms(tx, trgtCd)))).flat();
  const given = new Map(agreements.map((a) => [a.trmsCd, a]));
  if (current.some((t) => given.has(t.trmsCd) && given.get(t.trmsCd)!.trmsVer !== t.trmsVer)) {
    throw new AppError('TRMS_CHANGED', 400, JOIN_MESSAGES.termsChanged);
  }
  if (current.some((t) => t.requiredYn === 'Y' && given.get(t.trmsCd)?.agreYn !== 'Y')) {
    throw new AppError('TRMS_REQUIRED', 400, JOIN_MESSAGES.termsRequired);
  }
  return current.map((t) => ({ userId, trmsCd: t.trmsCd, trmsVer: t.trmsVer, agreYn: given.get(t.trmsCd)?.agreYn ?? 'N' }));
}

export type TGuardianInput = {
  /** the child's birth date */
  brdt: string;
  /** the child's ci hash, when verified */
  ciHash: string | null;
  guardianVrfcId?: string;
  guardianRelationCd?: TGuardianRelationCd;
  guardianAgreYn?: TYn;
};

/**
 * SECURITY 16 (PIPA §22-2): under 14 full years (Asia/Seoul) a join needs the consent of a legal
 * guardian who verified their own identity in this browser and is an adult. Returns the consent
 * record to keep, or null for a child of 14 or more.
 */
export async function guardianConsentFor(
  tx: TTx,
  input: TGuardianInput,
  ctx: { ownerHash: string; ip: string },
): Promise<Omit<typeof guardianConsent.$inferInsert, 'userId'> | null> {
  const today = seoulDate();
  if (ageInFullYears(input.brdt, today) >= GUARDIAN_CONSENT_AGE) return null;
  const { guardianVrfcId, guardianRelationCd } = input;
  if (!guardianVrfcId || !guardianRelationCd || input.guardianAgreYn !== 'Y') {
    throw new AppError('GUARDIAN_REQUIRED', 400, JOIN_MESSAGES.guardianRequired);
  }
  const guardian = await consumeVerification(tx, { vrfcId: guardianVrfcId, ownerHash: ctx.ownerHash, purposeCd: 'GUARDIAN' });
  if (ageInFullYears(guardian.brdt, today) < ADULT_AGE) throw new AppError('GUARDIAN_NOT_ADULT', 400, JOIN_MESSAGES.guardianNotAdult);
  if (input.ciHash && guardian.ciHash === input.ciHash) throw new AppError('GUARDIAN_SELF', 400, JOIN_MESSAGES.guardianSelf);
  return {
    guardianNm: guardian.userNm,
    guardianBrdt: guardian.brdt,
    guardianCiHash: guardian.ciHash,
    relationCd: guardianRelationCd,
    verificationId: guardianVrfcId,
    consentIp: ctx.ip,
  };
}
