import { z } from 'zod';
import { codeKeys, emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { FILE_EXTENSIONS_DEFAULT, FILE_MAX_SIZE_MB_DEFAULT } from '../common/constants.js';
import { ZAuditFields, zIntIn, zOptionalText, zRequiredText, ZUseYn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { VALIDATION_MESSAGES } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { ZAtchFile, ZFileModuleId } from '../file/file.schema.js';
import { BOARD_AUTHRT, BOARD_LIMITS as L, BOARD_MESSAGES as M, BOARD_SEARCH_CND, BOARD_SECTIONS, BOARD_TYPE, BOARD_WRITER_AUTHRTS } from './board.codes.js';

export const ZBoardTypeCd = z.enum(codeKeys(BOARD_TYPE), { error: VALIDATION_MESSAGES.invalid() });
export const ZBoardSection = z.enum(codeKeys(BOARD_SECTIONS), { error: VALIDATION_MESSAGES.invalid() });
const ZReadAuthrt = z.enum(codeKeys(BOARD_AUTHRT));
const ZWriterAuthrt = z.enum(BOARD_WRITER_AUTHRTS);
const ZExtension = z.enum(FILE_EXTENSIONS_DEFAULT, { error: M.extensions });
export const ZBoardId = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{1,29}$/, M.boardId);
export const ZPostId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
export const ZCmntId = ZPostId;

// ---- boards (admin board page: /api/boardMng) ----

/** POST /api/boardMng and PUT /api/boardMng/:boardId (boardId is fixed after creation). */
export const ZBoardSave = z.object({
  boardId: ZBoardId,
  boardNm: zRequiredText(L.boardNm),
  boardExpln: zOptionalText(L.boardExpln),
  boardTypeCd: ZBoardTypeCd,
  section: ZBoardSection,
  readAuthrt: z.array(ZReadAuthrt).max(4),
  writeAuthrt: z.array(ZWriterAuthrt).max(3),
  cmntAuthrt: z.array(ZWriterAuthrt).max(3),
  atchFileYn: ZYn,
  atchFileCnt: zIntIn(0, L.atchFileCnt),
  atchFileSzMb: zIntIn(1, FILE_MAX_SIZE_MB_DEFAULT),
  atchFileExtns: z.array(ZExtension).max(FILE_EXTENSIONS_DEFAULT.length),
  cmntYn: ZYn,
  likeYn: ZYn,
  secretYn: ZYn,
  noticeYn: ZYn.describe('pinned notices allowed'),
  ctgrys: z.array(zRequiredText(L.ctgryNm)).max(L.ctgrys),
  useYn: ZUseYn,
});
export type TBoardSave = z.infer<typeof ZBoardSave>;

/** A board as answered (plain output fields: the form's input preprocessing cannot encode a response). */
export const ZBoardItem = z.object({
  boardId: z.string(),
  boardNm: z.string(),
  boardExpln: z.string().nullable(),
  boardTypeCd: ZBoardTypeCd,
  section: ZBoardSection,
  readAuthrt: z.array(ZReadAuthrt),
  writeAuthrt: z.array(ZWriterAuthrt),
  cmntAuthrt: z.array(ZWriterAuthrt),
  atchFileYn: ZYn,
  atchFileCnt: z.number().int(),
  atchFileSzMb: z.number().int(),
  atchFileExtns: z.array(ZExtension),
  cmntYn: ZYn,
  likeYn: ZYn,
  secretYn: ZYn,
  noticeYn: ZYn,
  ctgrys: z.array(z.string()),
  useYn: ZYn,
  postCnt: z.number().int(),
  ...ZAuditFields,
});
export type TBoardItem = z.infer<typeof ZBoardItem>;

export const ZBoardListQuery = ZPageQuery.extend({
  searchWrd: zSearchWrd(),
  boardTypeCd: emptyAsUndefined(ZBoardTypeCd),
  section: emptyAsUndefined(ZBoardSection),
  useYn: emptyAsUndefined(ZYn),
});
export type TBoardListQuery = z.infer<typeof ZBoardListQuery>;
export const ZBoardListResponse = zPageOf(ZBoardItem);
export type TBoardListResponse = z.infer<typeof ZBoardListResponse>;
export const ZBoardParams = z.object({ boardId: ZBoardId });

/** A short entry for choosers (move target, admin post filter): GET /api/boardMng/options. */
export const ZBoardOption = z.object({ boardId: z.string(), boardNm: z.string(), boardTypeCd: ZBoardTypeCd, section: ZBoardSection });
export const ZBoardOptionList = z.object({ list: z.array(ZBoardOption) });

// ---- the public board (GET /icec/api/board/:boardId ...) ----

/** What the public pages need of a board, with the caller's rights. */
export const ZBoardInfo = z.object({
  boardId: z.string(),
  boardNm: z.string(),
  boardExpln: z.string().nullable(),
  boardTypeCd: ZBoardTypeCd,
  section: ZBoardSection,
  atchFileYn: ZYn,
  atchFileCnt: z.number().int(),
  atchFileSzMb: z.number().int(),
  atchFileExtns: z.array(z.string()),
  cmntYn: ZYn,
  likeYn: ZYn,
  secretYn: ZYn,
  ctgrys: z.array(z.string()),
  canWrite: z.boolean(),
  canCmnt: z.boolean(),
  /** a guest who could write here after logging in (members write on this board) */
  loginToWrite: z.boolean(),
});
export type TBoardInfo = z.infer<typeof ZBoardInfo>;

export const ZBoardSearchCnd = z.enum(codeKeys(BOARD_SEARCH_CND));
export const ZPostListQuery = z.object({
  currentPage: ZPageQuery.shape.currentPage,
  searchCnd: ZBoardSearchCnd.default('ALL'),
  searchWrd: zSearchWrd(L.searchWrd),
  ctgryNm: emptyAsUndefined(z.string().trim().max(L.ctgryNm)),
});
export type TPostListQuery = z.infer<typeof ZPostListQuery>;

export const ZPostSummary = z.object({
  postId: z.number().int(),
  boardId: z.string(),
  ctgryNm: z.string().nullable(),
  postTtl: z.string(),
  noticeYn: ZYn,
  secretYn: ZYn,
  /** null when a secret post is listed to someone who may not read it */
  wrtrNm: z.string().nullable(),
  inqCnt: z.number().int(),
  likeCnt: z.number().int(),
  cmntCnt: z.number().int(),
  atchFileYn: ZYn,
  /** Q&A: Y once answered */
  ansYn: ZYn,
  /** galleries: the first image attachment (displayImage path), null otherwise */
  thumbPath: z.string().nullable(),
  regDt: z.string().describe('ISO time'),
});
export type TPostSummary = z.infer<typeof ZPostSummary>;

/**
 * A list page: pinned notices (page 1 only) and the page's posts. countCappedYn Y: a searched
 * list counted only up to its cap (the real total is larger), so the last page link is that far.
 */
export const ZPostListResponse = zPageOf(ZPostSummary).extend({ pinned: z.array(ZPostSummary), countCappedYn: ZYn });
export type TPostListResponse = z.infer<typeof ZPostListResponse>;

export const ZPostNeighbor = z.object({ postId: z.number().int(), postTtl: z.string() }).nullable();
export const ZPostDetail = ZPostSummary.extend({
  /** sanitised HTML (SECURITY 2) */
  postCn: z.string(),
  atchFileModuleId: z.string().nullable(),
  files: z.array(ZAtchFile),
  ansCn: z.string().nullable(),
  ansDt: z.string().nullable(),
  likedYn: ZYn,
  /** the caller wrote it (may edit and delete) */
  mineYn: ZYn,
  prev: ZPostNeighbor,
  next: ZPostNeighbor,
  updDt: z.string(),
});
export type TPostDetail = z.infer<typeof ZPostDetail>;

/** POST /icec/api/board/:boardId/post and PUT .../post/:postId (and the admin's write). */
export const ZPostSave = z.object({
  postTtl: zRequiredText(L.postTtl),
  postCn: z.string({ error: VALIDATION_MESSAGES.required() }).max(L.postCn, VALIDATION_MESSAGES.max(L.postCn)),
  ctgryNm: emptyAsUndefined(z.string().trim().max(L.ctgryNm)),
  secretYn: ZYn.default('N'),
  /** pinned: administrators only (ignored from users) */
  noticeYn: ZYn.default('N'),
  /** the upload group of the attachments, from the first upload's answer */
  atchFileModuleId: emptyAsUndefined(ZFileModuleId),
});
export type TPostSave = z.infer<typeof ZPostSave>;

export const ZBoardPostParams = z.object({ boardId: ZBoardId, postId: ZPostId });
export const ZPostSaved = z.object({ postId: z.number().int() });

// ---- comments and likes ----
export const ZCmnt = z.object({
  cmntId: z.number().int(),
  cmntCn: z.string(),
  wrtrNm: z.string(),
  mineYn: ZYn,
  regDt: z.string(),
});
export type TCmnt = z.infer<typeof ZCmnt>;
export const ZCmntListQuery = z.object({ currentPage: ZPageQuery.shape.currentPage });
export const ZCmntListResponse = zPageOf(ZCmnt);
export type TCmntListResponse = z.infer<typeof ZCmntListResponse>;
/** The admin post page's comments: also the writer's account (as the post list shows it). */
export const ZAdminCmnt = ZCmnt.extend({ regUserId: z.string().nullable() });
export type TAdminCmnt = z.infer<typeof ZAdminCmnt>;
export const ZAdminCmntListResponse = zPageOf(ZAdminCmnt);
export type TAdminCmntListResponse = z.infer<typeof ZAdminCmntListResponse>;
export const ZCmntSave = z.object({ cmntCn: zRequiredText(L.cmntCn) });
export type TCmntSave = z.infer<typeof ZCmntSave>;
export const ZCmntParams = ZBoardPostParams.extend({ cmntId: ZCmntId });
export const ZLikeResponse = z.object({ likedYn: ZYn, likeCnt: z.number().int() });
export type TLikeResponse = z.infer<typeof ZLikeResponse>;

// ---- admin posts (/api/postMng) ----
export const ZAdminPostListQuery = ZPageQuery.extend({
  boardId: emptyAsUndefined(ZBoardId),
  searchCnd: ZBoardSearchCnd.default('ALL'),
  searchWrd: zSearchWrd(L.searchWrd),
  hideYn: emptyAsUndefined(ZYn),
  ansYn: emptyAsUndefined(ZYn),
});
export type TAdminPostListQuery = z.infer<typeof ZAdminPostListQuery>;
export const ZAdminPostItem = ZPostSummary.extend({ boardNm: z.string(), boardTypeCd: ZBoardTypeCd, hideYn: ZYn, regUserId: z.string().nullable() });
export type TAdminPostItem = z.infer<typeof ZAdminPostItem>;
export const ZAdminPostListResponse = zPageOf(ZAdminPostItem).extend({ countCappedYn: ZYn });
export type TAdminPostListResponse = z.infer<typeof ZAdminPostListResponse>;
export const ZAdminPostDetail = ZPostDetail.extend({ boardNm: z.string(), boardTypeCd: ZBoardTypeCd, hideYn: ZYn, regUserId: z.string().nullable() });
export type TAdminPostDetail = z.infer<typeof ZAdminPostDetail>;
export const ZAdminPostParams = z.object({ postId: ZPostId });
export const ZAdminCmntParams = ZAdminPostParams.extend({ cmntId: ZCmntId });
/** POST /api/postMng (the administrator writes in any board). */
export const ZAdminPostCreate = ZPostSave.extend({ boardId: ZBoardId });

export const POST_BULK_ACTIONS = { HIDE: '숨김', SHOW: '숨김 해제', PIN: '공지 고정', UNPIN: '공지 해제', MOVE: '이동', DELETE: '삭제' } as const;
export const ZPostBulk = z
  .object({
    postIds: z.array(ZPostId).min(1, VALIDATION_MESSAGES.required()).max(100),
    action: z.enum(codeKeys(POST_BULK_ACTIONS)),
    trgtBoardId: emptyAsUndefined(ZBoardId),
  })
  .refine((b) => b.action !== 'MOVE' || b.trgtBoardId !== undefined, { error: M.moveTarget, path: ['trgtBoardId'] });
export type TPostBulk = z.infer<typeof ZPostBulk>;
export const ZPostAnswer = z.object({ ansCn: z.string().max(L.postCn, VALIDATION_MESSAGES.max(L.postCn)) });
/** POST .../post/:postId/inqCnt: the view count after this visit. */
export const ZPostInqCnt = z.object({ inqCnt: z.number().int() });
