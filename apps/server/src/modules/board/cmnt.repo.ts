import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { type TWriterFacts, writerFactColumns, writerJoin } from '../member/index.js';
import { post, postCmnt, postLike } from './board.table.js';

export type TCmntRow = typeof postCmnt.$inferSelect;

/** Oldest first, as a conversation reads; the total is the post's maintained cmnt_cnt. */
export function findCmntPage(db: TDbOrTx, postId: number, offset: number, limit: number): Promise<(TCmntRow & TWriterFacts)[]> {
  return db
    .select({ ...getTableColumns(postCmnt), ...writerFactColumns })
    .from(postCmnt)
    .leftJoin(...writerJoin(postCmnt.regUserId))
    .where(eq(postCmnt.postId, postId))
    .orderBy(asc(postCmnt.cmntId))
    .offset(offset)
    .limit(limit);
}

export async function findCmnt(db: TDbOrTx, postId: number, cmntId: number): Promise<TCmntRow | undefined> {
  const [row] = await db
    .select()
    .from(postCmnt)
    .where(and(eq(postCmnt.postId, postId), eq(postCmnt.cmntId, cmntId)));
  return row;
}

export async function insertCmnt(tx: TTx, row: { postId: number; cmntCn: string; wrtrNm: string; regUserId: string }): Promise<TCmntRow> {
  const [out] = await tx
    .insert(postCmnt)
    .values({ ...row, registeredBy: row.regUserId, updatedBy: row.regUserId })
    .returning();
  await tx
    .update(post)
    .set({ cmntCnt: sql`${post.cmntCnt} + 1` })
    .where(eq(post.postId, row.postId));
  return out!;
}

export async function deleteCmnt(tx: TTx, postId: number, cmntId: number): Promise<boolean> {
  const deleted = await tx
    .delete(postCmnt)
    .where(and(eq(postCmnt.postId, postId), eq(postCmnt.cmntId, cmntId)))
    .returning({ cmntId: postCmnt.cmntId });
  if (deleted.length === 0) return false;
  await tx
    .update(post)
    .set({ cmntCnt: sql`${post.cmntCnt} - 1` })
    .where(eq(post.postId, postId));
  return true;
}

export async function hasLiked(db: TDbOrTx, postId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ postId: postLike.postId })
    .from(postLike)
    .where(and(eq(postLike.postId, postId), eq(postLike.userId, userId)));
  return row !== undefined;
}

/**
 * Likes or unlikes, the caller holding the post's row lock (so toggles of one post run one after
 * another); the key (post, user) keeps one like per user whatever happens. The new like count.
 */
export async function toggleLike(tx: TTx, postId: number, userId: string): Promise<{ liked: boolean; likeCnt: number }> {
  const removed = await tx
    .delete(postLike)
    .where(and(eq(postLike.postId, postId), eq(postLike.userId, userId)))
    .returning({ postId: postLike.postId });
  let liked = false;
  if (removed.length === 0) {
    const added = await tx
      .insert(postLike)
      .values({ postId, userId, registeredBy: userId, updatedBy: userId })
      .onConflictDoNothing()
      .returning({ postId: postLike.postId });
    liked = added.length > 0;
  }
  const delta = liked ? 1 : -removed.length;
  const [row] = await tx
    .update(post)
    .set({ likeCnt: sql`${post.likeCnt} + ${delta}` })
    .where(eq(post.postId, postId))
    .returning({ likeCnt: post.likeCnt });
  return { liked, likeCnt: row!.likeCnt };
}
