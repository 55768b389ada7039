import { BOARD_MESSAGES as M, FILE_EXTENSIONS_DEFAULT, FILE_MESSAGES, recordIdOf, type TAtchFile } from '@portal/contract';
import type { TDb, TDbOrTx, TTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import type { TFileLimits, TFileOwner } from '../files/index.js';
import { claimEditorImages, claimFiles, firstImages, listFiles, removeFilesOf } from '../files/index.js';
import { cachedBoard } from './board.cache.js';
import type { TBoard } from './board.repo.js';
import { assertPostChangeable, assertPostReadable, canRead as canReadBoard, canWrite, isAdmin } from './board.rights.js';
import { findPost, findPostIdsByFileGroup, recountFiles, type TPostRow } from './post.repo.js';

const SEQ_TYPE = 'board';
/** A post id from a file's seqId: post ids are bigint, any safe integer. */
const postIdOf = (seqId: string) => recordIdOf(seqId, Number.MAX_SAFE_INTEGER);

/** The post and its board behind a file's seqId, when both exist. */
async function postAndBoard(db: TDbOrTx, seqId: string): Promise<{ row: TPostRow; board: TBoard } | undefined> {
  const postId = postIdOf(seqId);
  if (postId === undefined) return undefined;
  const row = await findPost(db, postId);
  const board = row && (await cachedBoard(db, row.boardId));
  return row && board ? { row, board } : undefined;
}

/** A board's attachment settings (spec §5 defaults when it names no extension). */
const limitsOf = (board: TBoard): TFileLimits => ({
  maxCount: board.atchFileCnt,
  maxSizeMb: board.atchFileSzMb,
  extensions: board.atchFileExtns.length > 0 ? board.atchFileExtns : FILE_EXTENSIONS_DEFAULT,
});

/** Who may attach to, download from and remove from a post's files (SECURITY 8, 15): the post's own rules. */
export const boardFileOwner: TFileOwner = {
  // seqId: the board the new or edited post belongs to (administrators also write in boards not in use)
  async uploadPolicy(db, user, seqId) {
    if (!user) throw AppError.unauthorized();
    const board = seqId ? await cachedBoard(db, seqId) : undefined;
    if (!board || (board.useYn !== 'Y' && !isAdmin(user))) throw AppError.notFound();
    if (board.atchFileYn !== 'Y') throw AppError.forbidden(FILE_MESSAGES.denied);
    if (!canWrite(board, user)) throw AppError.forbidden(M.noWriteRight);
    return limitsOf(board);
  },
  async canRead(db, user, seqId) {
    const found = await postAndBoard(db, seqId);
    if (!found || (found.board.useYn !== 'Y' && !isAdmin(user)) || !canReadBoard(found.board, user)) return false;
    try {
      assertPostReadable(found.board, found.row, user);
      return true;
    } catch {
      return false;
    }
  },
  afterRemove: (tx, seqIds) =>
    recountFiles(
      tx,
      seqIds.flatMap((id) => postIdOf(id) ?? []),
    ),
  async recordOfGroup(db, fileModuleId) {
    const [postId] = await findPostIdsByFileGroup(db, fileModuleId);
    return postId === undefined ? undefined : String(postId);
  },
  async canRemove(db, user, seqId) {
    const found = await postAndBoard(db, seqId);
    if (!found || !user) return false;
    try {
      assertPostChangeable(found.board, found.row, user);
      return true;
    } catch {
      return false;
    }
  },
};

/** In the post's save transaction: its attachments and the editor images its body shows become the post's. */
export async function claimPostFiles(tx: TTx, board: TBoard, postId: number, userId: string, fileModuleId: string | null, html: string): Promise<void> {
  if (fileModuleId && board.atchFileYn === 'Y') {
    await claimFiles(tx, { seqType: SEQ_TYPE, fileModuleId, seqId: String(postId), userId, limits: limitsOf(board) });
    // under the group's lock: a group another post was saved with (even with its files all removed) is not this post's
    if ((await findPostIdsByFileGroup(tx, fileModuleId)).some((id) => id !== postId)) throw AppError.forbidden(FILE_MESSAGES.denied);
    await recountFiles(tx, [postId]);
  }
  await claimEditorImagesOf(tx, html, userId, postId);
}

/** The editor images a saved body (or Q&A answer) shows stay once the save commits. */
export const claimEditorImagesOf = (tx: TTx, html: string, userId: string, postId: number) =>
  claimEditorImages(tx, html, { userId, ownerRef: `${SEQ_TYPE}:${postId}` });

export const removePostFiles = (tx: TTx, postIds: number[]) => (postIds.length > 0 ? removeFilesOf(tx, SEQ_TYPE, postIds.map(String)) : Promise.resolve());

export const postFiles = (db: TDb, row: Pick<TPostRow, 'postId' | 'atchFileModuleId'>): Promise<TAtchFile[]> =>
  row.atchFileModuleId ? listFiles(db, SEQ_TYPE, row.atchFileModuleId, String(row.postId)) : Promise.resolve([]);

/** Gallery thumbnails: the first image of each post, by post id. */
export async function thumbnailsOf(
  db: TDb,
  board: Pick<TBoard, 'boardTypeCd'>,
  rows: { postId: number; atchFileModuleId: string | null }[],
): Promise<Map<string, string>> {
  const ids = rows.flatMap((r) => (r.atchFileModuleId ? [String(r.postId)] : []));
  if (board.boardTypeCd !== 'GALLERY' || ids.length === 0) return new Map();
  return firstImages(db, SEQ_TYPE, ids);
}
