import { BOARD_MESSAGES, computePagination, type TBoardItem, VALIDATION_MESSAGES } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { admBoardRoutes } from '../board-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admBoardRoutes)];

const BOARD: TBoardItem = {
  boardId: 'notice',
  boardNm: '공지사항',
  boardExpln: '교육원의 새 소식',
  boardTypeCd: 'NOTICE',
  section: 'eduIntdcn',
  readAuthrt: ['GUEST', 'G', 'T', 'S'],
  writeAuthrt: [],
  cmntAuthrt: [],
  atchFileYn: 'Y',
  atchFileCnt: 3,
  atchFileSzMb: 100,
  atchFileExtns: [],
  cmntYn: 'N',
  likeYn: 'N',
  secretYn: 'N',
  noticeYn: 'Y',
  ctgrys: [],
  useYn: 'Y',
  postCnt: 12,
  registeredBy: 'system',
  registeredAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'system',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

let calls: TFetchCall[];
const lastDialog = () => getDialogs().at(-1);
const sent = (method: string) => calls.filter((c) => c.init.method === method);
const bodyOf = (call: TFetchCall | undefined) => JSON.parse(String(call?.init.body)) as Record<string, unknown>;

beforeEach(async () => {
  await page.viewport(1280, 900);
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    if (path === '/api/boardMng/list') return json({ list: [BOARD], pagination: computePagination(1, 1) });
    if (path === '/api/boardMng' && init.method === 'POST') return json({ ...BOARD, ...bodyOf({ url, init }), postCnt: 0 });
    if (path === '/api/boardMng/notice' && init.method === 'PUT') return json({ ...BOARD, ...bodyOf({ url, init }) });
    if (path === '/api/boardMng/notice' && init.method === 'DELETE') return json({ code: 'BOARD_HAS_POSTS', message: BOARD_MESSAGES.boardHasPosts }, 400);
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
  sessionStorage.clear();
});

describe('boards (/admin/board)', () => {
  it('lists the boards and searches by type and keyword', async () => {
    await renderWithProviders(null, { routes, path: '/admin/board' });
    await expect.element(page.getByRole('heading', { level: 1, name: '게시판 관리' })).toBeVisible();
    // the name, and the kind of the same name
    await expect.poll(() => page.getByRole('cell', { name: '공지사항' }).elements()).toHaveLength(2);
    await expect.element(page.getByRole('cell', { name: '교육원 소개' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '12' })).toBeVisible();

    // the search labels end in the colon antd draws after them
    await page.getByRole('combobox', { name: /게시판 유형/ }).click();
    await page.getByTitle('묻고 답하기').click();
    await userEvent.fill(page.getByRole('textbox', { name: /게시판 ID·게시판명/ }), '질문');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(() => calls.at(-1)?.url).toContain('boardTypeCd=QNA');
    const query = new URL(calls.at(-1)!.url, window.location.origin).searchParams;
    expect(Object.fromEntries(query)).toEqual({ boardTypeCd: 'QNA', searchWrd: '질문', currentPage: '1' });
  });

  it('says the contract rules in the form, then posts the whole board', async () => {
    await renderWithProviders(null, { routes, path: '/admin/board' });
    await page.getByRole('button', { name: '게시판 등록' }).click();
    const form = page.getByRole('dialog', { name: '게시판 등록' });
    await userEvent.fill(form.getByLabelText('게시판 ID'), '1qna');
    await form.getByRole('button', { name: '저장' }).click();
    await expect.element(form.getByText(BOARD_MESSAGES.boardId)).toBeVisible();
    await expect.element(form.getByText(VALIDATION_MESSAGES.required())).toBeVisible();
    // the first invalid field takes the focus (spec §5)
    await expect.element(form.getByLabelText('게시판 ID')).toHaveFocus();
    expect(sent('POST')).toHaveLength(0);

    await userEvent.fill(form.getByLabelText('게시판 ID'), 'event_qna');
    await userEvent.fill(form.getByLabelText('게시판명'), '행사 문의');
    // the required mark is part of the label's accessible name
    await form.getByRole('combobox', { name: /게시판 유형/ }).click();
    await page.getByTitle('묻고 답하기').click();
    await form.getByRole('group', { name: '읽기 권한' }).getByRole('checkbox', { name: '비회원' }).click();
    await form.getByRole('group', { name: '쓰기 권한' }).getByRole('checkbox', { name: '학생' }).click();
    await form.getByRole('switch', { name: '첨부파일 사용' }).click();
    await userEvent.fill(form.getByLabelText('첨부파일 개수'), '3');
    await form.getByRole('group', { name: '첨부 가능 확장자' }).getByRole('checkbox', { name: 'pdf' }).click();
    await form.getByRole('switch', { name: '비밀글 사용' }).click();
    await userEvent.type(form.getByLabelText('분류'), '행사{Enter}기타{Enter}');
    await form.getByRole('button', { name: '저장' }).click();
    await confirmSave();

    await expect.poll(() => lastDialog()?.message).toBe('저장되었습니다.');
    expect(bodyOf(sent('POST')[0])).toEqual({
      boardId: 'event_qna',
      boardNm: '행사 문의',
      boardExpln: '',
      boardTypeCd: 'QNA',
      section: 'cmnty',
      readAuthrt: ['G', 'T', 'S'],
      writeAuthrt: ['S'],
      cmntAuthrt: [],
      atchFileYn: 'Y',
      atchFileCnt: 3,
      atchFileSzMb: 100,
      atchFileExtns: ['pdf'],
      cmntYn: 'N',
      likeYn: 'N',
      secretYn: 'Y',
      noticeYn: 'N',
      ctgrys: ['행사', '기타'],
      useYn: 'Y',
    });
  });

  it('edits a board with its id as text, and says why a board with posts is not deleted', async () => {
    await renderWithProviders(null, { routes, path: '/admin/board' });
    await page.getByRole('button', { name: '공지사항 수정' }).click();
    const form = page.getByRole('dialog', { name: '게시판 수정' });
    // a key once saved is text, not an input
    await expect.element(form.getByText('notice', { exact: true })).toBeVisible();
    expect(form.getByLabelText('게시판 ID').query()).toBeNull();
    await expect.element(form.getByText('게시판 ID는 등록한 뒤에는 바꿀 수 없습니다.')).toBeVisible();
    await userEvent.fill(form.getByLabelText('게시판명'), '새 소식');
    await form.getByRole('button', { name: '저장' }).click();
    await confirmSave();
    await expect.poll(() => sent('PUT')).toHaveLength(1);
    expect(new URL(sent('PUT')[0]!.url, window.location.origin).pathname).toBe('/api/boardMng/notice');
    expect(bodyOf(sent('PUT')[0])).toMatchObject({ boardId: 'notice', boardNm: '새 소식', atchFileYn: 'Y', atchFileCnt: 3, noticeYn: 'Y' });
    await expect.poll(() => lastDialog()?.message).toBe('저장되었습니다.');
    closeAllDialogs();

    await page.getByRole('button', { name: '공지사항 삭제' }).click();
    await expect.poll(() => lastDialog()?.message).toBe('공지사항\n삭제하시겠습니까?');
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe(BOARD_MESSAGES.boardHasPosts);
    expect(sent('DELETE')).toHaveLength(1);
  });
});
