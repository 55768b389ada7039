import { BOARD_MESSAGES } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { admBoardRoutes } from '../board-adm-routes';
import { setUpPostMngTest } from './post-mng-test-data';

const routes: RouteObject[] = [adminTestRoute(admBoardRoutes)];

const calls = setUpPostMngTest();
const lastDialog = () => getDialogs().at(-1);
const listQueries = () =>
  calls()
    .filter((c) => c.url.startsWith('/api/postMng/list'))
    .map((c) => Object.fromEntries(new URL(c.url, window.location.origin).searchParams));
const bulkBodies = () =>
  calls()
    .filter((c) => c.url === '/api/postMng/bulk')
    .map((c) => JSON.parse(String(c.init.body)) as unknown);
const bulkBar = () => page.getByRole('group', { name: '선택한 게시글 일괄 처리' });

describe('posts (/admin/post)', () => {
  it('lists every board’s posts with hidden ones marked, and filters through the query', async () => {
    await renderWithProviders(null, { routes, path: '/admin/post?boardId=qna' });
    await expect.element(page.getByRole('heading', { level: 1, name: '게시글 관리' })).toBeVisible();
    const table = page.getByRole('table', { name: '게시글 목록' });
    const hiddenRow = table.getByRole('row').filter({ hasText: '진로 상담 문의' });
    await expect.element(hiddenRow.getByText('숨김', { exact: true })).toBeVisible();
    await expect.element(hiddenRow.getByText('비밀', { exact: true })).toBeVisible();
    await expect.element(hiddenRow.getByText('답변 대기')).toBeVisible();
    await expect.element(hiddenRow.getByText('한진로 (student1)')).toBeVisible();
    await expect.element(page.getByText('전체 2건')).toBeVisible();
    // the board's page links here with its id: the first list is that board's
    expect(listQueries()[0]).toMatchObject({ boardId: 'qna', currentPage: '1' });

    // the search labels end in the colon antd draws after them
    await page.getByRole('combobox', { name: /숨김 여부/ }).click();
    await page.getByTitle('숨김', { exact: true }).click();
    await page.getByRole('combobox', { name: /검색 조건/ }).click();
    await page.getByTitle('제목', { exact: true }).click();
    await userEvent.fill(page.getByRole('textbox', { name: /검색어/ }), '진로');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(() => listQueries().at(-1)).toEqual({ boardId: 'qna', hideYn: 'Y', searchCnd: 'TTL', searchWrd: '진로', currentPage: '1' });
    // a searched list is counted up to a cap
    await expect.element(page.getByText('1000건 이상')).toBeVisible();
  });

  it('asks for a choice first, then hides, moves and deletes the chosen posts after a confirmation', async () => {
    await renderWithProviders(null, { routes, path: '/admin/post' });
    await expect.element(page.getByRole('cell', { name: '공지 겨울방학 운영 안내' })).toBeVisible();

    await bulkBar().getByRole('button', { name: '숨김', exact: true }).click();
    await expect.poll(() => lastDialog()?.message).toBe('항목을 선택해 주세요.');
    closeAllDialogs();
    expect(bulkBodies()).toHaveLength(0);

    await page.getByRole('checkbox', { name: '진로 상담 문의 선택' }).click();
    await expect.element(bulkBar().getByText('1건 선택')).toBeVisible();
    await bulkBar().getByRole('button', { name: '숨김', exact: true }).click();
    await expect.poll(() => lastDialog()?.message).toBe('선택한 1건을 숨기시겠습니까?\n숨긴 글은 사용자 화면에 보이지 않습니다.');
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('정상적으로 처리되었습니다.');
    expect(bulkBodies()).toEqual([{ postIds: [2], action: 'HIDE' }]);
    closeAllDialogs();
    // done: the choice is cleared
    await expect.element(bulkBar().getByText('0건 선택')).toBeVisible();

    await page.getByRole('checkbox', { name: '이 페이지의 게시글 모두 선택' }).click();
    await bulkBar().getByRole('button', { name: '이동', exact: true }).click();
    await expect.poll(() => lastDialog()?.message).toBe(BOARD_MESSAGES.moveTarget);
    closeAllDialogs();
    await bulkBar().getByRole('combobox', { name: '옮길 게시판' }).click();
    await page.getByTitle('공지사항 (교육원 소개)').click();
    await bulkBar().getByRole('button', { name: '이동', exact: true }).click();
    await expect.poll(() => lastDialog()?.message).toBe("선택한 2건을 '공지사항' 게시판으로 옮기시겠습니까?\n옮길 게시판에 없는 분류는 지워집니다.");
    lastDialog()!.resolve(true);
    await expect.poll(() => bulkBodies().length).toBe(2);
    expect(bulkBodies()[1]).toEqual({ postIds: [1, 2], action: 'MOVE', trgtBoardId: 'notice' });
    await expect.poll(() => lastDialog()?.message).toBe('정상적으로 처리되었습니다.');
    closeAllDialogs();

    await page.getByRole('checkbox', { name: '겨울방학 운영 안내 선택' }).click();
    await bulkBar().getByRole('button', { name: '삭제', exact: true }).click();
    await expect.poll(() => lastDialog()?.message).toBe('선택한 1건을 삭제하시겠습니까?\n첨부파일과 댓글도 함께 삭제되며 되돌릴 수 없습니다.');
    // cancelled: nothing sent, the choice stays
    lastDialog()!.resolve(false);
    await expect.element(bulkBar().getByText('1건 선택')).toBeVisible();
    expect(bulkBodies()).toHaveLength(2);
    await bulkBar().getByRole('button', { name: '삭제', exact: true }).click();
    lastDialog()!.resolve(true);
    await expect.poll(() => bulkBodies().at(-1)).toEqual({ postIds: [1], action: 'DELETE' });
  });
});
