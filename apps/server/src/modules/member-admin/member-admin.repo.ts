import type { TMemberSearch } from '@portal/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { keywordWhere } from '../../db/search.js';
import { mbr } from '../member/member.table.js';

/** The first instant of a day in Asia/Seoul, whatever the connection's time zone. */
export const seoulDayStart = (ymd: string, plusDays = 0) => sql`((${ymd}::date + ${plusDays}::int)::timestamp at time zone 'Asia/Seoul')`;

/** Lists count at most this many rows (ARCHITECTURE: no unbounded exact count per request). */
export const LIST_COUNT_CAP = 10_000;

export type TMemberFilter = Omit<TMemberSearch, 'sort' | 'sortDir'>;

export function memberWhere(f: TMemberFilter): SQL | undefined {
  const word = f.searchWrd;
  const searchOn = {
    ALL: keywordWhere(word, mbr.userId, mbr.userNm, mbr.schlNm),
    userId: keywordWhere(word, mbr.userId),
    userNm: keywordWhere(word, mbr.userNm),
    schlNm: keywordWhere(word, mbr.schlNm),
  };
  return and(
    searchOn[f.searchCnd ?? 'ALL'],
    f.userTypeCd ? eq(mbr.userTypeCd, f.userTypeCd) : undefined,
    f.mbrTypeAuthrt ? eq(mbr.mbrTypeAuthrt, f.mbrTypeAuthrt) : undefined,
    f.userSttsCd ? eq(mbr.userSttsCd, f.userSttsCd) : undefined,
    f.joinBgngYmd ? sql`${mbr.joinAt} >= ${seoulDayStart(f.joinBgngYmd)}` : undefined,
    f.joinEndYmd ? sql`${mbr.joinAt} < ${seoulDayStart(f.joinEndYmd, 1)}` : undefined,
  );
}

/** SECURITY 1: sort columns come from this map only; the user id breaks ties for stable pages. */
const SORT_COLUMNS = { joinAt: mbr.joinAt, userId: mbr.userId, userNm: mbr.userNm, lastLoginAt: mbr.lastLoginAt } as const;

export function memberOrder(sort: TMemberSearch['sort'], sortDir: TMemberSearch['sortDir']): SQL[] {
  const column = SORT_COLUMNS[sort ?? 'joinAt'];
  const first = (sortDir ?? 'desc') === 'asc' ? sql`${asc(column)} nulls last` : sql`${desc(column)} nulls last`;
  return column === mbr.userId ? [first] : [first, asc(mbr.userId)];
}

/** Rows matching, counted up to `cap`. */
export async function countMembers(db: TDbOrTx, where: SQL | undefined, cap: number = LIST_COUNT_CAP): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(mbr)
    .where(where)
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

export function findMemberPage(db: TDbOrTx, where: SQL | undefined, order: SQL[], offset: number, limit: number) {
  return db
    .select({
      userId: mbr.userId,
      userNm: mbr.userNm,
      userTypeCd: mbr.userTypeCd,
      mbrTypeAuthrt: mbr.mbrTypeAuthrt,
      userSttsCd: mbr.userSttsCd,
      schlNm: mbr.schlNm,
      mblTelno: mbr.mblTelno,
      joinAt: mbr.joinAt,
      lastLoginAt: mbr.lastLoginAt,
    })
    .from(mbr)
    .where(where)
    .orderBy(...order)
    .offset(offset)
    .limit(limit);
}

/** The full rows of an export (SECURITY 17: bounded by the caller). */
export function findMembersForExport(db: TDbOrTx, where: SQL | undefined, order: SQL[], limit: number) {
  return db
    .select({
      userId: mbr.userId,
      userNm: mbr.userNm,
      userTypeCd: mbr.userTypeCd,
      mbrTypeAuthrt: mbr.mbrTypeAuthrt,
      userSttsCd: mbr.userSttsCd,
      brdt: mbr.brdt,
      email: mbr.email,
      mblTelno: mbr.mblTelno,
      zip: mbr.zip,
      addr: mbr.addr,
      addrDtl: mbr.addrDtl,
      schlNm: mbr.schlNm,
      grd: mbr.grd,
      clsNm: mbr.clsNm,
      instNm: mbr.instNm,
      joinAt: mbr.joinAt,
      lastLoginAt: mbr.lastLoginAt,
    })
    .from(mbr)
    .where(where)
    .orderBy(...order)
    .limit(limit);
}
export type TMemberExportRow = Awaited<ReturnType<typeof findMembersForExport>>[number];

/** The member row, locked for the rest of the transaction (the action checks its state first). */
export async function findMemberForUpdate(tx: TTx, userId: string) {
  const [row] = await tx.select().from(mbr).where(eq(mbr.userId, userId)).for('update');
  return row;
}

export async function updateMember(tx: TTx, userId: string, values: Partial<typeof mbr.$inferInsert>): Promise<void> {
  await tx
    .update(mbr)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(mbr.userId, userId));
}
