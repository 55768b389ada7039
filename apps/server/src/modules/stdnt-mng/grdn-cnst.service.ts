import type { TGrdnCnstRequest } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { type TPendingCd, type TRequestSession, userPendingStep } from '../auth/index.js';
import { guardianConsentFor, insertGuardianConsent } from '../join/index.js';
import { findMember, hasGuardianConsent } from '../member/index.js';

/** Only a user-realm session stopped at GRDN_CNST finishes it (decision 005, as the other login steps). */
export function grdnCnstUserId(session: TRequestSession | null): string {
  if (session?.realmCd !== 'USER' || session.pendingCd !== 'GRDN_CNST') throw AppError.unauthorized();
  return session.userId;
}

/**
 * SECURITY 16 (issue 18): the consent of a legal guardian who verified their identity in this
 * browser (the join's rule: an adult, not the child), recorded once; then the login's next step.
 */
export async function giveGuardianConsent(db: TDb, userId: string, input: TGrdnCnstRequest, ctx: { ownerHash: string; ip: string }): Promise<TPendingCd> {
  await db.transaction(async (tx) => {
    const member = await findMember(tx, userId);
    if (!member?.brdt) throw AppError.unauthorized();
    if (await hasGuardianConsent(tx, userId)) return;
    const consent = await guardianConsentFor(tx, { ...input, brdt: member.brdt, ciHash: member.ciHash }, ctx);
    if (consent) await insertGuardianConsent(tx, { ...consent, userId });
  });
  const member = await findMember(db, userId);
  if (!member) throw AppError.unauthorized();
  return userPendingStep(db, member);
}
