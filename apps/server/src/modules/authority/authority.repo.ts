import { AUTHORITY_USER_TYPES, type TAuthorityListQuery, type TAuthorityUserQuery } from '@portal/contract';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { keywordWhere } from '../../db/search.js';
import { mbr } from '../member/member.table.js';
import { LIST_COUNT_CAP } from '../member-admin/index.js';
import { authrtGrant } from './authority.table.js';

/** True when a grant of the code covers `today` (YYYY-MM-DD, both ends included). */
export async function existsGrantOn(db: TDbOrTx, userId: string, authrtCd: string, today: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(authrtGrant)
    .where(and(eq(authrtGrant.userId, userId), eq(authrtGrant.authrtCd, authrtCd), lte(authrtGrant.bgngYmd, today), gte(authrtGrant.endYmd, today)))
    .limit(1);
  return row !== undefined;
}

const userWordMatch = (word: string | undefined) => keywordWhere(word, mbr.userId, mbr.userNm);

export function grantWhere(f: Omit<TAuthorityListQuery, 'currentPage' | 'maxResults'>, today: string): SQL | undefined {
  const state = {
    PLAN: gt(authrtGrant.bgngYmd, today),
    APLY: and(lte(authrtGrant.bgngYmd, today), gte(authrtGrant.endYmd, today)),
    EXPR: lt(authrtGrant.endYmd, today),
  };
  return and(f.authrtCd ? eq(authrtGrant.authrtCd, f.authrtCd) : undefined, f.sttsCd ? state[f.sttsCd] : undefined, userWordMatch(f.searchWrd));
}

export async function countGrants(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(authrtGrant)
    .innerJoin(mbr, eq(mbr.userId, authrtGrant.userId))
    .where(where)
    .limit(LIST_COUNT_CAP)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

export function findGrantPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db
    .select({
      authrtGrantId: authrtGrant.authrtGrantId,
      userId: authrtGrant.userId,
      userNm: mbr.userNm,
      userTypeCd: mbr.userTypeCd,
      authrtCd: authrtGrant.authrtCd,
      bgngYmd: authrtGrant.bgngYmd,
      endYmd: authrtGrant.endYmd,
      registeredBy: authrtGrant.registeredBy,
      registeredAt: authrtGrant.registeredAt,
    })
    .from(authrtGrant)
    .innerJoin(mbr, eq(mbr.userId, authrtGrant.userId))
    .where(where)
    .orderBy(desc(authrtGrant.authrtGrantId))
    .offset(offset)
    .limit(limit);
}

/** Accounts authority may be granted to: active teachers, staff and general members. */
const candidate = and(inArray(mbr.userTypeCd, [...AUTHORITY_USER_TYPES]), eq(mbr.userSttsCd, 'ACTV'));

export const candidateWhere = (f: Omit<TAuthorityUserQuery, 'currentPage' | 'maxResults'>): SQL | undefined =>
  and(candidate, f.userTypeCd ? eq(mbr.userTypeCd, f.userTypeCd) : undefined, userWordMatch(f.searchWrd));

export async function countCandidates(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(mbr)
    .where(where)
    .limit(LIST_COUNT_CAP)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

export function findCandidatePage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db
    .select({ userId: mbr.userId, userNm: mbr.userNm, userTypeCd: mbr.userTypeCd, mbrTypeAuthrt: mbr.mbrTypeAuthrt })
    .from(mbr)
    .where(where)
    .orderBy(asc(mbr.userNm), asc(mbr.userId))
    .offset(offset)
    .limit(limit);
}

/** Which of these ids are accounts authority may be granted to. */
export async function findCandidateIds(db: TDbOrTx, userIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ userId: mbr.userId })
    .from(mbr)
    .where(and(candidate, inArray(mbr.userId, userIds)));
  return rows.map((r) => r.userId);
}

export async function insertGrants(tx: TTx, rows: (typeof authrtGrant.$inferInsert)[]): Promise<number> {
  const inserted = await tx.insert(authrtGrant).values(rows).returning({ authrtGrantId: authrtGrant.authrtGrantId });
  return inserted.length;
}

export async function deleteGrant(tx: TTx, authrtGrantId: number): Promise<boolean> {
  const rows = await tx.delete(authrtGrant).where(eq(authrtGrant.authrtGrantId, authrtGrantId)).returning({ authrtGrantId: authrtGrant.authrtGrantId });
  return rows.length > 0;
}
