import { and, count, countDistinct, eq, gt, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { seoulDayStart } from '../member-admin/index.js';
import { loginHstry, mbr } from '../member/member.table.js';

const USER_REALM_TYPES = ['G', 'T', 'S'] as const;

/** Active accounts by user type and member type (one pass, indexed on type and status). */
export function countActiveByType(db: TDb) {
  return db
    .select({ userTypeCd: mbr.userTypeCd, mbrTypeAuthrt: mbr.mbrTypeAuthrt, cnt: count() })
    .from(mbr)
    .where(eq(mbr.userSttsCd, 'ACTV'))
    .groupBy(mbr.userTypeCd, mbr.mbrTypeAuthrt);
}

/** Accounts waiting for approval, split by realm. */
export async function countPending(db: TDb): Promise<{ admin: number; user: number }> {
  const [row] = await db
    .select({
      admin: sql<number>`count(*) filter (where ${mbr.userTypeCd} = 'A')::int`,
      user: sql<number>`count(*) filter (where ${mbr.userTypeCd} <> 'A')::int`,
    })
    .from(mbr)
    .where(eq(mbr.userSttsCd, 'PNDG'));
  return { admin: row?.admin ?? 0, user: row?.user ?? 0 };
}

/** Successful logins since the start of `ymd` in Asia/Seoul: attempts and distinct accounts. */
export async function countLoginsSince(db: TDb, ymd: string): Promise<{ logins: number; users: number }> {
  const [row] = await db
    .select({ logins: count(), users: countDistinct(loginHstry.userId) })
    .from(loginHstry)
    .where(and(eq(loginHstry.rsltCd, 'SUCCESS'), gte(loginHstry.loginAt, seoulDayStart(ymd))));
  return { logins: row?.logins ?? 0, users: row?.users ?? 0 };
}

export async function countUserRealmJoinsSince(db: TDb, ymd: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mbr)
    .where(and(inArray(mbr.userTypeCd, [...USER_REALM_TYPES]), gte(mbr.joinAt, seoulDayStart(ymd))));
  return row?.n ?? 0;
}

/** Locked by an administrator, or for now after five wrong passwords (withdrawn accounts aside). */
export async function countLocked(db: TDb): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mbr)
    .where(and(ne(mbr.userSttsCd, 'WTDR'), or(eq(mbr.userSttsCd, 'LOCK'), gt(mbr.lockedUntil, sql`now()`))));
  return row?.n ?? 0;
}
