import type { TCpnCongrats } from '@portal/contract';
import { Link, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PublicLayout } from '../../../app/layouts/public-layout';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { MENU_FIXTURE, SITE_INFO_FIXTURE } from '../../../app/testing/menu-fixtures';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { setLoginUser } from '../../../lib/auth-storage';

/** Any two user pages in the user layout: the congratulation comes with the layout, not with a page. */
const routes: RouteObject[] = [
  {
    Component: PublicLayout,
    children: [
      { path: 'main', element: <Link to="/board/list">다른 페이지</Link>, handle: { ownHeading: true, fullBleed: true } },
      { path: '*', element: <p>다른 페이지 본문</p> },
    ],
  },
];

const wins: TCpnCongrats[] = [
  { cpnId: 3, drawYmd: '2026-11-13', prizeNm: '도서상품권 1만원', congratsCn: '축하합니다! 상품은 학교로 보내 드립니다.' },
  { cpnId: 4, drawYmd: '2026-11-14', prizeNm: '문화상품권 5천원', congratsCn: null },
];

let calls: TFetchCall[];
let unseen: TCpnCongrats[];
const pathOf = (url: string) => new URL(url, window.location.origin).pathname;
const congratsGets = () => calls.filter((c) => pathOf(c.url) === '/icec/api/dayBsdCpn/congrats');
const seenPosts = () => calls.filter((c) => pathOf(c.url) === '/icec/api/dayBsdCpn/congrats/seen');
const lastDialog = () => getDialogs().at(-1);

beforeEach(() => {
  unseen = [...wins];
  ({ calls } = stubFetch((url) => {
    const path = pathOf(url);
    if (path === '/icec/api/dayBsdCpn/congrats') return json({ list: unseen });
    if (path === '/icec/api/dayBsdCpn/congrats/seen') {
      unseen = [];
      return json({ result: 'SUCCESS' });
    }
    return json({ result: 'SUCCESS' });
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
  sessionStorage.clear();
});

const renderAt = (path: string) => renderWithProviders(null, { routes, path, menus: MENU_FIXTURE, siteInfo: SITE_INFO_FIXTURE });

describe('the coupon congratulation at the next login (user layout)', () => {
  it('a student sees one dialog per announced win on any page, then they are marked seen and do not come again', async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' });
    await renderAt('/main');
    await expect.poll(() => lastDialog()?.title).toBe('당첨을 축하합니다');
    expect(lastDialog()!.message).toBe('2026-11-13 도서상품권 1만원 쿠폰 추첨에 당첨되었습니다.\n축하합니다! 상품은 학교로 보내 드립니다.');
    expect(seenPosts()).toHaveLength(0);
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('2026-11-14 문화상품권 5천원 쿠폰 추첨에 당첨되었습니다.');
    lastDialog()!.resolve(true);
    await expect.poll(() => seenPosts()).toHaveLength(1);
    expect(JSON.parse(String(seenPosts()[0]!.init.body))).toEqual({ cpnIds: [3, 4] });
    await expect.poll(() => getDialogs()).toHaveLength(0);

    // another page in the same visit asks nothing again
    await userEvent.click(page.getByRole('link', { name: '다른 페이지' }));
    await expect.element(page.getByText('다른 페이지 본문')).toBeVisible();
    expect(congratsGets()).toHaveLength(1);
    expect(getDialogs()).toHaveLength(0);
  });

  it('the next visit after they were seen shows nothing', async () => {
    unseen = [];
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST02', isLogin: 'Y' });
    await renderAt('/main');
    await expect.poll(() => congratsGets()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(getDialogs()).toHaveLength(0);
    expect(seenPosts()).toHaveLength(0);
  });

  it('guests, teachers and administrators neither load it nor ask the server', async () => {
    await renderAt('/main');
    await expect.element(page.getByRole('link', { name: '다른 페이지' })).toBeVisible();
    setLoginUser({ userId: 'teacher1', userNm: '박교사', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
    await renderAt('/main');
    setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
    await renderAt('/main');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(congratsGets()).toHaveLength(0);
    expect(getDialogs()).toHaveLength(0);
  });
});
