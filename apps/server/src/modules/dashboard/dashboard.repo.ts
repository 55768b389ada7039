import { and, asc, count, desc, countDistinct, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { seoulDayStart } from '../member-admin/index.js';
import { board, post } from '../board/board.table.js';
import { loginHstry, mbr } from '../member/member.table.js';

const USER_REALM_TYPES = ['G', 'T', 'S'] as const;

/** Active accounts of the user realm by member type, the most first (one pass, indexed on type and status). */
export function countActiveByMbrType(db: TDb) {
  return db
    .select({ mbrTypeAuthrt: mbr.mbrTypeAuthrt, cnt: count() })
    .from(mbr)
    .where(and(eq(mbr.userSttsCd, 'ACTV'), inArray(mbr.userTypeCd, [...USER_REALM_TYPES])))
    .groupBy(mbr.mbrTypeAuthrt)
    .orderBy(desc(count()), asc(mbr.mbrTypeAuthrt));
}

/** Accounts waiting for approval: all of them (the member list) and the administrators among them (the manager list). */
export async function countPending(db: TDb): Promise<{ admin: number; all: number }> {
  const [row] = await db
    .select({ admin: sql<number>`count(*) filter (where ${mbr.userTypeCd} = 'A')::int`, all: count() })
    .from(mbr)
    .where(eq(mbr.userSttsCd, 'PNDG'));
  return { admin: row?.admin ?? 0, all: row?.all ?? 0 };
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

/** Accounts in the locked state, both realms: what the member list shows filtered to it. */
export async function countLocked(db: TDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mbr).where(eq(mbr.userSttsCd, 'LOCK'));
  return row?.n ?? 0;
}

/** Questions without an answer per Q&A board: what the post list shows filtered to the board and ansYn N. */
export function countQnaWaiting(db: TDb) {
  return db
    .select({ boardId: board.boardId, boardNm: board.boardNm, cnt: count(post.postId) })
    .from(board)
    .leftJoin(post, and(eq(post.boardId, board.boardId), isNull(post.ansDt)))
    .where(eq(board.boardTypeCd, 'QNA'))
    .groupBy(board.boardId, board.boardNm)
    .orderBy(asc(board.boardNm));
}
