import { computePagination, POINT_MESSAGES, type THolderLedgerResponse, type THolderListResponse, type TPointRule } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { adminTestRoute } from '../../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../../app/testing/render-with-providers';
import { getDialogs } from '../../../../components/modal/modal-store';
import { setLoginUser } from '../../../../lib/auth-storage';
import { admPointRoutes } from '../../point-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admPointRoutes)];

const holder = { userId: 'kimpt', mbrTypeAuthrt: 'ST01', schlNm: '진로중학교', grd: 2, balance: 120, userSttsCd: 'ACTV' };
const holderList: THolderListResponse = { list: [{ ...holder, userNm: '김*인' }], pagination: computePagination(1, 1) };
const ledger: THolderLedgerResponse = {
  holder: { ...holder, userNm: '김포인' },
  list: [
    { ledgerId: 2, pointTypeCd: 'ADJ', points: -30, balanceAfter: 120, reason: '관리자 조정: 중복 회수', srcUrl: null, regDt: '2026-11-20T01:00:00.000Z' },
    { ledgerId: 1, pointTypeCd: 'LGN', points: 150, balanceAfter: 150, reason: '로그인', srcUrl: null, regDt: '2026-11-19T01:00:00.000Z' },
  ],
  pagination: computePagination(2, 1),
};
const rule = (over: Partial<TPointRule>): TPointRule => ({
  pointTypeCd: 'LGN',
  pointTypeNm: '로그인',
  points: 10,
  useYn: 'Y',
  clientCreditYn: 'Y',
  dayLimitCnt: 1,
  totalLimitCnt: null,
  ...over,
});
const RULES = [rule({}), rule({ pointTypeCd: 'LIKE', pointTypeNm: '좋아요', points: 1, clientCreditYn: 'N', dayLimitCnt: 20 })];

let calls: TFetchCall[];
const sent = (method: string) => calls.filter((c) => c.init.method === method);
const lastDialog = () => getDialogs().at(-1)?.message;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url, init) => {
    if (url.startsWith('/icec/api/manageCode/list')) return json({ codeList: [] });
    if (url.startsWith('/api/cmpnPointMng/holder/list')) return json(holderList);
    if (url.startsWith('/api/cmpnPointMng/holder/kimpt/ledger')) return json(ledger);
    if (url === '/api/cmpnPointMng/holder/kimpt/adjust') return json({ result: 'SUCCESS', balance: 100 });
    if (url === '/api/cmpnPointMng/rule/list') return json({ list: RULES });
    if (url === '/api/cmpnPointMng/rule/LIKE' && init.method === 'PUT') return json({ ...RULES[1], ...(JSON.parse(String(init.body)) as object) });
    return json({ code: 'NOT_FOUND', message: '없음' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
});

describe('학생 포인트 (/admin/cmpnPointMng/holder)', () => {
  it('lists masked holders; the ledger drawer shows the full name and history, and adjusts after a confirm', async () => {
    await renderWithProviders(null, { routes, path: '/admin/cmpnPointMng/holder' });
    await expect.element(page.getByRole('heading', { level: 1, name: '학생 포인트' })).toBeVisible();
    await expect.element(page.getByText('김*인')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '엑셀 내려받기' })).toBeVisible();

    await page.getByRole('button', { name: 'kimpt 포인트 내역' }).click();
    const drawer = page.getByRole('dialog', { name: '포인트 내역' });
    await expect.element(drawer.getByText('김포인 (kimpt)')).toBeVisible();
    await expect.element(drawer.getByText('관리자 조정: 중복 회수')).toBeVisible();
    await expect.element(drawer.getByText('차감 −30점')).toBeVisible();

    // the reason is required: nothing is sent without it
    await drawer.getByLabelText('조정 포인트').fill('-20');
    await drawer.getByRole('button', { name: '조정' }).click();
    await expect.element(drawer.getByText(POINT_MESSAGES.reasonRequired)).toBeVisible();
    expect(sent('POST')).toEqual([]);

    await drawer.getByLabelText('조정 사유').fill('중복 지급 회수');
    await drawer.getByRole('button', { name: '조정' }).click();
    await expect.poll(lastDialog).toBe('kimpt 학생의 포인트를 -20점 조정하시겠습니까?');
    getDialogs().at(-1)!.resolve(true);
    await expect.poll(lastDialog).toBe('정상적으로 처리되었습니다.');
    expect(JSON.parse(String(sent('POST')[0]!.init.body))).toEqual({
      points: -20,
      reason: '중복 지급 회수',
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});

describe('포인트 규칙 (/admin/cmpnPointMng/rule)', () => {
  it('lists the types with their amounts and a way to the code page, and saves one row after the confirm', async () => {
    await renderWithProviders(null, { routes, path: '/admin/cmpnPointMng/rule' });
    await expect.element(page.getByRole('heading', { level: 1, name: '포인트 규칙' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '좋아요 적립 포인트를 코드 관리에서 바꾸기' })).toHaveAttribute('href', '/admin/code');

    await page.getByRole('spinbutton', { name: '좋아요 하루 한도' }).fill('2');
    await page.getByRole('switch', { name: '좋아요 적립' }).click();
    await page.getByRole('button', { name: '좋아요 규칙 저장' }).click();
    await confirmSave();
    await expect.poll(lastDialog).toBe('저장되었습니다.');
    const put = sent('PUT')[0]!;
    expect(put.url).toBe('/api/cmpnPointMng/rule/LIKE');
    expect(JSON.parse(String(put.init.body))).toEqual({ useYn: 'N', clientCreditYn: 'N', dayLimitCnt: 2, totalLimitCnt: null });
  });
});
