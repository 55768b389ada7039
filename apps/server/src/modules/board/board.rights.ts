import { BOARD_MESSAGES as M, boardPath } from '@portal/contract';
import type { TDbOrTx } from '../../db/client.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { cachedBoard } from './board.cache.js';
import type { TBoard } from './board.repo.js';
import type { TPostRow } from './post.repo.js';

/*
 * Board rights (issue 5): administrators may do everything; otherwise a board's readAuthrt,
 * writeAuthrt and cmntAuthrt list the user types (GUEST: anyone) allowed. The server decides on
 * every call (SECURITY 15); a guest is told to log in (401), a member without the right gets 403.
 */

export type TViewer = TRequestUser | null;

export const isAdmin = (user: TViewer): boolean => user?.userTypeCd === 'A';
export const isWriterOf = (user: TViewer, row: Pick<TPostRow, 'regUserId'>): boolean => !!user && row.regUserId === user.userId;

const grants = (authrt: readonly string[], user: TViewer) => !!user && authrt.includes(user.userTypeCd);

export const canRead = (board: TBoard, user: TViewer): boolean => isAdmin(user) || board.readAuthrt.includes('GUEST') || grants(board.readAuthrt, user);

export const canWrite = (board: TBoard, user: TViewer): boolean => isAdmin(user) || (canRead(board, user) && grants(board.writeAuthrt, user));

export const canCmnt = (board: TBoard, user: TViewer): boolean =>
  board.cmntYn === 'Y' && (isAdmin(user) || (canRead(board, user) && grants(board.cmntAuthrt, user)));

/** Refused inside a readable board: back to its list after the message (spec §6 403 returnUrl), for guests too. */
export const refuseInBoard = (board: TBoard, message: string) => AppError.forbidden(message, { returnUrl: boardPath(board.section, board.boardId) });

const refuse = (user: TViewer, message: string) => (user ? AppError.forbidden(message) : AppError.unauthorized());

/** A board in use; unknown and switched-off boards are not found (for administrators too: they use /api/boardMng). */
export async function usableBoard(db: TDbOrTx, boardId: string): Promise<TBoard> {
  const row = await cachedBoard(db, boardId);
  if (!row || row.useYn !== 'Y') throw AppError.notFound();
  return row;
}

export async function readableBoard(db: TDbOrTx, boardId: string, user: TViewer): Promise<TBoard> {
  const row = await usableBoard(db, boardId);
  if (!canRead(row, user)) throw refuse(user, M.noReadRight);
  return row;
}

export function assertCanWrite(board: TBoard, user: TViewer): void {
  if (!canRead(board, user)) throw refuse(user, M.noReadRight);
  if (!canWrite(board, user)) throw refuse(user, M.noWriteRight);
}

export function assertCanCmnt(board: TBoard, user: TViewer): void {
  if (board.cmntYn !== 'Y') throw refuseInBoard(board, M.cmntOff);
  if (!canRead(board, user)) throw refuse(user, M.noReadRight);
  if (!canCmnt(board, user)) throw refuse(user, M.noCmntRight);
}

/** A post of this board the caller may read: hidden ones are not found, secret ones only for their writer. */
export function assertPostReadable(board: TBoard, row: TPostRow | undefined, user: TViewer): asserts row is TPostRow {
  if (!row || row.boardId !== board.boardId || (row.hideYn === 'Y' && !isAdmin(user))) throw AppError.notFound();
  if (row.secretYn === 'Y' && !isAdmin(user) && !isWriterOf(user, row)) throw refuseInBoard(board, M.secret);
}

/** Writers change their own posts while unanswered; administrators any post. Refusals lead back to the board. */
export function assertPostChangeable(board: TBoard, row: TPostRow, user: TViewer): void {
  if (isAdmin(user)) return;
  if (!isWriterOf(user, row)) throw refuseInBoard(board, M.notOwner);
  if (row.ansDt !== null) throw refuseInBoard(board, M.answered);
}
