import type { TUserTypeCd } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { guardianConsent, mbr, mbrTrmsAgre, trms } from '../member/member.table.js';

/** The version in force of every terms of a target (the newest whose effective date has come), in display order. */
export async function findCurrentTerms(db: TDbOrTx, trgtCd: 'SVC' | 'MAJUON') {
  const rows = await db
    .selectDistinctOn([trms.trmsCd], {
      trmsCd: trms.trmsCd,
      trmsVer: trms.trmsVer,
      trmsNm: trms.trmsNm,
      cn: trms.cn,
      requiredYn: trms.requiredYn,
      effectiveDate: trms.effectiveDate,
      sortSeq: trms.sortSeq,
    })
    .from(trms)
    .where(and(eq(trms.trgtCd, trgtCd), sql`${trms.effectiveDate} <= current_date`))
    .orderBy(trms.trmsCd, sql`${trms.trmsVer} desc`);
  return rows.sort((a, b) => a.sortSeq - b.sortSeq || a.trmsCd.localeCompare(b.trmsCd));
}

/** Withdrawn accounts keep their row, so their ids count as taken too (never reissued). */
export async function isUserIdTaken(db: TDbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: mbr.userId }).from(mbr).where(eq(mbr.userId, userId));
  return row !== undefined;
}

export async function hasMemberWithCi(db: TDbOrTx, ciHash: string, userTypeCds: readonly TUserTypeCd[]): Promise<boolean> {
  const [row] = await db
    .select({ userId: mbr.userId })
    .from(mbr)
    .where(and(eq(mbr.ciHash, ciHash), inArray(mbr.userTypeCd, [...userTypeCds]), sql`${mbr.userSttsCd} <> 'WTDR'`))
    .limit(1);
  return row !== undefined;
}

/** false when the id or the person (ci hash per user type) is already there, also under a race. */
export async function insertMember(tx: TTx, values: typeof mbr.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(mbr).values(values).onConflictDoNothing().returning({ userId: mbr.userId });
  return rows.length > 0;
}

export async function insertAgreements(tx: TTx, rows: (typeof mbrTrmsAgre.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(mbrTrmsAgre).values(rows);
}

export async function insertGuardianConsent(tx: TTx, row: typeof guardianConsent.$inferInsert): Promise<void> {
  await tx.insert(guardianConsent).values(row);
}
