import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { mbr } from '../member/member.table.js';

/**
 * Stores a new, unconfirmed secret (totpLastStep stays null until the first code is accepted) for an
 * active administrator who has none; false when one is already there (one atomic statement, so two
 * parallel starts cannot both hand out a secret).
 */
export async function storeUnconfirmedTotpSecret(db: TDb, userId: string, totpSecretEnc: string): Promise<boolean> {
  const rows = await db
    .update(mbr)
    .set({ totpSecretEnc, totpLastStep: null })
    .where(and(eq(mbr.userId, userId), eq(mbr.userTypeCd, 'A'), eq(mbr.userSttsCd, 'ACTV'), isNull(mbr.totpSecretEnc)))
    .returning({ userId: mbr.userId });
  return rows.length > 0;
}
