import type { TBoardSearchCnd } from '@portal/contract';
import { and, arrayContains, count, desc, eq, getTableColumns, ilike, inArray, isNotNull, isNull, or, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { containsPattern } from '../../db/search.js';
import { fieldQuery, type TSearchField } from '../../lib/bigram.js';
import { atchFile } from '../files/files.table.js';
import { mbr } from '../member/member.table.js';
import { fullNameWhere, type TNameViewer, type TWriterFacts, writerFactColumns, writerJoin } from '../member/index.js';
import { board, post } from './board.table.js';

export type TPostRow = typeof post.$inferSelect;
export type TPostWrite = Pick<
  typeof post.$inferInsert,
  'ctgryNm' | 'postTtl' | 'postCn' | 'cnText' | 'noticeYn' | 'secretYn' | 'atchFileModuleId' | 'srchTkns'
>;

/** What a list shows of a post: everything but the body and its search tokens. */
export const summaryColumns = {
  postId: post.postId,
  boardId: post.boardId,
  ctgryNm: post.ctgryNm,
  postTtl: post.postTtl,
  noticeYn: post.noticeYn,
  secretYn: post.secretYn,
  hideYn: post.hideYn,
  wrtrNm: post.wrtrNm,
  regUserId: post.regUserId,
  inqCnt: post.inqCnt,
  likeCnt: post.likeCnt,
  cmntCnt: post.cmntCnt,
  atchFileModuleId: post.atchFileModuleId,
  atchFileCnt: post.atchFileCnt,
  ansDt: post.ansDt,
  registeredAt: post.registeredAt,
};

const SEARCH_COLUMNS: Record<TSearchField, AnyPgColumn> = { ttl: post.postTtl, cn: post.cnText, wrtr: post.wrtrNm };

const tokensMatch = (field: TSearchField, word: string): SQL => {
  const tokens = fieldQuery(field, word);
  return tokens.length === 0 ? sql`false` : arrayContains(post.srchTkns, tokens);
};
// the word's full-width forms are folded (NFKC) as its tokens are; the stored text is matched as written
const textMatch = (field: TSearchField, word: string): SQL => ilike(SEARCH_COLUMNS[field], containsPattern(word.normalize('NFKC')));

/**
 * decision 013: the GIN index finds the posts holding the word's bigrams in the field, then the
 * word is rechecked as a substring (bigrams alone would also match them scattered).
 */
const fieldMatch = (field: TSearchField, word: string): SQL => and(tokensMatch(field, word), textMatch(field, word))!;

/**
 * Who searches (the public-name viewer): content and writer matches of secret posts count only for
 * administrators and their writers; a writer match only where the searcher sees the name in full.
 */
export function searchWhere(searchCnd: TBoardSearchCnd, searchWrd: string | undefined, searcher: TNameViewer): SQL | undefined {
  if (!searchWrd) return undefined;
  const readable = (match: SQL): SQL =>
    searcher.admin ? match : and(match, or(eq(post.secretYn, 'N'), searcher.userId ? eq(post.regUserId, searcher.userId) : undefined))!;
  if (searchCnd === 'TTL') return fieldMatch('ttl', searchWrd);
  if (searchCnd === 'CN') return readable(fieldMatch('cn', searchWrd));
  if (searchCnd === 'WRTR') return readable(and(fieldMatch('wrtr', searchWrd), fullNameWhere(searcher, post.regUserId))!);
  // title or body: one index condition and one recheck, equivalent to (ttl match) or (cn match),
  // since a field that contains the word holds its bigrams; an OR of the two whole matches made
  // PostgreSQL read every found row's tokens again (scripts/bench: 3x the buffers)
  return and(or(tokensMatch('ttl', searchWrd), tokensMatch('cn', searchWrd)), or(textMatch('ttl', searchWrd), readable(textMatch('cn', searchWrd))));
}

/** A board's listed posts (visible, not pinned): the prefix of post_list_idx. */
export const boardListWhere = (boardId: string | Placeholder, ...filters: (SQL | undefined)[]) =>
  and(eq(post.boardId, boardId), eq(post.hideYn, 'N'), eq(post.noticeYn, 'N'), ...filters);

export const categoryWhere = (ctgryNm: string | undefined) => (ctgryNm ? eq(post.ctgryNm, ctgryNm) : undefined);

export function adminListWhere(
  filter: { boardId?: string | undefined; hideYn?: 'Y' | 'N' | undefined; ansYn?: 'Y' | 'N' | undefined },
  search: SQL | undefined,
) {
  return and(
    filter.boardId ? eq(post.boardId, filter.boardId) : undefined,
    filter.hideYn ? eq(post.hideYn, filter.hideYn) : undefined,
    filter.ansYn === 'Y' ? isNotNull(post.ansDt) : filter.ansYn === 'N' ? isNull(post.ansDt) : undefined,
    search,
  );
}

/** Counts matches up to cap + 1: more than cap means "cap or more" (decision 013). */
export async function countCapped(db: TDbOrTx, where: SQL | undefined, cap: number): Promise<number> {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(post)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

export type TBound = number | Placeholder;

/** The ids of one page, newest first, from the index alone (offset walks index entries: page 500 reads no skipped rows). */
export const pageIdsOf = (db: TDbOrTx, where: SQL | undefined, offset: TBound, limit: TBound) =>
  db.select({ postId: post.postId }).from(post).where(where).orderBy(desc(post.postId)).offset(offset).limit(limit);

export function findAdminPostPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db
    .select({ ...summaryColumns, boardNm: board.boardNm, boardTypeCd: board.boardTypeCd })
    .from(post)
    .innerJoin(board, eq(board.boardId, post.boardId))
    .where(inArray(post.postId, pageIdsOf(db, where, offset, limit)))
    .orderBy(desc(post.postId));
}

export type TPostSummaryRow = Pick<TPostRow, keyof typeof summaryColumns>;

/** The pinned notices of a board shown above every page. */
export const PINNED_MAX = 30;
export const pinnedWhere = (boardId: string | Placeholder) => and(eq(post.boardId, boardId), eq(post.hideYn, 'N'), eq(post.noticeYn, 'Y'));

export async function countPinned(db: TDbOrTx, boardId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(post).where(pinnedWhere(boardId));
  return row?.n ?? 0;
}

const postById = preparedQuery('post_by_id', (db) =>
  db
    .select({ ...getTableColumns(post), ...writerFactColumns })
    .from(post)
    .leftJoin(...writerJoin(post.regUserId))
    .where(eq(post.postId, sql.placeholder('postId'))),
);

/** A post with what the public-name rule needs of its writer. */
export async function findPost(db: TDbOrTx, postId: number): Promise<(TPostRow & TWriterFacts) | undefined> {
  const [row] = await postById(db, { postId });
  return row;
}

/** The posts saved with an upload group (one at most, unless a claim is refusing a second). */
export async function findPostIdsByFileGroup(db: TDbOrTx, fileModuleId: string): Promise<number[]> {
  const rows = await db.select({ postId: post.postId }).from(post).where(eq(post.atchFileModuleId, fileModuleId));
  return rows.map((r) => r.postId);
}

/** The posts' attachment counts, recounted from their saved files (lists mark attachments by it). */
export async function recountFiles(tx: TTx, postIds: number[]): Promise<void> {
  if (postIds.length === 0) return;
  await tx
    .update(post)
    .set({
      atchFileCnt: sql`(select count(*)::int from ${atchFile} where ${atchFile.seqType} = 'board' and ${atchFile.seqId} = ${post.postId}::text and ${atchFile.sttsCd} = 'ACTIVE')`,
    })
    .where(inArray(post.postId, postIds));
}

/** Posts of a board with these titles and no attachments yet (the demo gallery's pictures). */
export function findPostsWithoutFiles(db: TDbOrTx, boardId: string, titles: string[]) {
  return db
    .select({ postId: post.postId, postTtl: post.postTtl, regUserId: post.regUserId })
    .from(post)
    .where(and(eq(post.boardId, boardId), isNull(post.atchFileModuleId), inArray(post.postTtl, titles)));
}

export async function setFileGroup(tx: TTx, postId: number, fileModuleId: string): Promise<void> {
  await tx.update(post).set({ atchFileModuleId: fileModuleId }).where(eq(post.postId, postId));
}

/** The post locked until the caller's transaction ends (edits, likes and comments against a concurrent delete). */
export async function lockPost(tx: TTx, postId: number): Promise<TPostRow | undefined> {
  const [row] = await tx.select().from(post).where(eq(post.postId, postId)).for('update');
  return row;
}

export type TNeighbors = { prev: { postId: number; postTtl: string } | null; next: { postId: number; postTtl: string } | null };

/**
 * The visible posts just before (older) and after (newer) a post in its board. Each side is the
 * better of two ordered index probes (pinned and not), so it never sorts the board.
 */
export async function findNeighbors(db: TDbOrTx, boardId: string, postId: number): Promise<TNeighbors> {
  const probe = (fn: 'max' | 'min', op: '<' | '>', noticeYn: 'Y' | 'N') =>
    sql`(select ${sql.raw(fn)}(post_id) from post where board_id = ${boardId} and hide_yn = 'N' and notice_yn = ${noticeYn} and post_id ${sql.raw(op)} ${postId})`;
  const result = await db.execute<{ post_id: string | number; post_ttl: string }>(sql`
    with n as (
      select greatest(${probe('max', '<', 'N')}, ${probe('max', '<', 'Y')}) as prev_id,
             least(${probe('min', '>', 'N')}, ${probe('min', '>', 'Y')}) as next_id
    )
    select p.post_id, p.post_ttl from post p, n where p.post_id in (n.prev_id, n.next_id)`);
  const out: TNeighbors = { prev: null, next: null };
  for (const row of result.rows) {
    const neighbor = { postId: Number(row.post_id), postTtl: row.post_ttl };
    if (neighbor.postId < postId) out.prev = neighbor;
    else out.next = neighbor;
  }
  return out;
}

export async function findMemberName(db: TDbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ userNm: mbr.userNm }).from(mbr).where(eq(mbr.userId, userId));
  return row?.userNm;
}

export async function insertPost(tx: TTx, row: TPostWrite & { boardId: string; wrtrNm: string; regUserId: string }): Promise<TPostRow> {
  const [out] = await tx
    .insert(post)
    .values({ ...row, registeredBy: row.regUserId, updatedBy: row.regUserId })
    .returning();
  return out!;
}

export async function updatePost(tx: TTx, postId: number, row: Partial<TPostWrite>, by: string): Promise<void> {
  await tx
    .update(post)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(post.postId, postId));
}

/** View count: one statement, so concurrent views all count; the new count. */
export async function incrementInqCnt(db: TDbOrTx, postId: number): Promise<number | undefined> {
  const [row] = await db
    .update(post)
    .set({ inqCnt: sql`${post.inqCnt} + 1` })
    .where(and(eq(post.postId, postId), eq(post.hideYn, 'N')))
    .returning({ inqCnt: post.inqCnt });
  return row?.inqCnt;
}

export async function setAnswer(tx: TTx, postId: number, ansCn: string | null, by: string): Promise<void> {
  await tx
    .update(post)
    .set(ansCn === null ? { ansCn: null, ansUserId: null, ansDt: null } : { ansCn, ansUserId: by, ansDt: sql`now()` })
    .where(eq(post.postId, postId));
}

type TPlace = { postId: number; boardId: string; hideYn: 'Y' | 'N' };

/** The posts of a bulk action, locked, in id order (no deadlock between two bulk actions). */
export function lockPosts(tx: TTx, postIds: number[]): Promise<TPlace[]> {
  return tx
    .select({ postId: post.postId, boardId: post.boardId, hideYn: post.hideYn })
    .from(post)
    .where(inArray(post.postId, postIds))
    .orderBy(post.postId)
    .for('update');
}

export async function deletePosts(tx: TTx, postIds: number[]): Promise<void> {
  if (postIds.length > 0) await tx.delete(post).where(inArray(post.postId, postIds));
}

export async function setPostFlag(tx: TTx, postIds: number[], flag: 'hideYn' | 'noticeYn', value: 'Y' | 'N', by: string): Promise<void> {
  if (postIds.length === 0) return;
  await tx
    .update(post)
    .set({ [flag]: value, updatedBy: by, updatedAt: sql`now()` })
    .where(inArray(post.postId, postIds));
}

/** Moves posts; a category the target board does not have is dropped. */
export async function movePosts(tx: TTx, postIds: number[], trgtBoardId: string, trgtCtgrys: string[], by: string): Promise<void> {
  if (postIds.length === 0) return;
  await tx
    .update(post)
    .set({
      boardId: trgtBoardId,
      ctgryNm: sql`case when ${post.ctgryNm} = any(${sql.param(trgtCtgrys)}::text[]) then ${post.ctgryNm} end`,
      updatedBy: by,
      updatedAt: sql`now()`,
    })
    .where(inArray(post.postId, postIds));
}
