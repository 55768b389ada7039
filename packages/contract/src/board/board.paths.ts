import { adminCrudPaths } from '../common/api.js';

/**
 * The board calls (spec §2 /:section/board/:boardId and below, admin board and post); schemas in
 * board.api.ts. Public reads are checked per board, writes need a member.
 */
export const boardPaths = {
  info: 'GET /icec/api/board/:boardId',
  postList: 'GET /icec/api/board/:boardId/post',
  post: 'GET /icec/api/board/:boardId/post/:postId',
  countView: 'POST /icec/api/board/:boardId/post/:postId/inqCnt',
  createPost: 'POST /icec/api/board/:boardId/post',
  updatePost: 'PUT /icec/api/board/:boardId/post/:postId',
  deletePost: 'DELETE /icec/api/board/:boardId/post/:postId',
  cmntList: 'GET /icec/api/board/:boardId/post/:postId/cmnt',
  createCmnt: 'POST /icec/api/board/:boardId/post/:postId/cmnt',
  deleteCmnt: 'DELETE /icec/api/board/:boardId/post/:postId/cmnt/:cmntId',
  toggleLike: 'POST /icec/api/board/:boardId/post/:postId/like',
} as const;

/** The admin board page: the boards' CRUD and every board as a chooser's option. */
export const boardMngPaths = {
  ...adminCrudPaths('/api/boardMng', 'boardId'),
  options: 'GET /api/boardMng/options',
} as const;

/** The admin post page: every board's posts, bulk actions, Q&A answers and comments. */
export const postMngPaths = {
  ...adminCrudPaths('/api/postMng', 'postId'),
  bulk: 'POST /api/postMng/bulk',
  answer: 'PUT /api/postMng/:postId/answer',
  cmntList: 'GET /api/postMng/:postId/cmnt',
  removeCmnt: 'DELETE /api/postMng/:postId/cmnt/:cmntId',
} as const;
