import { BOARD_SECTIONS, recordIdOf } from '@portal/contract';
import { useParams } from 'react-router';

export type TBoardParams = {
  section: string;
  boardId: string;
  /** undefined on the list and write pages; NaN when the address holds no post number */
  postId: number | undefined;
  /** a section boards live in, a board id of the contract's form and (when present) a post number */
  valid: boolean;
};

const BOARD_ID = /^[A-Za-z][A-Za-z0-9_]{1,29}$/;
export const isBoardId = (value: string) => BOARD_ID.test(value);

/**
 * The board address (spec §2 /:section/board/:boardId/...). The pattern is wide enough to catch
 * any first segment (/admin/board/x, /foo/board/x), so the section is checked here.
 */
export function useBoardParams(): TBoardParams {
  const params = useParams();
  const section = params.section ?? '';
  const boardId = params.boardId ?? '';
  // post ids are bigint: any safe integer; anything else makes the address no board's
  const postId = params.postId === undefined ? undefined : (recordIdOf(params.postId, Number.MAX_SAFE_INTEGER) ?? Number.NaN);
  const valid = Object.hasOwn(BOARD_SECTIONS, section) && isBoardId(boardId) && (postId === undefined || Number.isSafeInteger(postId));
  return { section, boardId, postId, valid };
}
