import { computePagination, type TAdminPostDetail, type TAdminPostItem, type TAtchFile, type TBoardItem } from '@portal/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs } from '../../../app/testing/render-with-providers';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';

/** Test data of the post page's tests: two boards, a pinned notice and a hidden, secret Q&A question. */

export const QNA_BOARD: TBoardItem = {
  boardId: 'qna',
  boardNm: '묻고 답하기',
  boardExpln: null,
  boardTypeCd: 'QNA',
  section: 'eduIntdcn',
  readAuthrt: ['GUEST', 'G', 'T', 'S'],
  writeAuthrt: ['G', 'T', 'S'],
  cmntAuthrt: ['G', 'T', 'S'],
  atchFileYn: 'Y',
  atchFileCnt: 3,
  atchFileSzMb: 10,
  atchFileExtns: ['pdf', 'hwp'],
  cmntYn: 'Y',
  likeYn: 'N',
  secretYn: 'Y',
  noticeYn: 'Y',
  ctgrys: ['이용 문의', '기타'],
  useYn: 'Y',
  postCnt: 1,
  registeredBy: 'system',
  registeredAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'system',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const summary = {
  ctgryNm: null,
  noticeYn: 'N',
  secretYn: 'N',
  inqCnt: 3,
  likeCnt: 0,
  cmntCnt: 0,
  atchFileYn: 'N',
  ansYn: 'N',
  thumbPath: null,
  regDt: '2026-11-02T01:00:00.000Z',
  hideYn: 'N',
} as const;

export const NOTICE_POST: TAdminPostItem = {
  ...summary,
  postId: 1,
  boardId: 'notice',
  boardNm: '공지사항',
  boardTypeCd: 'NOTICE',
  postTtl: '겨울방학 운영 안내',
  noticeYn: 'Y',
  wrtrNm: '관리자',
  regUserId: 'admin',
};

export const QNA_POST: TAdminPostItem = {
  ...summary,
  postId: 2,
  boardId: 'qna',
  boardNm: '묻고 답하기',
  boardTypeCd: 'QNA',
  ctgryNm: '이용 문의',
  postTtl: '진로 상담 문의',
  secretYn: 'Y',
  hideYn: 'Y',
  atchFileYn: 'Y',
  cmntCnt: 1,
  wrtrNm: '한진로',
  regUserId: 'student1',
};

/** Uploaded at 09:05:07 local time on 2 March 2026 (the admin list shows the browser's time). */
export const PLAN_FILE: TAtchFile = {
  fileId: 7,
  fileModuleId: '0b6e1a52-4f1c-4c0e-9d55-2f9a3c1e8b10',
  fileNo: 1,
  seqType: 'board',
  orgFileNm: 'plan.pdf',
  fileSz: 1536,
  fileExtn: 'pdf',
  regUserId: 'student1',
  regDt: new Date(2026, 2, 2, 9, 5, 7).toISOString(),
  downloadPath: '/api/common/downloadFile/board/0b6e1a52-4f1c-4c0e-9d55-2f9a3c1e8b10/1',
  imagePath: null,
};

export const QNA_DETAIL: TAdminPostDetail = {
  ...QNA_POST,
  postCn: '<p>진로 상담은 어떻게 신청하나요?</p>',
  atchFileModuleId: PLAN_FILE.fileModuleId,
  files: [PLAN_FILE],
  ansCn: null,
  ansDt: null,
  likedYn: 'N',
  mineYn: 'N',
  prev: null,
  next: null,
  updDt: '2026-11-02T01:00:00.000Z',
};

const OPTIONS = [
  { boardId: 'notice', boardNm: '공지사항', boardTypeCd: 'NOTICE', section: 'eduIntdcn' },
  { boardId: 'qna', boardNm: '묻고 답하기', boardTypeCd: 'QNA', section: 'eduIntdcn' },
];

const OK = { result: 'SUCCESS' };

/** The admin API as the post page calls it; a keyword search answers a capped count. */
export function stubPostApi() {
  return stubFetch((url, init) => {
    const { pathname: path, searchParams } = new URL(url, window.location.origin);
    const method = init.method ?? 'GET';
    if (path === '/api/boardMng/options') return json({ list: OPTIONS });
    if (path === '/api/boardMng/qna') return json(QNA_BOARD);
    if (path === '/api/postMng/list') {
      const capped = searchParams.has('searchWrd');
      return json({ list: [NOTICE_POST, QNA_POST], pagination: computePagination(capped ? 1000 : 2, 1), countCappedYn: capped ? 'Y' : 'N' });
    }
    const changes = ['/api/postMng/bulk', '/api/common/removeFile/typeBoard', '/api/postMng/2/answer', '/api/postMng/2/cmnt/5'];
    if (changes.includes(path) && method !== 'GET') return json(OK);
    if (path === '/api/postMng/2' && method === 'GET') return json(QNA_DETAIL);
    if (path === '/api/postMng/2' && method === 'PUT') return json({ postId: 2 });
    if (path === '/api/postMng' && method === 'POST') return json({ postId: 3 });
    if (path === '/api/postMng/2/cmnt') {
      const cmnt = { cmntId: 5, cmntCn: '저도 궁금해요', wrtrNm: '김학생', mineYn: 'N', regUserId: 'student2', regDt: '2026-11-03T01:00:00.000Z' };
      return json({ list: [cmnt], pagination: computePagination(1, 1) });
    }
    if (path === '/api/common/fileUpload') {
      return json({ ...PLAN_FILE, fileId: 8, fileNo: 2, orgFileNm: 'answer.hwp', fileExtn: 'hwp', fileSz: 2048, regUserId: 'admin' });
    }
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  });
}

/** Each test of the post page: an administrator's wide browser and the stubbed API; the answer lists the requests sent. */
export function setUpPostMngTest(): () => TFetchCall[] {
  let calls: TFetchCall[] = [];
  beforeEach(async () => {
    await page.viewport(1400, 900);
    setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
    ({ calls } = stubPostApi());
  });
  afterEach(() => {
    closeAllDialogs();
    vi.unstubAllGlobals();
    clearLoginUser();
    sessionStorage.clear();
  });
  return () => calls;
}
