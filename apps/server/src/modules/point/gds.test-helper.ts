import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { movePoints } from './point.ledger.js';
import { pointBalance, pointBsdGds, pointLedger } from './point.table.js';

let seq = 0;

/** A good on sale today (period around today), written directly. */
export async function createGood(db: TDb, over: Partial<typeof pointBsdGds.$inferInsert> = {}): Promise<number> {
  seq += 1;
  const [row] = await db
    .insert(pointBsdGds)
    .values({
      gdsNm: `테스트 상품 ${seq}`,
      gdsPoints: 100,
      stockCnt: 10,
      buyLimitCnt: 5,
      bgngYmd: sql`((now() at time zone 'Asia/Seoul')::date - 1)` as unknown as string,
      endYmd: sql`((now() at time zone 'Asia/Seoul')::date + 1)` as unknown as string,
      registeredBy: 'admin',
      updatedBy: 'admin',
      ...over,
    })
    .returning({ gdsId: pointBsdGds.gdsId });
  return row!.gdsId;
}

/** Points for a student through the ledger (an ADJ row). */
export const givePoints = (db: TDb, userId: string, points: number) =>
  db.transaction((tx) => movePoints(tx, { userId, pointTypeCd: 'ADJ', points, idntfId: `test:${userId}:${(seq += 1)}`, reason: '테스트 지급', by: 'admin' }));

export async function stockOf(db: TDb, gdsId: number): Promise<number> {
  const [row] = await db.select({ stockCnt: pointBsdGds.stockCnt }).from(pointBsdGds).where(eq(pointBsdGds.gdsId, gdsId));
  return row!.stockCnt;
}

/** The maintained balance and the ledger's sum of a holder (they must be equal). */
export async function balanceAndSum(db: TDb, userId: string): Promise<{ balance: number; sum: number; gdsRows: number }> {
  const [bal] = await db.select({ balance: pointBalance.balance }).from(pointBalance).where(eq(pointBalance.userId, userId));
  const [row] = await db
    .select({
      sum: sql<number>`coalesce(sum(${pointLedger.points}), 0)`.mapWith(Number),
      gdsRows: sql<number>`count(*) filter (where ${pointLedger.pointTypeCd} = 'GDS' and ${pointLedger.points} < 0)`.mapWith(Number),
    })
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId)));
  return { balance: bal?.balance ?? 0, sum: row!.sum, gdsRows: row!.gdsRows };
}
