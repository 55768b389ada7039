import { computePagination, seoulDate, XLSX_CONTENT_TYPE, type TAuthorityUserResponse, type TMemberListResponse } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { adminTestRoute } from '../testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../testing/render-with-providers';
import { getDialogs } from '../../components/modal/modal-store';
import { setLoginUser } from '../../lib/auth-storage';
import { adminRoutes } from './admin-routes';

const routes: RouteObject[] = [adminTestRoute(adminRoutes)];

const memberList: TMemberListResponse = {
  list: [
    {
      userId: 'kimcs',
      userNm: '김*수',
      userTypeCd: 'S',
      mbrTypeAuthrt: 'ST01',
      userSttsCd: 'ACTV',
      schlNm: '진로중학교',
      mblTelno: '010-****-5678',
      joinAt: '2026-11-01T01:00:00.000Z',
      lastLoginAt: null,
    },
  ],
  pagination: computePagination(1, 1),
};
const users: TAuthorityUserResponse = {
  list: [{ userId: 'teacher1', userNm: '박*사', userTypeCd: 'T', mbrTypeAuthrt: 'TC01' }],
  pagination: computePagination(1, 1),
};
const emptyPage = { list: [], pagination: computePagination(0, 1) };

let calls: TFetchCall[];
const posts = () => calls.filter((c) => c.init.method === 'POST');
const lastDialog = () => getDialogs().at(-1)?.message;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url) => {
    if (url.startsWith('/api/member/list') || url.startsWith('/api/userMngDtl/list/')) return json(memberList);
    if (url.startsWith('/api/authority/users')) return json(users);
    if (url.startsWith('/api/member/export'))
      return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: {
          'content-type': XLSX_CONTENT_TYPE,
          'content-disposition': 'attachment; filename="members.xlsx"; filename*=UTF-8\'\'%ED%9A%8C%EC%9B%90.xlsx',
        },
      });
    return json(emptyPage);
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
  sessionStorage.clear();
});

describe('member list (/admin/member, /admin/userMngDtl/list/:acntTypeCd)', () => {
  it('shows the masked rows the server answers, from the admin API', async () => {
    await renderWithProviders(null, { routes, path: '/admin/member' });
    await expect.element(page.getByRole('heading', { level: 1, name: '회원 관리' })).toBeVisible();
    await expect.element(page.getByText('김*수')).toBeVisible();
    expect(calls[0]!.url).toMatch(/^\/api\/member\/list\?/);
  });

  it('fixes the account type from the path; an unknown type is a not-found page', async () => {
    await renderWithProviders(null, { routes, path: '/admin/userMngDtl/list/T' });
    await expect.element(page.getByRole('heading', { level: 1, name: '교사 회원 관리' })).toBeVisible();
    expect(calls[0]!.url).toMatch(/^\/api\/userMngDtl\/list\/T\?/);
    closeAllDialogs();
    await renderWithProviders(null, { routes, path: '/admin/userMngDtl/list/X' });
    await expect.element(page.getByRole('link', { name: '홈으로 이동' })).toBeVisible();
  });

  it('the export asks for a reason first, then posts it with the filter', async () => {
    await renderWithProviders(null, { routes, path: '/admin/member' });
    await page.getByRole('button', { name: '엑셀 내려받기' }).click();
    const dialog = page.getByRole('dialog', { name: '회원 목록 내려받기' });
    // the dialog has finished opening when it focuses the reason (afterOpenChange); a click before may miss its moving button
    await expect.element(dialog.getByRole('textbox', { name: /내려받기 사유/ })).toHaveFocus();
    await dialog.getByRole('button', { name: '내려받기' }).click();
    await expect.element(dialog.getByText('내려받기 사유를 입력해 주세요.')).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: /내려받기 사유/ })).toHaveFocus();
    expect(posts()).toHaveLength(0);
    await dialog.getByRole('textbox', { name: /내려받기 사유/ }).fill('학교 명단 확인 요청');
    await dialog.getByRole('button', { name: '내려받기' }).click();
    await expect.poll(() => posts().length).toBe(1);
    expect(posts()[0]!.url).toBe('/api/member/export');
    expect(JSON.parse(String(posts()[0]!.init.body))).toEqual({ reason: '학교 명단 확인 요청' });
  });
});

describe('authority (/admin/authority, spec §5)', () => {
  it('says the §5 messages before calling the server', async () => {
    await renderWithProviders(null, { routes, path: '/admin/authority' });
    await expect.element(page.getByText('박*사')).toBeVisible();
    const form = page.getByRole('region', { name: '권한 부여' });
    const grant = form.getByRole('button', { name: '권한 부여', exact: true });
    // the required mark is part of the label's accessible name
    await form.getByRole('combobox', { name: /권한/ }).click();
    await page.getByTitle('공모전 심사').click();
    await grant.click();
    await expect.poll(lastDialog).toBe('권한 부여 기간을 확인해 주세요.');
    closeAllDialogs();

    // two days of this month, picked on the calendar (cells are titled YYYY-MM-DD)
    const month = seoulDate().slice(0, 8);
    await form.getByPlaceholder('시작일').click();
    await page.getByTitle(`${month}10`).click();
    await page.getByTitle(`${month}20`).click();
    await grant.click();
    await expect.poll(lastDialog).toBe('사용자를 1명 이상 선택해 주세요.');
    closeAllDialogs();
    expect(posts()).toHaveLength(0);

    await page.getByRole('checkbox', { name: 'teacher1 선택' }).click();
    await grant.click();
    await expect.poll(lastDialog).toBe("선택한 1명에게 '공모전 심사' 권한을 부여하시겠습니까?");
    getDialogs().at(-1)!.resolve(true);
    await expect.poll(() => posts().length).toBe(1);
    expect(JSON.parse(String(posts()[0]!.init.body))).toEqual({
      authrtCd: 'CONTEST_JUDGE',
      bgngYmd: `${month}10`,
      endYmd: `${month}20`,
      userIds: ['teacher1'],
    });
  });
});
