import type { TAtchFile, TCmnt } from '@portal/contract';
import { computePagination } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { setNavigator } from '../../../lib/api';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { boardInfo, detail, listPage, NOT_FOUND, summary, testRoutes } from './board-test-fixtures';

const GROUP = '0b7c5a52-5f5e-4c1e-9a51-2f4a3c1d9e10';
const FILE: TAtchFile = {
  fileId: 41,
  fileModuleId: GROUP,
  fileNo: 1,
  seqType: 'board',
  orgFileNm: '진로캠프 안내문.hwp',
  fileSz: 2048,
  fileExtn: 'hwp',
  regUserId: 'teacher1',
  regDt: '2026-03-02T01:00:00.000Z',
  downloadPath: `/api/common/downloadFile/board/${GROUP}/1`,
  imagePath: null,
};
const BOARD = boardInfo({
  boardId: 'free',
  boardNm: '자유게시판',
  boardTypeCd: 'GENERAL',
  section: 'cmnty',
  cmntYn: 'Y',
  likeYn: 'Y',
  canWrite: true,
  canCmnt: true,
});

let calls: TFetchCall[];
let liked: boolean;
let cmnts: TCmnt[];
const bodyOf = (call: TFetchCall | undefined) => (call?.init.body ? JSON.parse(String(call.init.body)) : undefined);
const callsTo = (method: string, url: string) => calls.filter((c) => (c.init.method ?? 'GET') === method && c.url === url);

beforeEach(() => {
  sessionStorage.clear();
  setLoginUser({ userId: 'teacher1', userNm: '김교사', userTypeCd: 'T', isLogin: 'Y' });
  liked = false;
  cmnts = [{ cmntId: 1, cmntCn: '좋은 정보 감사합니다.', wrtrNm: '이학생', mineYn: 'N', regDt: '2026-03-03T01:00:00.000Z' }];
  ({ calls } = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const post = '/icec/api/board/free/post';
    if (url === '/icec/api/board/free') return json(BOARD);
    if (url.startsWith(`${post}?`)) return json(listPage([summary(30, { boardId: 'free' })], 1));
    if (url === `${post}/30`) {
      return method === 'DELETE'
        ? json({ result: 'SUCCESS' })
        : json(
            detail(30, {
              boardId: 'free',
              postTtl: '진로캠프 후기',
              mineYn: 'Y',
              likeCnt: liked ? 4 : 3,
              likedYn: liked ? 'Y' : 'N',
              atchFileYn: 'Y',
              atchFileModuleId: GROUP,
              files: [FILE],
              prev: { postId: 29, postTtl: '지난 글' },
              next: null,
            }),
          );
    }
    if (url === `${post}/29`) return json(detail(29, { boardId: 'free', postTtl: '지난 글', next: { postId: 30, postTtl: '진로캠프 후기' } }));
    if (url === `${post}/28`)
      return json({ code: 'FORBIDDEN', message: '비밀글은 작성자와 관리자만 볼 수 있습니다.', data: { returnUrl: '/cmnty/board/free' } }, 403);
    if (/\/post\/\d+\/inqCnt$/.test(url)) return json({ inqCnt: 99 });
    if (url === `${post}/30/like`) {
      liked = !liked;
      return json({ likedYn: liked ? 'Y' : 'N', likeCnt: liked ? 4 : 3 });
    }
    if (url.startsWith(`${post}/30/cmnt?`) || url.startsWith(`${post}/29/cmnt?`)) return json({ list: cmnts, pagination: computePagination(cmnts.length, 1) });
    if (url === `${post}/30/cmnt` && method === 'POST') {
      const cmnt: TCmnt = { cmntId: 2, cmntCn: bodyOf({ url, init }).cmntCn, wrtrNm: '김교사', mineYn: 'Y', regDt: '2026-03-04T01:00:00.000Z' };
      cmnts = [...cmnts, cmnt];
      return json(cmnt);
    }
    if (url === `${post}/30/cmnt/2` && method === 'DELETE') {
      cmnts = cmnts.filter((c) => c.cmntId !== 2);
      return json({ result: 'SUCCESS' });
    }
    if (url === FILE.downloadPath) return new Response(new Blob(['hwp']), { headers: { orgFileNm: encodeURIComponent(FILE.orgFileNm) } });
    return NOT_FOUND();
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

async function open(path: string, state?: unknown) {
  const rendered = await renderWithProviders(null, { routes: testRoutes, path });
  setNavigator((to) => void rendered.router.navigate(to));
  if (state) await rendered.router.navigate(path, { state, replace: true });
  return rendered;
}

describe('a post (/:section/board/:boardId/:postId)', () => {
  it('shows title, writer, date, body and files, counts the view once and downloads a file', async () => {
    await open('/cmnty/board/free/30');
    await expect.element(page.getByRole('heading', { level: 1, name: '진로캠프 후기' })).toBeVisible();
    await expect.element(page.getByText('내용', { exact: true })).toBeVisible();
    expect(document.querySelector('.board-view__body strong')?.textContent).toBe('내용');
    await expect.element(page.getByRole('definition').filter({ hasText: '김교사' })).toBeVisible();
    await expect.element(page.getByText('2026-03-02')).toBeVisible();
    // the count the server answered after this visit
    await expect.element(page.getByRole('definition').filter({ hasText: '99' })).toBeVisible();
    expect(callsTo('POST', '/icec/api/board/free/post/30/inqCnt')).toHaveLength(1);

    const download = page.getByRole('button', { name: '진로캠프 안내문.hwp 내려받기' });
    await download.click();
    await expect.poll(() => callsTo('GET', FILE.downloadPath)).toHaveLength(1);
    expect(callsTo('POST', '/icec/api/board/free/post/30/inqCnt')).toHaveLength(1);
  });

  it('toggles the like, with its count and pressed state', async () => {
    await open('/cmnty/board/free/30');
    const like = page.getByRole('button', { name: '좋아요 3' });
    await expect.element(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect.element(page.getByRole('button', { name: '좋아요 4' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '좋아요 4' }).click();
    await expect.element(page.getByRole('button', { name: '좋아요 3' })).toHaveAttribute('aria-pressed', 'false');
    expect(callsTo('POST', '/icec/api/board/free/post/30/like')).toHaveLength(2);
  });

  it('adds a comment (validated) and deletes one’s own after a confirm', async () => {
    await open('/cmnty/board/free/30');
    const section = page.getByRole('region', { name: /^댓글/ });
    await expect.element(section.getByText('좋은 정보 감사합니다.')).toBeVisible();
    await section.getByRole('button', { name: '댓글 등록' }).click();
    await expect.element(section.getByText('필수 입력 항목입니다.')).toBeVisible();
    await expect.element(section.getByLabelText('댓글 입력')).toHaveFocus();

    await section.getByLabelText('댓글 입력').fill('저도 다녀왔어요.');
    await section.getByRole('button', { name: '댓글 등록' }).click();
    await expect.element(section.getByText('저도 다녀왔어요.')).toBeVisible();
    expect(bodyOf(callsTo('POST', '/icec/api/board/free/post/30/cmnt')[0])).toEqual({ cmntCn: '저도 다녀왔어요.' });
    await expect.element(section.getByLabelText('댓글 입력')).toHaveValue('');
    // only one's own comment can be deleted
    expect(section.getByRole('button', { name: '댓글 삭제' }).elements()).toHaveLength(1);

    await section.getByRole('button', { name: '댓글 삭제' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('삭제하시겠습니까?');
    await page.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => callsTo('DELETE', '/icec/api/board/free/post/30/cmnt/2')).toHaveLength(1);
    await expect.element(section.getByText('저도 다녀왔어요.')).not.toBeInTheDocument();
  });

  it('goes to the previous post, moving the keyboard to its title and counting that view', async () => {
    await open('/cmnty/board/free/30');
    const neighbors = page.getByRole('navigation', { name: '이전 글, 다음 글' });
    await expect.element(neighbors).toHaveTextContent('이전 글지난 글다음 글없습니다.');
    await neighbors.getByRole('link', { name: '지난 글' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: '지난 글' })).toHaveFocus();
    await expect.element(neighbors.getByRole('link', { name: '진로캠프 후기' })).toHaveAttribute('href', '/cmnty/board/free/30');
    await expect.poll(() => callsTo('POST', '/icec/api/board/free/post/29/inqCnt')).toHaveLength(1);
    // not the writer: no edit or delete
    expect(page.getByRole('link', { name: '수정' }).query()).toBeNull();
  });

  it('deletes one’s own post after a confirm and returns to the list with its search', async () => {
    const { router } = await open('/cmnty/board/free/30', { listSearch: 'searchWrd=%EC%BA%A0%ED%94%84' });
    await expect.element(page.getByRole('link', { name: '수정' })).toHaveAttribute('href', '/cmnty/board/free/30/update');
    await page.getByRole('button', { name: '삭제' }).click();
    await page.getByRole('button', { name: '취소' }).click();
    expect(callsTo('DELETE', '/icec/api/board/free/post/30')).toHaveLength(0);

    await page.getByRole('button', { name: '삭제' }).click();
    await page.getByRole('button', { name: '확인' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('삭제되었습니다.');
    await page.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => router.state.location.pathname + router.state.location.search).toBe('/cmnty/board/free?searchWrd=%EC%BA%A0%ED%94%84');
    expect(callsTo('DELETE', '/icec/api/board/free/post/30')).toHaveLength(1);
    await expect.element(page.getByRole('heading', { level: 1, name: '자유게시판' })).toHaveFocus();
  });

  it('a post that is not there is the not-found page, without a dialog first', async () => {
    await open('/cmnty/board/free/999');
    await expect.element(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
    expect(page.getByRole('alertdialog').query()).toBeNull();
  });

  it('a secret post of someone else: the server’s message, then back to the list (spec §6 returnUrl), and no view counted', async () => {
    const { router } = await open('/cmnty/board/free/28');
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('비밀글은 작성자와 관리자만 볼 수 있습니다.');
    await page.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/cmnty/board/free');
    expect(calls.some((c) => c.url.endsWith('/28/inqCnt'))).toBe(false);
  });

  it('a guest sees the comments, is offered the login for a like, and has no comment form', async () => {
    clearLoginUser();
    vi.unstubAllGlobals();
    ({ calls } = stubFetch((url) => {
      if (url === '/icec/api/board/free') return json({ ...BOARD, canWrite: false, canCmnt: false });
      if (url === '/icec/api/board/free/post/30') return json(detail(30, { boardId: 'free', postTtl: '진로캠프 후기', likeCnt: 3 }));
      if (url.startsWith('/icec/api/board/free/post/30/cmnt?')) return json({ list: cmnts, pagination: computePagination(1, 1) });
      if (url.endsWith('/inqCnt')) return json({ inqCnt: 12 });
      return NOT_FOUND();
    }));
    const { router } = await open('/cmnty/board/free/30');
    await expect.element(page.getByText('좋은 정보 감사합니다.')).toBeVisible();
    expect(page.getByLabelText('댓글 입력').query()).toBeNull();
    await expect.element(page.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login?redirectUrl=%2Fcmnty%2Fboard%2Ffree%2F30');
    await page.getByRole('button', { name: '좋아요 3' }).click();
    await expect
      .element(page.getByRole('alertdialog'))
      .toHaveAccessibleDescription('좋아요는 로그인한 회원만 할 수 있습니다. 로그인 화면으로 이동하시겠습니까?');
    await page.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(calls.some((c) => c.url.endsWith('/like'))).toBe(false);
  });
});
