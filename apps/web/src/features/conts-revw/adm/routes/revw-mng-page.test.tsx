import { computePagination, REVW_MESSAGES, type TRevwAvgItem, type TRevwMngItem } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../../app/testing/render-with-providers';
import { getDialogs } from '../../../../components/modal/modal-store';
import { setLoginUser } from '../../../../lib/auth-storage';
import { admContsRevwRoutes } from '../revw-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admContsRevwRoutes)];

const ROW: TRevwMngItem = {
  revwId: 5,
  trgtSeCd: 'CONTS',
  trgtId: 3,
  trgtTtl: '나를 알아 가는 진로 탐색 활동지',
  userId: 'student1',
  writerNm: '한진로',
  rtng: 2,
  revwCn: '연락 주세요 010-1234-5678',
  hideYn: 'N',
  hideRsn: null,
  ansCn: null,
  ansAt: null,
  registeredAt: '2030-03-01T01:00:00.000Z',
};
const HIDDEN: TRevwMngItem = {
  ...ROW,
  revwId: 6,
  trgtSeCd: 'PRGRM',
  trgtTtl: '드론 과학 탐구',
  userId: 'student2',
  writerNm: '김학생',
  rtng: 1,
  revwCn: '별로였어요 정말로',
  hideYn: 'Y',
  hideRsn: '비방',
};
const AVG: TRevwAvgItem = { trgtSeCd: 'CONTS', trgtId: 3, trgtTtl: '나를 알아 가는 진로 탐색 활동지', revwCnt: 4, avgRtng: 4.25, hiddenCnt: 1 };

let calls: TFetchCall[];
const lastDialog = () => getDialogs().at(-1)?.message;
const sent = (method: string, url: string) =>
  calls.filter((c) => c.init.method === method && c.url === url).map((c) => JSON.parse(String(c.init.body)) as unknown);
const listQueries = () =>
  calls.filter((c) => c.url.startsWith('/api/contentReview?')).map((c) => Object.fromEntries(new URL(c.url, window.location.origin).searchParams));

beforeEach(() => {
  localStorage.clear();
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url) => {
    if (url.startsWith('/api/contentReview/avg'))
      return json({
        list: [AVG, { ...AVG, trgtSeCd: 'PRGRM', trgtId: 9, trgtTtl: '드론 과학 탐구', revwCnt: 0, avgRtng: 0, hiddenCnt: 1 }],
        pagination: computePagination(2, 1),
      });
    if (url.startsWith('/api/contentReview?')) return json({ list: [ROW, HIDDEN], pagination: computePagination(2, 1) });
    if (url === '/api/contentReview/5/hide') return json({ result: 'SUCCESS', message: REVW_MESSAGES.hidden });
    if (url === '/api/contentReview/6/hide') return json({ result: 'SUCCESS', message: REVW_MESSAGES.shown });
    if (url === '/api/contentReview/excel') return new Response(new Blob(['xlsx']), { status: 200 });
    if (url === '/api/contentReview/5/answer') return json({ result: 'SUCCESS', message: REVW_MESSAGES.answered });
    return json({ code: 'NOT_FOUND', message: '없음' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
});

describe('콘텐츠 후기 관리 (/admin/contentReview)', () => {
  it('lists reviews with the writer in full, state and answer, and searches by kind, hidden flag, period and keyword', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contentReview' });
    await expect.element(page.getByRole('heading', { level: 1, name: '콘텐츠 후기 관리' })).toBeVisible();
    const table = page.getByRole('table', { name: '후기 목록' });
    const row = table.getByRole('row').filter({ hasText: '나를 알아 가는' });
    await expect.element(row.getByText('한진로 (student1)')).toBeVisible();
    await expect.element(row.getByText('2점')).toBeVisible();
    await expect.element(row.getByText('공개', { exact: true })).toBeVisible();
    await expect.element(row.getByText('답변 없음')).toBeVisible();
    const hiddenRow = table.getByRole('row').filter({ hasText: '드론 과학 탐구' });
    await expect.element(hiddenRow.getByText('숨김', { exact: true })).toBeVisible();
    await expect.element(hiddenRow.getByText('숨긴 사유: 비방')).toBeVisible();
    await expect.element(hiddenRow.getByText('융합활동 프로그램')).toBeVisible();
    await expect.element(page.getByText('전체 2건')).toBeVisible();

    await page.getByRole('combobox', { name: /대상 구분/ }).click();
    await page.getByTitle('콘텐츠', { exact: true }).click();
    await page.getByRole('combobox', { name: /숨김 여부/ }).click();
    await page.getByTitle('숨김', { exact: true }).click();
    await userEvent.fill(page.getByRole('textbox', { name: /검색어/ }), '활동지');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(() => listQueries().at(-1)).toEqual({ trgtSeCd: 'CONTS', hideYn: 'Y', searchWrd: '활동지', currentPage: '1' });
  });

  it('hides a review only with a reason, shows a hidden one again after a confirmation, and answers', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contentReview' });
    await page.getByRole('button', { name: '나를 알아 가는 진로 탐색 활동지, 한진로의 후기 숨기기' }).click();
    const hideDialog = page.getByRole('dialog', { name: '후기 숨기기: 나를 알아 가는 진로 탐색 활동지, 한진로' });
    await expect.element(hideDialog.getByText(/평균 평점에서 빠집니다/)).toBeVisible();
    // the dialog has finished opening when it focuses the reason (afterOpenChange)
    await expect.element(hideDialog.getByRole('textbox', { name: /숨기는 사유/ })).toHaveFocus();
    await hideDialog.getByRole('button', { name: '숨기기' }).click();
    await expect.element(hideDialog.getByText(REVW_MESSAGES.hideRsnRequired)).toBeVisible();
    expect(sent('PUT', '/api/contentReview/5/hide')).toEqual([]);
    await hideDialog.getByLabelText('숨기는 사유').fill('개인정보(전화번호)가 들어 있음');
    await hideDialog.getByRole('button', { name: '숨기기' }).click();
    await expect.poll(lastDialog).toBe(REVW_MESSAGES.hidden);
    closeAllDialogs();
    expect(sent('PUT', '/api/contentReview/5/hide')).toEqual([{ hideYn: 'Y', hideRsn: '개인정보(전화번호)가 들어 있음' }]);

    await page.getByRole('button', { name: '드론 과학 탐구, 김학생의 후기 다시 보이기' }).click();
    await expect.poll(lastDialog).toBe('이 후기를 다시 보이게 하시겠습니까?\n평균 평점에 다시 포함됩니다.');
    getDialogs().at(-1)!.resolve(true);
    await expect.poll(lastDialog).toBe(REVW_MESSAGES.shown);
    closeAllDialogs();
    expect(sent('PUT', '/api/contentReview/6/hide')).toEqual([{ hideYn: 'N' }]);

    await page.getByRole('button', { name: '나를 알아 가는 진로 탐색 활동지, 한진로의 후기에 답변' }).click();
    const answerDialog = page.getByRole('dialog', { name: '후기 답변: 나를 알아 가는 진로 탐색 활동지, 한진로' });
    await expect.element(answerDialog.getByRole('textbox', { name: /답변 내용/ })).toHaveFocus();
    await answerDialog.getByLabelText('답변 내용').fill('  개인정보는 지우고 다시 남겨 주세요.  ');
    await answerDialog.getByRole('button', { name: '저장' }).click();
    await expect.poll(lastDialog).toBe(REVW_MESSAGES.answered);
    expect(sent('PUT', '/api/contentReview/5/answer')).toEqual([{ ansCn: '개인정보는 지우고 다시 남겨 주세요.' }]);
    closeAllDialogs();
    // saved: the answer dialog closes
    await expect.element(answerDialog).not.toBeInTheDocument();
    expect(getDialogs()).toHaveLength(0);
  });

  it('shows the average per target on its own tab, and the Excel export asks for the reason', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contentReview' });
    await page.getByRole('combobox', { name: /숨김 여부/ }).click();
    await page.getByTitle('숨김', { exact: true }).click();
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.getByRole('button', { name: '엑셀 내려받기' }).click();
    const dialog = page.getByRole('dialog', { name: '후기 목록 내려받기' });
    await expect.element(dialog.getByRole('textbox', { name: /내려받기 사유/ })).toHaveFocus();
    await dialog.getByRole('button', { name: '내려받기' }).click();
    await expect.element(dialog.getByText('내려받기 사유를 입력해 주세요.')).toBeVisible();
    expect(sent('POST', '/api/contentReview/excel')).toEqual([]);
    await dialog.getByRole('textbox', { name: /내려받기 사유/ }).fill('숨긴 후기 현황 보고');
    await dialog.getByRole('button', { name: '내려받기' }).click();
    await expect.poll(() => sent('POST', '/api/contentReview/excel')).toEqual([{ hideYn: 'Y', reason: '숨긴 후기 현황 보고' }]);

    await page.getByRole('tab', { name: '평균 평점' }).click();
    const table = page.getByRole('table', { name: '대상별 평균 평점' });
    const row = table.getByRole('row').filter({ hasText: '나를 알아 가는' });
    await expect.element(row.getByText('4.3 / 5')).toBeVisible();
    await expect.element(row.getByText('4건')).toBeVisible();
    await expect.element(row.getByText('1건')).toBeVisible();
    // no visible review: no average
    await expect.element(table.getByRole('row').filter({ hasText: '드론 과학 탐구' }).getByText('-', { exact: true })).toBeVisible();
    await expect.element(page.getByText('평균 평점은 숨기지 않은 후기만으로 계산합니다.')).toBeVisible();
  });
});
