import { computePagination, POINT_MESSAGES, type TLedgerRow, type TPointHistoryResponse } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../../app/testing/render-with-providers';
import { getDialogs } from '../../../../components/modal/modal-store';
import { setNavigator } from '../../../../lib/api';
import { clearLoginUser, setLoginUser } from '../../../../lib/auth-storage';
import { MyPointPage } from './my-point-page';

const routes = [
  { path: '/myPage/cmpnPoint/myPoint', element: <MyPointPage /> },
  { path: '/main', element: <p>홈 화면</p> },
  { path: '/eduIntdcn/board/free/7', element: <p>게시글 화면</p> },
];

const CODES = {
  codeList: [
    { comCd: 'LGN', comCdNm: '로그인' },
    { comCd: 'CMNT', comCdNm: '댓글 작성' },
    { comCd: 'LIKE', comCdNm: '좋아요' },
    { comCd: 'GDS', comCdNm: '상품 교환' },
  ].map((code, index) => ({ ...code, upComCdId: 'POINT_TYPE', cdExpln: null, sortSeq: index + 1 })),
};

const row = (ledgerId: number, over: Partial<TLedgerRow> = {}): TLedgerRow => ({
  ledgerId,
  pointTypeCd: 'LGN',
  points: 10,
  balanceAfter: 10,
  reason: '로그인',
  srcUrl: null,
  regDt: '2026-03-02T00:30:00.000Z',
  ...over,
});

function historyOf(list: TLedgerRow[], countItem = list.length, currentPage = 1): TPointHistoryResponse {
  return { balance: 1234, monthEarned: 16, list, pagination: computePagination(countItem, currentPage) };
}

const FIRST_PAGE = [
  row(3, { pointTypeCd: 'LIKE', points: 1, balanceAfter: 16, reason: '좋아요: 진로 캠프 후기', srcUrl: '/eduIntdcn/board/free/7' }),
  row(2, { pointTypeCd: 'GDS', points: -5, balanceAfter: 15, reason: '상품 교환: 문구 세트' }),
  row(1, { pointTypeCd: 'CMNT', points: 5, balanceAfter: 20, reason: '바깥 주소', srcUrl: 'https://evil.example/x' }),
];

/** The figures of the summary: [term, value] pairs of its description list. */
const figuresOf = (region: Element) =>
  [...region.querySelectorAll('dl > div')].map((pair) => [pair.querySelector('dt')?.textContent, pair.querySelector('dd')?.textContent]);

let calls: TFetchCall[];
const historyCalls = () => calls.filter((c) => c.url.startsWith('/icec/api/cmpnPointAply/history'));
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

function stubServer(history: (query: Record<string, string>) => Response = () => json(historyOf(FIRST_PAGE, 23))) {
  ({ calls } = stubFetch((url) => {
    if (url.startsWith('/icec/api/manageCode/list')) return json(CODES);
    if (url.startsWith('/icec/api/cmpnPointAply/history')) return history(queryOf(url));
    return json({ code: 'NOT_FOUND', message: '없음' }, 404);
  }));
}

beforeEach(() => {
  sessionStorage.clear();
  setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' });
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('/myPage/cmpnPoint/myPoint', () => {
  it('shows the balance, this month, the links and the history with Korean types, signed amounts and links to sources', async () => {
    stubServer();
    await renderWithProviders(null, { routes, path: '/myPage/cmpnPoint/myPoint' });
    const figures = page.getByRole('region', { name: '포인트 현황' });
    await expect.element(figures).toBeVisible();
    expect(figuresOf(figures.element())).toEqual([
      ['보유 포인트', '1,234점'],
      ['이번 달 적립', '16점'],
    ]);
    const links = page.getByRole('navigation', { name: '포인트 사용과 참여' }).getByRole('link');
    expect(links.elements().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['캠페인 신청', '/myPage/cmpnPoint/cmpnPointAply'],
      ['쿠폰 응모', '/myPage/cmpnPoint/dayBsdCpn'],
      ['포인트 상품', '/myPage/cmpnPoint/pointBsdGds'],
    ]);

    const table = page.getByRole('table', { name: /포인트 내역/ });
    await expect.element(table).toBeVisible();
    expect(
      table
        .getByRole('columnheader')
        .elements()
        .map((th) => th.textContent),
    ).toEqual(['일시', '유형', '내용', '포인트', '잔액']);
    const rows = table.getByRole('row').elements().slice(1);
    expect(rows.map((tr) => [...tr.children].map((cell) => cell.textContent))).toEqual([
      ['2026-03-02 09:30', '좋아요', '좋아요: 진로 캠프 후기', '적립 +1점', '16점'],
      ['2026-03-02 09:30', '상품 교환', '상품 교환: 문구 세트', '차감 −5점', '15점'],
      ['2026-03-02 09:30', '댓글 작성', '바깥 주소', '적립 +5점', '20점'],
    ]);
    // a source on the site is a link; any other address is text only
    await expect.element(table.getByRole('link', { name: '좋아요: 진로 캠프 후기' })).toHaveAttribute('href', '/eduIntdcn/board/free/7');
    expect(table.getByRole('link').elements()).toHaveLength(1);
    await expect.element(page.getByText('전체 23건')).toBeVisible();
    expect(queryOf(historyCalls()[0]!.url)).toEqual({ currentPage: '1' });
  });

  it('filters by type and period, and pages 10 by 10', async () => {
    stubServer((query) => json(historyOf(query.currentPage === '2' ? [row(9)] : FIRST_PAGE, 23, Number(query.currentPage))));
    const { router } = await renderWithProviders(null, { routes, path: '/myPage/cmpnPoint/myPoint' });
    await expect.element(page.getByRole('table')).toBeVisible();

    await page.getByRole('button', { name: '2 페이지' }).click();
    await expect.poll(() => historyCalls().at(-1) && queryOf(historyCalls().at(-1)!.url).currentPage).toBe('2');

    await expect.element(page.getByRole('option', { name: '댓글 작성' })).toBeInTheDocument();
    await page.getByLabelText('유형').selectOptions('CMNT');
    await page.getByRole('textbox', { name: '시작일' }).fill('2026-03-01');
    await page.getByRole('textbox', { name: '종료일' }).fill('2026-03-31');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect
      .poll(() => queryOf(historyCalls().at(-1)!.url))
      .toEqual({ currentPage: '1', bgngYmd: '2026-03-01', endYmd: '2026-03-31', pointTypeCd: 'CMNT' });
    expect(router.state.location.search).toBe('?bgngYmd=2026-03-01&endYmd=2026-03-31&pointTypeCd=CMNT');

    await page.getByRole('button', { name: '초기화' }).click();
    await expect.poll(() => queryOf(historyCalls().at(-1)!.url)).toEqual({ currentPage: '1' });
  });

  it('says when there is nothing yet', async () => {
    stubServer(() => json({ ...historyOf([]), balance: 0, monthEarned: 0 }));
    await renderWithProviders(null, { routes, path: '/myPage/cmpnPoint/myPoint' });
    await expect.element(page.getByText('포인트 내역이 없습니다.')).toBeVisible();
    expect(figuresOf(page.getByRole('region', { name: '포인트 현황' }).element())).toEqual([
      ['보유 포인트', '0점'],
      ['이번 달 적립', '0점'],
    ]);
  });

  it('a member who is no student is told why and sent home (spec §6)', async () => {
    setLoginUser({ userId: 'teacher1', userNm: '김교사', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
    stubServer(() => json({ code: 'FORBIDDEN', message: POINT_MESSAGES.holderOnly }, 403));
    const { router } = await renderWithProviders(null, { routes, path: '/myPage/cmpnPoint/myPoint' });
    setNavigator((to) => void router.navigate(to));
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription(POINT_MESSAGES.holderOnly);
    expect(page.getByRole('table').elements()).toHaveLength(0);
    getDialogs().at(-1)!.resolve(true);
    await expect.element(page.getByText('홈 화면')).toBeVisible();
    expect(router.state.location.pathname).toBe('/main');
  });
});
