import type { TPostDetail, TPostSummary } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { withoutOwners } from '../files/index.js';
import { postFiles } from './board.files.js';
import type { TBoard } from './board.repo.js';
import { isAdmin, isWriterOf, type TViewer } from './board.rights.js';
import { hasLiked } from './cmnt.repo.js';
import { findNeighbors, type TPostRow, type TPostSummaryRow } from './post.repo.js';

const yn = (value: boolean) => (value ? 'Y' : 'N') as 'Y' | 'N';

/** Someone who may not open a secret post sees its title (with a lock) but not who wrote it. */
const mayOpen = (row: Pick<TPostRow, 'secretYn' | 'regUserId'>, user: TViewer) => row.secretYn === 'N' || isAdmin(user) || isWriterOf(user, row);

/** `wrtrNm`: the name the caller may see (the member module's `shownName`). */
export function toSummary(row: TPostSummaryRow, user: TViewer, thumbs: Map<string, string>, wrtrNm: string): TPostSummary {
  const open = mayOpen(row, user);
  return {
    postId: row.postId,
    boardId: row.boardId,
    ctgryNm: row.ctgryNm,
    postTtl: row.postTtl,
    noticeYn: row.noticeYn,
    secretYn: row.secretYn,
    wrtrNm: open ? wrtrNm : null,
    inqCnt: row.inqCnt,
    likeCnt: row.likeCnt,
    cmntCnt: row.cmntCnt,
    atchFileYn: yn(row.atchFileCnt > 0),
    ansYn: yn(row.ansDt !== null),
    thumbPath: open ? (thumbs.get(String(row.postId)) ?? null) : null,
    regDt: row.registeredAt.toISOString(),
  };
}

/** A post the caller may read, with its files, the caller's like and its neighbours. */
export async function toDetail(db: TDb, board: TBoard, row: TPostRow, user: TViewer, wrtrNm: string): Promise<TPostDetail> {
  const [files, liked, neighbors] = await Promise.all([
    postFiles(db, row),
    user ? hasLiked(db, row.postId, user.userId) : Promise.resolve(false),
    findNeighbors(db, row.boardId, row.postId),
  ]);
  const thumbPath = board.boardTypeCd === 'GALLERY' ? (files.find((f) => f.imagePath)?.imagePath ?? null) : null;
  return {
    ...toSummary(row, user, new Map(), wrtrNm),
    thumbPath,
    postCn: row.postCn,
    atchFileModuleId: row.atchFileModuleId,
    files: isAdmin(user) ? files : withoutOwners(files),
    ansCn: row.ansCn,
    ansDt: row.ansDt?.toISOString() ?? null,
    likedYn: yn(liked),
    mineYn: yn(isWriterOf(user, row)),
    prev: neighbors.prev,
    next: neighbors.next,
    updDt: row.updatedAt.toISOString(),
  };
}
