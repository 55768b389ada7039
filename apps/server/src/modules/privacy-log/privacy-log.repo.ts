import { PRIVACY_REVIEW, type TPrivacyLogListQuery } from '@portal/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { LIST_COUNT_CAP, seoulDayStart } from '../member-admin/index.js';
import { indvdlInfoAcsLog as log } from './privacy-log.table.js';

export type TPrivacyLogInsert = typeof log.$inferInsert;
/** The log is append-only (trigger): inserting is the only write there is. */
export async function insertPrivacyLog(db: TDbOrTx, row: TPrivacyLogInsert | TPrivacyLogInsert[]): Promise<void> {
  if (Array.isArray(row) && row.length === 0) return;
  await db.insert(log).values(Array.isArray(row) ? row : [row]);
}

export function logWhere(f: Omit<TPrivacyLogListQuery, 'currentPage' | 'maxResults'>): SQL | undefined {
  return and(
    f.bgngYmd ? sql`${log.actedAt} >= ${seoulDayStart(f.bgngYmd)}` : undefined,
    f.endYmd ? sql`${log.actedAt} < ${seoulDayStart(f.endYmd, 1)}` : undefined,
    f.actorUserId ? eq(log.actorUserId, f.actorUserId) : undefined,
    f.trgtUserId ? eq(log.trgtUserId, f.trgtUserId) : undefined,
    f.actnCd ? eq(log.actnCd, f.actnCd) : undefined,
  );
}

export async function countLogs(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(log)
    .where(where)
    .limit(LIST_COUNT_CAP)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

export function findLogPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db.select().from(log).where(where).orderBy(desc(log.actedAt), desc(log.logId)).offset(offset).limit(limit);
}

/** [first day of the month, first day of the next] as Asia/Seoul instants. */
const monthRange = (firstDay: string) =>
  and(sql`${log.actedAt} >= ${seoulDayStart(firstDay)}`, sql`${log.actedAt} < (${seoulDayStart(firstDay)} + interval '1 month')`);
const seoulYmd = sql<string>`to_char(${log.actedAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
const seoulHour = sql`extract(hour from ${log.actedAt} at time zone 'Asia/Seoul')`;
const EXPORT_ACTIONS = ['EXPORT', 'DOWNLOAD'] as const;

/** The most export rows one report lists. */
const REPORT_EXPORT_CAP = 1000;

/** SECURITY 17 monthly review: counts per account and action, exports with reasons, unusual volume and hours. */
export async function findMonthlyFigures(db: TDbOrTx, firstDay: string) {
  const inMonth = monthRange(firstDay);
  const n = sql<number>`count(*)::int`;
  const actorActions = await db
    .select({ actorUserId: log.actorUserId, actnCd: log.actnCd, count: n })
    .from(log)
    .where(inMonth)
    .groupBy(log.actorUserId, log.actnCd)
    .orderBy(asc(log.actorUserId), asc(log.actnCd));
  const exports = await db
    .select()
    .from(log)
    .where(and(inMonth, inArray(log.actnCd, [...EXPORT_ACTIONS])))
    .orderBy(asc(log.actedAt), asc(log.logId))
    .limit(REPORT_EXPORT_CAP);
  const busyDays = await db
    .select({ actorUserId: log.actorUserId, ymd: seoulYmd, count: n })
    .from(log)
    .where(and(inMonth, eq(log.actnCd, 'VIEW')))
    .groupBy(log.actorUserId, seoulYmd)
    .having(sql`count(*) > ${PRIVACY_REVIEW.maxDailyViews}`)
    .orderBy(asc(seoulYmd), asc(log.actorUserId));
  const offHours = await db
    .select({ logId: log.logId, actorUserId: log.actorUserId, ymd: seoulYmd })
    .from(log)
    .where(
      and(
        inMonth,
        inArray(log.actnCd, [...EXPORT_ACTIONS]),
        sql`(${seoulHour} < ${PRIVACY_REVIEW.officeStartHour} or ${seoulHour} >= ${PRIVACY_REVIEW.officeEndHour})`,
      ),
    )
    .orderBy(asc(log.actedAt), asc(log.logId));
  return { actorActions, exports, busyDays, offHours };
}
