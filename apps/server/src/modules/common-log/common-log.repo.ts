import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { acsDayStats, acsLog, menuAcsDayStats, menuAcsLog, rcmdtnLog, rcmdtnStats } from './common-log.table.js';

export type TLogWho = { deviceCd: string; userTypeCd: string };

/** The Seoul calendar day of the transaction's clock (the rollups' key). */
const seoulToday = sql<string>`(now() at time zone 'Asia/Seoul')::date`;

/** A visit row and its daily rollup, in the caller's transaction. */
export async function insertVisit(tx: TTx, row: TLogWho & { pageUrl: string; referrerHost: string | null }): Promise<void> {
  await tx.insert(acsLog).values(row);
  await tx
    .insert(acsDayStats)
    .values({ statsDe: seoulToday, pageUrl: row.pageUrl, deviceCd: row.deviceCd, userTypeCd: row.userTypeCd, cnt: 1 })
    .onConflictDoUpdate({
      target: [acsDayStats.statsDe, acsDayStats.pageUrl, acsDayStats.deviceCd, acsDayStats.userTypeCd],
      set: { cnt: sql`${acsDayStats.cnt} + 1` },
    });
}

/** A menu-page row and its daily rollup, in the caller's transaction. */
export async function insertMenuVisit(tx: TTx, row: TLogWho & { pageUrl: string; menuNm: string }): Promise<void> {
  await tx.insert(menuAcsLog).values(row);
  await tx
    .insert(menuAcsDayStats)
    .values({ statsDe: seoulToday, ...row, cnt: 1 })
    .onConflictDoUpdate({
      target: [menuAcsDayStats.statsDe, menuAcsDayStats.menuNm, menuAcsDayStats.pageUrl, menuAcsDayStats.deviceCd, menuAcsDayStats.userTypeCd],
      set: { cnt: sql`${menuAcsDayStats.cnt} + 1` },
    });
}

export async function findRcmdtnCount(db: TDbOrTx, srvcCd: string, idntfId: string): Promise<number> {
  const [row] = await db
    .select({ cnt: rcmdtnStats.cnt })
    .from(rcmdtnStats)
    .where(and(eq(rcmdtnStats.srvcCd, srvcCd), eq(rcmdtnStats.idntfId, idntfId)));
  return row?.cnt ?? 0;
}

export async function existsRcmdtn(db: TDbOrTx, srvcCd: string, idntfId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(rcmdtnLog)
    .where(and(eq(rcmdtnLog.srvcCd, srvcCd), eq(rcmdtnLog.idntfId, idntfId), eq(rcmdtnLog.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The user's recommendation; false when it existed already (the unique key decides, SECURITY 19). */
export async function insertRcmdtn(tx: TTx, srvcCd: string, idntfId: string, userId: string): Promise<boolean> {
  const rows = await tx.insert(rcmdtnLog).values({ srvcCd, idntfId, userId }).onConflictDoNothing().returning({ id: rcmdtnLog.rcmdtnLogId });
  return rows.length > 0;
}

export async function incrementRcmdtnCount(tx: TTx, srvcCd: string, idntfId: string): Promise<void> {
  await tx
    .insert(rcmdtnStats)
    .values({ srvcCd, idntfId, cnt: 1 })
    .onConflictDoUpdate({ target: [rcmdtnStats.srvcCd, rcmdtnStats.idntfId], set: { cnt: sql`${rcmdtnStats.cnt} + 1`, updatedAt: sql`now()` } });
}

/** An item is gone: its recommendations and count go with it. */
export async function deleteRcmdtns(tx: TTx, srvcCd: string, idntfId: string): Promise<void> {
  await tx.delete(rcmdtnLog).where(and(eq(rcmdtnLog.srvcCd, srvcCd), eq(rcmdtnLog.idntfId, idntfId)));
  await tx.delete(rcmdtnStats).where(and(eq(rcmdtnStats.srvcCd, srvcCd), eq(rcmdtnStats.idntfId, idntfId)));
}
