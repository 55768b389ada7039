import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { boardMngPaths, boardPaths, postMngPaths } from './board.paths.js';
import {
  ZAdminCmntListResponse,
  ZAdminCmntParams,
  ZAdminPostCreate,
  ZAdminPostDetail,
  ZAdminPostListQuery,
  ZAdminPostListResponse,
  ZAdminPostParams,
  ZBoardInfo,
  ZBoardItem,
  ZBoardListQuery,
  ZBoardListResponse,
  ZBoardOptionList,
  ZBoardParams,
  ZBoardPostParams,
  ZBoardSave,
  ZCmnt,
  ZCmntListQuery,
  ZCmntListResponse,
  ZCmntParams,
  ZCmntSave,
  ZLikeResponse,
  ZPostAnswer,
  ZPostBulk,
  ZPostDetail,
  ZPostInqCnt,
  ZPostListQuery,
  ZPostListResponse,
  ZPostSave,
  ZPostSaved,
} from './board.schema.js';

export const boardApi = defineApi(boardPaths, {
  info: { params: ZBoardParams, response: ZBoardInfo },
  postList: { params: ZBoardParams, query: ZPostListQuery, response: ZPostListResponse },
  post: { params: ZBoardPostParams, response: ZPostDetail },
  countView: { params: ZBoardPostParams, response: ZPostInqCnt },
  createPost: { params: ZBoardParams, body: ZPostSave, response: ZPostSaved },
  updatePost: { params: ZBoardPostParams, body: ZPostSave, response: ZPostSaved },
  deletePost: { params: ZBoardPostParams, response: ZResultResponse },
  cmntList: { params: ZBoardPostParams, query: ZCmntListQuery, response: ZCmntListResponse },
  createCmnt: { params: ZBoardPostParams, body: ZCmntSave, response: ZCmnt },
  deleteCmnt: { params: ZCmntParams, response: ZResultResponse },
  toggleLike: { params: ZBoardPostParams, response: ZLikeResponse },
});

export const boardMngApi = defineApi(boardMngPaths, {
  list: { query: ZBoardListQuery, response: ZBoardListResponse },
  item: { params: ZBoardParams, response: ZBoardItem },
  create: { body: ZBoardSave, response: ZBoardItem },
  update: { params: ZBoardParams, body: ZBoardSave, response: ZBoardItem },
  remove: { params: ZBoardParams, response: ZResultResponse },
  options: { response: ZBoardOptionList },
});

export const postMngApi = defineApi(postMngPaths, {
  list: { query: ZAdminPostListQuery, response: ZAdminPostListResponse },
  item: { params: ZAdminPostParams, response: ZAdminPostDetail },
  create: { body: ZAdminPostCreate, response: ZPostSaved },
  update: { params: ZAdminPostParams, body: ZPostSave, response: ZPostSaved },
  remove: { params: ZAdminPostParams, response: ZResultResponse },
  bulk: { body: ZPostBulk, response: ZResultResponse },
  answer: { params: ZAdminPostParams, body: ZPostAnswer, response: ZResultResponse },
  cmntList: { params: ZAdminPostParams, query: ZCmntListQuery, response: ZAdminCmntListResponse },
  removeCmnt: { params: ZAdminCmntParams, response: ZResultResponse },
});
