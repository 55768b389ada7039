import {
  computePagination,
  CPN_DRAW_ALGORITHM_VER,
  CPN_MESSAGES,
  type TCpnDay,
  type TCpnDayListResponse,
  type TCpnResult,
  type TCpnWinner,
  type TDayBsdCpnItem,
  type TMyCpn,
} from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { setLoginUser } from '../../../lib/auth-storage';
import { cpnRoutes } from './cpn-routes';
import { admCpnRoutes } from './cpn-adm-routes';

const routes: RouteObject[] = [{ path: '/', children: cpnRoutes }, adminTestRoute(admCpnRoutes)];

const day = (over: Partial<TCpnDay>): TCpnDay => ({
  cpnId: 1,
  drawYmd: '2026-11-20',
  prizeNm: '문화상품권 5천원',
  prizeCn: null,
  winnerCnt: 3,
  entryPoints: 30,
  entryLimitCnt: 2,
  commitHash: 'c'.repeat(64),
  entryCnt: 4,
  myEntryCnt: 0,
  openYn: 'Y',
  ...over,
});
const days: TCpnDayListResponse = {
  today: '2026-11-20',
  balance: 100,
  list: [
    day({}),
    day({ cpnId: 2, prizeNm: '도서상품권 1만원', entryLimitCnt: 1, myEntryCnt: 1 }),
    day({ cpnId: 3, prizeNm: '편의점 상품권 3천원', drawYmd: '2026-11-21', openYn: 'N' }),
    // closed by the server meanwhile (the page still shows it open)
    day({ cpnId: 4, prizeNm: '음료 교환권' }),
  ],
};
const myCpn: TMyCpn = {
  cpnId: 9,
  drawYmd: '2026-11-13',
  prizeNm: '지난 상품권',
  cpnSttsCd: 'DRAWN',
  entryPoints: 30,
  entryNos: [2, 5],
  winYn: 'Y',
  announceYn: 'Y',
  handoverYn: 'N',
};

// the fixed vector of contract cpn-draw.test.ts: seed 'a' x 64, ten entries of ten students, three winners 7, 8, 4
const SEED = 'a'.repeat(64);
const entries = Array.from({ length: 10 }, (_, i) => ({ entryNo: i + 1, entrantNo: i + 1, shownNm: `김*${i + 1}` }));
const published: TCpnResult = {
  cpnId: 5,
  drawYmd: '2026-11-13',
  prizeNm: '검증 상품권',
  prizeCn: null,
  winnerCnt: 3,
  entryPoints: 30,
  cpnSttsCd: 'DRAWN',
  commitHash: 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb',
  entryCnt: 10,
  seedHex: SEED,
  drawDt: '2026-11-14T01:00:00.000Z',
  algorithmVer: CPN_DRAW_ALGORITHM_VER,
  entries,
  winners: [7, 8, 4].map((no) => entries[no - 1]!),
  congratsCn: '당첨을 축하합니다.',
  announceDt: '2026-11-14T02:00:00.000Z',
};
// the same page with one winner swapped (a tampered answer)
const tampered: TCpnResult = { ...published, cpnId: 6, winners: [7, 8, 1].map((no) => entries[no - 1]!) };
const wrongSeed: TCpnResult = { ...published, cpnId: 7, seedHex: 'b'.repeat(64) };

const cpnItem: TDayBsdCpnItem = {
  cpnId: 5,
  drawYmd: '2026-11-13',
  prizeNm: '검증 상품권',
  prizeCn: null,
  winnerCnt: 3,
  entryPoints: 30,
  entryLimitCnt: 2,
  commitHash: published.commitHash,
  cpnSttsCd: 'DRAWN',
  entryCnt: 10,
  seedHex: SEED,
  drawDt: published.drawDt,
  drawBy: 'admin',
  congratsCn: null,
  announceDt: null,
  registeredBy: 'admin',
  registeredAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'admin',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const winner: TCpnWinner = {
  entryNo: 7,
  entrantNo: 7,
  userId: 'student7',
  userNm: '김칠번',
  schlNm: '진로중학교',
  grd: 2,
  handoverDt: null,
  handoverBy: null,
  congratsSeenDt: null,
};

let calls: TFetchCall[];
const lastDialog = () => getDialogs().at(-1);
const pathOf = (url: string) => new URL(url, window.location.origin).pathname;
const posts = (path: string) => calls.filter((c) => c.init.method === 'POST' && pathOf(c.url) === path);
const gets = (path: string) => calls.filter((c) => (c.init.method ?? 'GET') === 'GET' && pathOf(c.url) === path);

beforeEach(() => {
  ({ calls } = stubFetch((url, init) => {
    const path = pathOf(url);
    if (path === '/icec/api/dayBsdCpn/list') return json(days);
    if (path === '/icec/api/dayBsdCpn/my') return json({ list: [myCpn], pagination: computePagination(1, 1) });
    if (path === '/icec/api/dayBsdCpn/1/entry') return json({ entryNo: 5, myEntryCnt: 1, balance: 70 });
    if (path === '/icec/api/dayBsdCpn/4/entry') return json({ result: 'FAIL', code: 'CPN_CLOSED', message: CPN_MESSAGES.notOpen }, 409);
    if (path === '/icec/api/dayBsdCpn/result/5') return json(published);
    if (path === '/icec/api/dayBsdCpn/result/6') return json(tampered);
    if (path === '/icec/api/dayBsdCpn/result/7') return json(wrongSeed);
    if (path === '/api/dayBsdCpnMng/5/winners') return json({ cpn: cpnItem, list: [winner] });
    if (path === '/api/dayBsdCpnMng/5/winners/export' && init.method === 'POST') return new Response(new Blob(['xlsx']), { status: 200 });
    return json({ result: 'SUCCESS' });
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/myPage/cmpnPoint/dayBsdCpn', () => {
  beforeEach(() => setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' }));

  it("buys one entry of today's coupon after the confirmation, and a declined confirmation sends nothing", async () => {
    await renderWithProviders(null, { routes, path: '/myPage/cmpnPoint/dayBsdCpn' });
    await expect.element(page.getByText('100점')).toBeVisible();
    const card = page.getByRole('article', { name: '문화상품권 5천원' });
    await userEvent.click(card.getByRole('button', { name: '응모하기' }));
    await expect.poll(() => lastDialog()?.message).toBe('문화상품권 5천원 쿠폰에 응모하시겠습니까?\n포인트 30점이 차감되며, 추첨 뒤에는 돌려받을 수 없습니다.');
    lastDialog()!.resolve(false);
    await expect.poll(() => getDialogs()).toHaveLength(0);
    expect(posts('/icec/api/dayBsdCpn/1/entry')).toHaveLength(0);

    await userEvent.click(card.getByRole('button', { name: '응모하기' }));
    await expect.poll(() => lastDialog()?.kind).toBe('confirm');
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('응모되었습니다. 응모 번호는 5번입니다.');
    expect(posts('/icec/api/dayBsdCpn/1/entry')).toHaveLength(1);
    // the lists and the balance are fetched again
    await expect.poll(() => gets('/icec/api/dayBsdCpn/list').length).toBeGreaterThan(1);
  });

  it('a coupon whose limit is used up cannot be entered; the upcoming one only shows its commitment', async () => {
    await renderWithProviders(null, { routes, path: '/myPage/cmpnPoint/dayBsdCpn' });
    const full = page.getByRole('article', { name: '도서상품권 1만원' });
    await expect.element(full.getByRole('button', { name: '응모하기' })).toBeDisabled();
    await expect.element(full.getByText('응모 한도를 모두 썼습니다.')).toBeVisible();
    const upcoming = page.getByRole('article', { name: '편의점 상품권 3천원' });
    await expect.element(upcoming.getByText('c'.repeat(64))).toBeVisible();
    await expect.element(upcoming.getByRole('button', { name: '응모하기' })).not.toBeInTheDocument();
    // my entries and wins
    await expect.element(page.getByRole('link', { name: '지난 상품권 추첨 결과 보기' })).toHaveAttribute('href', '/eduIntdcn/dayBsdCpn/9');
    await expect.element(page.getByText('당첨 · 상품 전달 전')).toBeVisible();
  });

  it('a coupon closed meanwhile (sold out): the server message is shown, no entry is announced, the lists are fetched again', async () => {
    await renderWithProviders(null, { routes, path: '/myPage/cmpnPoint/dayBsdCpn' });
    const closed = page.getByRole('article', { name: '음료 교환권' });
    await userEvent.click(closed.getByRole('button', { name: '응모하기' }));
    await expect.poll(() => lastDialog()?.kind).toBe('confirm');
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe(CPN_MESSAGES.notOpen);
    lastDialog()!.resolve(true);
    await expect.poll(() => getDialogs()).toHaveLength(0);
    expect(posts('/icec/api/dayBsdCpn/4/entry')).toHaveLength(1);
    await expect.poll(() => gets('/icec/api/dayBsdCpn/list').length).toBeGreaterThan(1);
  });
});

describe('/eduIntdcn/dayBsdCpn/:cpnId 검증하기', () => {
  /** the verification's answer (a live region next to the button) */
  const verdict = () => page.getByRole('region', { name: '검증하기' }).getByRole('status');

  it('recomputes the published draw in the browser: 일치', async () => {
    await renderWithProviders(null, { routes, path: '/eduIntdcn/dayBsdCpn/5' });
    await expect.element(page.getByRole('heading', { level: 1, name: '검증 상품권' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '검증하기' }));
    await expect.element(verdict()).toHaveTextContent('일치 이 브라우저에서 다시 계산한 결과가 공개된 당첨자와 같습니다. 비밀 값도 약속값과 맞습니다.');
    await expect.element(verdict().getByText('일치', { exact: true })).toBeVisible();
  });

  it('a tampered winner list: 불일치, with the recomputed and the published entry numbers', async () => {
    await renderWithProviders(null, { routes, path: '/eduIntdcn/dayBsdCpn/6' });
    await userEvent.click(page.getByRole('button', { name: '검증하기' }));
    await expect.element(verdict()).toHaveTextContent('불일치 다시 계산한 당첨 응모 번호(4, 7, 8)가 공개된 당첨자(1, 7, 8)와 다릅니다.');
  });

  it('a seed that does not answer the commitment: 불일치', async () => {
    await renderWithProviders(null, { routes, path: '/eduIntdcn/dayBsdCpn/7' });
    await userEvent.click(page.getByRole('button', { name: '검증하기' }));
    await expect.element(verdict()).toHaveTextContent('불일치 비밀 값의 SHA-256이 약속값과 다릅니다.');
  });
});

describe('/admin/dayBsdCpnMng/congratulate/:cpnId', () => {
  beforeEach(() => setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' }));

  it('a blank congratulation is refused with its own message; nothing is sent', async () => {
    await renderWithProviders(null, { routes, path: '/admin/dayBsdCpnMng/congratulate/5' });
    await expect.element(page.getByRole('cell', { name: '김칠번' })).toBeVisible();
    await userEvent.fill(page.getByLabelText('축하 메시지'), '   ');
    await userEvent.click(page.getByRole('button', { name: '발표하기' }));
    await expect.element(page.getByText(CPN_MESSAGES.congratsRequired)).toBeVisible();
    expect(calls.filter((c) => c.init.method === 'PUT')).toHaveLength(0);
  });

  it('exports the winners after asking the reason', async () => {
    await renderWithProviders(null, { routes, path: '/admin/dayBsdCpnMng/congratulate/5' });
    await userEvent.click(page.getByRole('button', { name: '엑셀 내려받기' }));
    const dialog = page.getByRole('dialog', { name: '당첨자 목록 내려받기' });
    // the dialog has finished opening when it focuses the reason (afterOpenChange); a click before may miss its moving button
    await expect.element(dialog.getByRole('textbox', { name: /내려받기 사유/ })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: '내려받기' }));
    await expect.element(dialog.getByText('내려받기 사유를 입력해 주세요.')).toBeVisible();
    expect(posts('/api/dayBsdCpnMng/5/winners/export')).toHaveLength(0);
    await userEvent.fill(dialog.getByLabelText('내려받기 사유'), '상품 전달 명단 확인');
    await userEvent.click(dialog.getByRole('button', { name: '내려받기' }));
    await expect.poll(() => posts('/api/dayBsdCpnMng/5/winners/export')).toHaveLength(1);
    expect(JSON.parse(String(posts('/api/dayBsdCpnMng/5/winners/export')[0]!.init.body))).toEqual({ reason: '상품 전달 명단 확인' });
  });
});
