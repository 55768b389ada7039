import { and, desc, eq } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { guardianConsent, loginHstry, mbrTrmsAgre, trms } from '../member/member.table.js';
import { socialAcnt } from '../social-login/social-login.table.js';

/** The terms the member answered, with the version and its name. */
export function findTermsAgreements(db: TDbOrTx, userId: string) {
  return db
    .select({ trmsCd: mbrTrmsAgre.trmsCd, trmsVer: mbrTrmsAgre.trmsVer, trmsNm: trms.trmsNm, agreYn: mbrTrmsAgre.agreYn, agreedAt: mbrTrmsAgre.agreedAt })
    .from(mbrTrmsAgre)
    .leftJoin(trms, and(eq(trms.trmsCd, mbrTrmsAgre.trmsCd), eq(trms.trmsVer, mbrTrmsAgre.trmsVer)))
    .where(eq(mbrTrmsAgre.userId, userId))
    .orderBy(mbrTrmsAgre.trmsCd, desc(mbrTrmsAgre.trmsVer));
}

/** SECURITY 16: the kept consent record of a child's legal guardian (the newest), without the CI hash. */
export async function findGuardianConsent(db: TDbOrTx, userId: string) {
  const [row] = await db
    .select({
      guardianNm: guardianConsent.guardianNm,
      guardianBrdt: guardianConsent.guardianBrdt,
      relationCd: guardianConsent.relationCd,
      consentedAt: guardianConsent.consentedAt,
      consentIp: guardianConsent.consentIp,
    })
    .from(guardianConsent)
    .where(eq(guardianConsent.userId, userId))
    .orderBy(desc(guardianConsent.consentedAt))
    .limit(1);
  return row;
}

export function findSocialLinks(db: TDbOrTx, userId: string) {
  return db
    .select({ providerCd: socialAcnt.providerCd, linkedAt: socialAcnt.linkedAt, lastLoginAt: socialAcnt.lastLoginAt })
    .from(socialAcnt)
    .where(eq(socialAcnt.userId, userId))
    .orderBy(socialAcnt.providerCd);
}

export async function deleteSocialLinks(tx: TTx, userId: string): Promise<void> {
  await tx.delete(socialAcnt).where(eq(socialAcnt.userId, userId));
}

export function findRecentLogins(db: TDbOrTx, userId: string, limit: number) {
  return db
    .select({ loginAt: loginHstry.loginAt, realmCd: loginHstry.realmCd, rsltCd: loginHstry.rsltCd, methodCd: loginHstry.methodCd, ip: loginHstry.ip })
    .from(loginHstry)
    .where(eq(loginHstry.userId, userId))
    .orderBy(desc(loginHstry.loginAt), desc(loginHstry.loginHstryId))
    .limit(limit);
}
