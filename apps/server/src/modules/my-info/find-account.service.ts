import { createHash, randomBytes } from 'node:crypto';
import { maskUserId, MY_INFO_MESSAGES, type TFindPswdResetRequest, type TFindPswdVerifyResponse } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { deleteSessionsOfUser, hashPassword, normalizeUserId } from '../auth/index.js';
import { consumeVerification } from '../join/index.js';
import { findMember } from '../member/index.js';
import { claimResetToken, findUserForReset, findUserIdsByCiHash, replaceResetToken, updatePassword } from './my-info.repo.js';
import { assertPasswordRule } from './password-rule.js';

/** findPswd: the reset token is good for 15 minutes and one use; only its hash is stored. */
const RESET_TOKEN_TTL_SEC = 15 * 60;

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('base64url');

type TVerified = { vrfcId: string; ownerHash: string };

/**
 * spec §2 /login/findId: the ids of the person who just verified in this browser, masked. The
 * verification is used up; active and dormant user-realm accounts are listed.
 */
export async function findUserIds(db: TDb, input: TVerified): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { ciHash } = await consumeVerification(tx, { ...input, purposeCd: 'FIND_ID' });
    const userIds = ciHash ? await findUserIdsByCiHash(tx, ciHash) : [];
    return userIds.map(maskUserId);
  });
}

/**
 * spec §2 /login/findPswd step 1: the id typed must belong to the person who verified. One
 * message for every failure, so the answer does not tell whether the id exists. A failure rolls
 * back, leaving the verification for a corrected id.
 */
export async function issueResetToken(db: TDb, input: TVerified & { userId: string }): Promise<TFindPswdVerifyResponse> {
  return db.transaction(async (tx) => {
    const { ciHash } = await consumeVerification(tx, { vrfcId: input.vrfcId, ownerHash: input.ownerHash, purposeCd: 'FIND_PSWD' });
    const member = await findUserForReset(tx, normalizeUserId(input.userId));
    if (!ciHash || !member?.ciHash || member.ciHash !== ciHash) throw new AppError('FIND_PSWD_MISMATCH', 400, MY_INFO_MESSAGES.findPswdMismatch);
    const resetToken = randomBytes(32).toString('base64url');
    const expiresAt = await replaceResetToken(tx, { userId: member.userId, tokenHash: hashResetToken(resetToken), ttlSec: RESET_TOKEN_TTL_SEC });
    return { resetToken, expiresAt: expiresAt.toISOString() };
  });
}

/**
 * spec §2 /login/findPswd step 2: a new password through a live token. The token is claimed in
 * the same transaction, so a rule failure leaves it usable and a success uses it up. The login
 * lock is cleared and every session of the member ends (SECURITY 12).
 */
export async function resetPassword(db: TDb, input: TFindPswdResetRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await claimResetToken(tx, hashResetToken(input.resetToken));
    const member = userId ? await findMember(tx, userId) : undefined;
    if (!member) throw new AppError('RESET_TOKEN_INVALID', 400, MY_INFO_MESSAGES.resetTokenInvalid);
    assertPasswordRule(input.newPswd, member);
    if (!(await updatePassword(tx, member.userId, await hashPassword(input.newPswd)))) {
      throw new AppError('RESET_TOKEN_INVALID', 400, MY_INFO_MESSAGES.resetTokenInvalid);
    }
    await deleteSessionsOfUser(tx, member.userId);
  });
}
