import { MY_INFO_MESSAGES, type TPswdChgRequest, type TTrmsReAgreItem, type TTrmsReAgreRequest } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import type { TConfig } from '../../config/env.js';
import {
  checkCurrentPassword,
  deleteSessionsOfUser,
  hashPassword,
  type TLoginMeta,
  type TPendingCd,
  type TRealm,
  type TRequestSession,
  userPendingStep,
} from '../auth/index.js';
import { findMember, findTermsToReagree } from '../member/index.js';
import { updatePassword, upsertTermsAgreements } from './my-info.repo.js';
import { assertPasswordRule, fieldError } from './password-rule.js';

/**
 * Who may finish a login step (decision 005): terms re-agreement only a user-realm session
 * pending TRMS_REAGRE; the password change a session of the realm pending PSWD_CHG or one logged
 * in (the periodic change). An administrator is refused the user service (spec §5).
 */
export function stepUserId(step: 'TRMS_REAGRE' | 'PSWD_CHG', session: TRequestSession | null, user: TRequestUser | null, realmCd: TRealm = 'USER'): string {
  if (realmCd === 'USER' && user?.userTypeCd === 'A') throw AppError.forbidden(undefined, { isAdmin: true });
  if (session?.realmCd !== realmCd) throw AppError.unauthorized();
  if (session.pendingCd === step) return session.userId;
  if (step === 'PSWD_CHG' && session.pendingCd === null && user?.userId === session.userId) return user.userId;
  throw AppError.unauthorized();
}

/** spec §2 /login/trmsReAgre: the changed required terms, with their full texts. */
export async function listTermsToReagree(db: TDb, userId: string): Promise<TTrmsReAgreItem[]> {
  return findTermsToReagree(db, userId);
}

/** The step after this one for the member, as at login (terms first, then the forced password change). */
async function nextStep(db: TDb, userId: string): Promise<TPendingCd> {
  const member = await findMember(db, userId);
  if (!member) throw AppError.unauthorized();
  return userPendingStep(db, member);
}

/**
 * Records the agreements. Every changed required terms must be agreed to; agreements to anything
 * else are ignored, so the client cannot record versions that are not in force.
 */
export async function reagreeTerms(db: TDb, userId: string, input: TTrmsReAgreRequest): Promise<TPendingCd> {
  await db.transaction(async (tx) => {
    const pending = await findTermsToReagree(tx, userId);
    const agreed = new Set(input.agreements.filter((a) => a.agreYn === 'Y').map((a) => `${a.trmsCd}:${a.trmsVer}`));
    if (pending.some((t) => !agreed.has(`${t.trmsCd}:${t.trmsVer}`))) {
      const first = pending.every((t) => t.firstYn === 'Y');
      throw new AppError('TRMS_REQUIRED', 400, first ? MY_INFO_MESSAGES.trmsFirstRequired : MY_INFO_MESSAGES.trmsRequired);
    }
    await upsertTermsAgreements(
      tx,
      userId,
      pending.map(({ trmsCd, trmsVer }) => ({ trmsCd, trmsVer })),
    );
  });
  return nextStep(db, userId);
}

/**
 * The forced (bulk-registered account) and the periodic password change: the current password
 * (counted with the login's failures: checkCurrentPassword), the rule (SECURITY 10) and a different
 * new one. Every session of the member ends; the caller starts a new one (SECURITY 12: a new id at
 * password change).
 */
export async function changePassword(
  db: TDb,
  config: TConfig,
  who: { userId: string; realmCd: TRealm },
  input: TPswdChgRequest,
  meta: TLoginMeta,
): Promise<TPendingCd> {
  const { userId, realmCd } = who;
  const currentHash = await checkCurrentPassword(db, config, who, input.curPswd, meta);
  const member = await findMember(db, userId);
  if (!member || !currentHash) throw fieldError('curPswd', MY_INFO_MESSAGES.curPswdMismatch);
  assertPasswordRule(input.newPswd, member);
  if (input.newPswd === input.curPswd) throw fieldError('newPswd', MY_INFO_MESSAGES.sameAsCurrent);
  const newHash = await hashPassword(input.newPswd);
  await db.transaction(async (tx) => {
    // only if the password is still the one just checked (a parallel change wins once)
    if (!(await updatePassword(tx, userId, newHash, currentHash))) throw new AppError('CONFLICT', 409, MY_INFO_MESSAGES.retry);
    await deleteSessionsOfUser(tx, userId);
  });
  // an administrator has no terms to re-agree: the change finishes the login
  return realmCd === 'USER' ? nextStep(db, userId) : null;
}
