import { computePagination, type TBoardInfo, type TPostDetail, type TPostListResponse, type TPostSummary } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { json } from '../../../app/testing/fetch-stub';
import { boardRoutes } from '../board-routes';
import { BoardListPage } from './board-list-page';
import { PostViewPage } from './post-view-page';
import { PostUpdatePage, PostWritePage } from './post-write-page';

// loaded up front: a lazy first route makes the memory router warn about a missing HydrateFallback
const PAGES = [BoardListPage, PostWritePage, PostViewPage, PostUpdatePage];

/** The board pages on the paths the app serves them at, with the pages they lead to. */
export const testRoutes: RouteObject[] = [
  ...boardRoutes.map(({ path, handle }, index) => ({ path: `/${path}`, handle, Component: PAGES[index] })),
  { path: '/login', Component: () => <p>로그인 화면</p> },
  { path: '/main', Component: () => <p>메인 화면</p> },
];

export const NOT_FOUND = () => json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);

export const boardInfo = (over: Partial<TBoardInfo> = {}): TBoardInfo => ({
  boardId: 'notice',
  boardNm: '공지사항',
  boardExpln: '교육원의 새 소식과 안내를 알려 드립니다.',
  boardTypeCd: 'NOTICE',
  section: 'eduIntdcn',
  atchFileYn: 'Y',
  atchFileCnt: 3,
  atchFileSzMb: 100,
  atchFileExtns: [],
  cmntYn: 'N',
  likeYn: 'N',
  secretYn: 'N',
  ctgrys: [],
  canWrite: false,
  canCmnt: false,
  loginToWrite: false,
  ...over,
});

export const summary = (postId: number, over: Partial<TPostSummary> = {}): TPostSummary => ({
  postId,
  boardId: 'notice',
  ctgryNm: null,
  postTtl: `게시글 ${postId}`,
  noticeYn: 'N',
  secretYn: 'N',
  wrtrNm: '김교사',
  inqCnt: 10 + postId,
  likeCnt: 0,
  cmntCnt: 0,
  atchFileYn: 'N',
  ansYn: 'N',
  thumbPath: null,
  regDt: '2026-03-02T01:00:00.000Z',
  ...over,
});

export const detail = (postId: number, over: Partial<TPostDetail> = {}): TPostDetail => ({
  ...summary(postId),
  postCn: '<p>본문 <strong>내용</strong>입니다.</p>',
  atchFileModuleId: null,
  files: [],
  ansCn: null,
  ansDt: null,
  likedYn: 'N',
  mineYn: 'N',
  prev: null,
  next: null,
  updDt: '2026-03-02T01:00:00.000Z',
  ...over,
});

/** A list answer: `list` on page `currentPage` of `countItem` posts. */
export const listPage = (list: TPostSummary[], countItem: number, currentPage = 1, over: Partial<TPostListResponse> = {}): TPostListResponse => ({
  list,
  pagination: computePagination(countItem, currentPage),
  pinned: [],
  countCappedYn: 'N',
  ...over,
});

export const searchOf = (url: string) => Object.fromEntries(new URL(url, 'http://test').searchParams);
