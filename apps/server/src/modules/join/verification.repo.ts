import { eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx, TTx } from '../../db/client.js';
import { idntfVrfc } from './join.table.js';

export type TVerificationRow = typeof idntfVrfc.$inferSelect;
export async function insertVerification(
  db: TDbOrTx,
  row: Pick<TVerificationRow, 'vrfcId' | 'providerCd' | 'purposeCd' | 'ownerHash'> & { ttlSec: number },
): Promise<void> {
  const { ttlSec, ...values } = row;
  await db.insert(idntfVrfc).values({ ...values, expiresAt: sql`now() + make_interval(secs => ${ttlSec})` });
}

export async function findVerification(db: TDbOrTx, vrfcId: string): Promise<TVerificationRow | undefined> {
  const [row] = await db.select().from(idntfVrfc).where(eq(idntfVrfc.vrfcId, vrfcId));
  return row;
}

/** The row locked for the rest of the transaction: parallel callbacks or joins wait, then see its new state. */
export async function lockVerification(tx: TTx, vrfcId: string): Promise<TVerificationRow | undefined> {
  const [row] = await tx.select().from(idntfVrfc).where(eq(idntfVrfc.vrfcId, vrfcId)).for('update');
  return row;
}

export async function markVerified(
  tx: TTx,
  vrfcId: string,
  person: Pick<TVerificationRow, 'userNm' | 'brdt' | 'genderCd' | 'mblTelno' | 'ciHash'>,
  ttlSec: number,
): Promise<void> {
  await tx
    .update(idntfVrfc)
    .set({ ...person, sttsCd: 'VERIFIED', verifiedAt: sql`now()`, expiresAt: sql`now() + make_interval(secs => ${ttlSec})` })
    .where(eq(idntfVrfc.vrfcId, vrfcId));
}

export async function markUsed(tx: TTx, vrfcId: string): Promise<void> {
  await tx
    .update(idntfVrfc)
    .set({ sttsCd: 'USED', usedAt: sql`now()` })
    .where(eq(idntfVrfc.vrfcId, vrfcId));
}

/** Unfinished verifications a day past their end are of no use; used ones stay as the consent trail. */
export async function deleteStaleVerifications(db: TDb): Promise<void> {
  await db.delete(idntfVrfc).where(sql`${idntfVrfc.sttsCd} <> 'USED' and ${idntfVrfc.expiresAt} < now() - interval '1 day'`);
}
