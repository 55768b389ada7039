import { POINT_MESSAGES as M, type TLedgerQuery, type TPointHistoryResponse } from '@portal/contract';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { countRows, pageOf } from '../../db/paging.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { isHolderType } from './point.ledger.js';
import { pointBalance, pointLedger } from './point.table.js';

/** Only students hold and see points (spec §6): anyone else is refused with the reason. */
export function assertHolder(user: TRequestUser): void {
  if (!isHolderType(user.mbrTypeAuthrt)) throw AppError.forbidden(M.holderOnly);
}

export async function balanceOf(db: TDbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ balance: pointBalance.balance }).from(pointBalance).where(eq(pointBalance.userId, userId));
  return row?.balance ?? 0;
}

/** Every point a holder has earned (the ledger's positive rows), for the portfolio (issue 18). */
export async function earnedTotalOf(db: TDbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ earned: sql<number>`coalesce(sum(${pointLedger.points}), 0)::int` })
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), sql`${pointLedger.points} > 0`));
  return row?.earned ?? 0;
}

/** A period of Korean days, both ends included, as bounds on registered_at. */
const seoulDay = (ymd: string) => sql`(${ymd}::date::timestamp at time zone 'Asia/Seoul')`;

export function ledgerWhere(userId: string, query: Pick<TLedgerQuery, 'bgngYmd' | 'endYmd' | 'pointTypeCd'>): SQL {
  return and(
    eq(pointLedger.userId, userId),
    query.pointTypeCd ? eq(pointLedger.pointTypeCd, query.pointTypeCd) : undefined,
    query.bgngYmd ? gte(pointLedger.registeredAt, seoulDay(query.bgngYmd)) : undefined,
    query.endYmd ? lt(pointLedger.registeredAt, sql`${seoulDay(query.endYmd)} + interval '1 day'`) : undefined,
  )!;
}

/** One page of a holder's ledger, newest first (the user_id, ledger_id index walked backwards). */
export function ledgerPage(db: TDb, userId: string, query: TLedgerQuery) {
  const where = ledgerWhere(userId, query);
  const total = countRows(db, pointLedger, where);
  return pageOf(query, total, async (offset, limit) => {
    const rows = await db.select().from(pointLedger).where(where).orderBy(desc(pointLedger.ledgerId)).offset(offset).limit(limit);
    return rows.map((row) => ({
      ledgerId: row.ledgerId,
      pointTypeCd: row.pointTypeCd,
      points: row.points,
      balanceAfter: row.balanceAfter,
      reason: row.reason,
      srcUrl: row.srcUrl,
      regDt: row.registeredAt.toISOString(),
    }));
  });
}

/** Points earned (+ rows other than refunds) since the first day of this month, Asia/Seoul. */
async function monthEarned(db: TDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointLedger.points}), 0)`.mapWith(Number) })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.userId, userId),
        gte(pointLedger.points, 1),
        sql`${pointLedger.pointTypeCd} not in ('CPN', 'GDS')`,
        gte(pointLedger.registeredAt, sql`(date_trunc('month', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul')`),
      ),
    );
  return row!.sum;
}

/** spec §7 myPoint: the caller's balance. */
export async function myPoint(db: TDb, user: TRequestUser): Promise<{ result: number }> {
  assertHolder(user);
  return { result: await balanceOf(db, user.userId) };
}

/** /myPage/cmpnPoint/myPoint: the balance, this month's earnings and the filtered history. */
export async function pointHistory(db: TDb, user: TRequestUser, query: TLedgerQuery): Promise<TPointHistoryResponse> {
  assertHolder(user);
  const [balance, earned, page] = await Promise.all([balanceOf(db, user.userId), monthEarned(db, user.userId), ledgerPage(db, user.userId, query)]);
  return { balance, monthEarned: earned, ...page };
}
