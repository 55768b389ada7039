import { LOGIN_MESSAGES, type TAdminMenuListResponse, type TDashboardView, type TLoginUserInfo } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { getDialogs } from '../../components/modal/modal-store';
import { getLoginUser, setLoginUser } from '../../lib/auth-storage';
import { createRoutes, patchRoutes } from '../router';
import { json, stubFetch, type TFetchCall } from '../testing/fetch-stub';
import { SITE_INFO_FIXTURE } from '../testing/menu-fixtures';
import { closeAllDialogs, renderWithProviders } from '../testing/render-with-providers';

/** The app's route tree, the admin tree joining it at the first /admin address (as createAppRouter does). */
const app = { routes: createRoutes(), patchRoutesOnNavigation: patchRoutes };

const MENUS: TAdminMenuListResponse = {
  adminMenuList: [
    {
      menuId: 'A01',
      upMenuId: null,
      level: 1,
      menuNm: '대시보드',
      menuUrl: '/admin/dashboard/view',
      menuExpln: null,
      acsAuthrt: 'Y',
      trgtTypeCd: null,
      sortSeq: 1,
      lgnNeedYn: 'Y',
    },
    {
      menuId: 'A03',
      upMenuId: null,
      level: 1,
      menuNm: '권한 관리',
      menuUrl: '/admin/manager',
      menuExpln: null,
      acsAuthrt: 'Y',
      trgtTypeCd: null,
      sortSeq: 3,
      lgnNeedYn: 'Y',
    },
    {
      menuId: 'A0301',
      upMenuId: 'A03',
      level: 2,
      menuNm: '관리자',
      menuUrl: '/admin/manager',
      menuExpln: null,
      acsAuthrt: 'Y',
      trgtTypeCd: null,
      sortSeq: 1,
      lgnNeedYn: 'Y',
    },
    {
      menuId: 'A0303',
      upMenuId: 'A03',
      level: 2,
      menuNm: '접근 IP',
      menuUrl: '/admin/accessIp',
      menuExpln: null,
      acsAuthrt: 'Y',
      trgtTypeCd: null,
      sortSeq: 3,
      lgnNeedYn: 'Y',
    },
  ],
};

const DASHBOARD: TDashboardView = {
  baseYmd: '2026-11-20',
  activeMbrCnt: 1234,
  mbrByMbrType: [
    { mbrTypeAuthrt: 'ST01', cnt: 600 },
    { mbrTypeAuthrt: 'ST02', cnt: 634 },
  ],
  pendingAdminCnt: 2,
  pendingMbrCnt: 3,
  todayLoginCnt: 57,
  todayLoginUserCnt: 41,
  todayJoinCnt: 5,
  lockedCnt: 1,
  qnaWaiting: [{ boardId: 'qna', boardNm: '묻고 답하기', cnt: 2 }],
};

const ADMIN: TLoginUserInfo = {
  userId: 'admin',
  userNm: '홍관리',
  userSeNm: '관리자',
  eblcRegYn: 'N',
  userSttsCd: 'ACTV',
  isLogin: 'Y',
  userTypeCd: 'A',
  mbrTypeAuthrt: 'AD01',
  brdt: null,
  schlTypeCd: null,
  pswdChgNeedYn: 'N',
  sessionTimeoutSec: 1200,
  sessionExpiresAt: new Date(Date.now() + 1_200_000).toISOString(),
};

let calls: TFetchCall[];
let isLogin: 'Y' | 'N';
let loginAnswer: () => Response;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  isLogin = 'Y';
  loginAnswer = () => json({ step: 'DONE', loginUserInfo: ADMIN });
  ({ calls } = stubFetch((url) => {
    const path = new URL(url, window.location.origin).pathname;
    if (path === '/icec/api/site/info') return json(SITE_INFO_FIXTURE);
    if (path === '/api/login/isLogin') return json({ isLogin });
    if (path === '/api/login/login-proc') return loginAnswer();
    if (path === '/api/menu/list') return json(MENUS);
    if (path === '/api/dashboard/view') return json(DASHBOARD);
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
});

describe('admin login (/admin/login)', () => {
  it('stands alone, without the side menu, and says which field is missing', async () => {
    await renderWithProviders(null, { ...app, path: '/admin/login' });
    await expect.element(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
    expect(page.getByRole('navigation', { name: '관리자 메뉴' }).query()).toBeNull();
    await userEvent.click(page.getByRole('button', { name: '로그인' }));
    await expect.element(page.getByText(LOGIN_MESSAGES.enterId)).toBeVisible();
    await expect.element(page.getByText(LOGIN_MESSAGES.enterPswd)).toBeVisible();
    await expect.element(page.getByText(LOGIN_MESSAGES.enterOtp)).toBeVisible();
    await expect.element(page.getByLabelText('아이디')).toHaveFocus();
    await expect.element(page.getByRole('link', { name: '신규 관리자 OTP 등록' })).toHaveAttribute('href', '/admin/otpEnroll');
    expect(calls.some((c) => c.url.includes('login-proc'))).toBe(false);
  });

  it('logs in through /api (not /icec/api), saves the administrator and opens the dashboard', async () => {
    const { router } = await renderWithProviders(null, { ...app, path: '/admin/login' });
    await userEvent.fill(page.getByLabelText('아이디'), 'admin');
    await userEvent.fill(page.getByLabelText('비밀번호'), 'Demo!2026');
    await userEvent.fill(page.getByLabelText('일회용 인증번호(OTP)'), '123456');
    await userEvent.click(page.getByRole('button', { name: '로그인' }));
    await expect.poll(() => router.state.location.pathname).toBe('/admin/dashboard/view');
    const login = calls.find((c) => c.url.endsWith('/api/login/login-proc'));
    expect(new URL(login!.url).pathname).toBe('/api/login/login-proc');
    expect(JSON.parse(String(login!.init.body))).toEqual({ userId: 'admin', pswd: 'Demo!2026', otpCd: '123456' });
    expect(getLoginUser()).toMatchObject({ userId: 'admin', userTypeCd: 'A' });
    await expect.element(page.getByText('홍관리 관리자님')).toBeVisible();
  });

  it('shows the server message and clears the one-time code after a refusal', async () => {
    loginAnswer = () => json({ code: 'LOGIN_FAILED', message: LOGIN_MESSAGES.otpMismatch }, 400);
    await renderWithProviders(null, { ...app, path: '/admin/login' });
    await userEvent.fill(page.getByLabelText('아이디'), 'admin');
    await userEvent.fill(page.getByLabelText('비밀번호'), 'Demo!2026');
    await userEvent.fill(page.getByLabelText('일회용 인증번호(OTP)'), '000000');
    await userEvent.click(page.getByRole('button', { name: '로그인' }));
    await expect.poll(() => getDialogs().at(-1)?.message).toBe(LOGIN_MESSAGES.otpMismatch);
    getDialogs().at(-1)?.resolve(true);
    await expect.element(page.getByLabelText('일회용 인증번호(OTP)')).toHaveValue('');
    expect(getLoginUser()).toBeNull();
  });
});

describe('admin shell', () => {
  it('sends a browser without a saved administrator to the login page', async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', isLogin: 'Y' });
    const { router } = await renderWithProviders(null, { ...app, path: '/admin/dashboard/view' });
    await expect.poll(() => router.state.location.pathname).toBe('/admin/login');
    expect(calls.some((c) => c.url.includes('/api/dashboard/view'))).toBe(false);
    // the user-realm login is not the admin's to clear
    expect(getLoginUser()?.userId).toBe('student1');
  });

  it('clears a saved administrator whose session has ended', async () => {
    isLogin = 'N';
    setLoginUser({ userId: 'admin', userNm: '홍관리', userTypeCd: 'A', isLogin: 'Y' });
    const { router } = await renderWithProviders(null, { ...app, path: '/admin/manager' });
    await expect.poll(() => router.state.location.pathname).toBe('/admin/login');
    expect(getLoginUser()).toBeNull();
  });

  it('shows the header, the side menu with the current page and the dashboard; /admin opens the dashboard', async () => {
    await page.viewport(1280, 800);
    setLoginUser({ userId: 'admin', userNm: '홍관리', userTypeCd: 'A', isLogin: 'Y' });
    const { router } = await renderWithProviders(null, { ...app, path: '/admin' });
    await expect.poll(() => router.state.location.pathname).toBe('/admin/dashboard/view');
    await expect.element(page.getByText(`${SITE_INFO_FIXTURE.siteNm} 관리자`)).toBeVisible();
    await expect.element(page.getByText('홍관리 관리자님')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '로그아웃' })).toHaveAttribute('href', '/api/login/logout-proc');
    const nav = page.getByRole('navigation', { name: '관리자 메뉴' });
    await expect.element(nav.getByRole('link', { name: '접근 IP' })).toHaveAttribute('href', '/admin/accessIp');
    await expect.element(nav.getByRole('menuitem', { name: '대시보드' })).toHaveClass(/ant-menu-item-selected/);
    await expect.element(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
    await expect.element(page.getByText('1,234')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '승인 대기 목록' }).first()).toHaveAttribute('href', '/admin/manager?userSttsCd=PNDG');
    // each figure opens its list under the same rule (issue 14)
    await expect.element(page.getByRole('link', { name: '잠긴 계정 목록' })).toHaveAttribute('href', '/admin/member?userSttsCd=LOCK');
    await expect.element(page.getByText('답변 대기 질문 (묻고 답하기)')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '답변 대기 게시글 목록' })).toHaveAttribute('href', '/admin/post?boardId=qna&ansYn=N');
    // one table of the active members, by member type, adding up to the total
    await expect.element(page.getByRole('cell', { name: '학생(고등학생)' })).toBeVisible();
    await expect.poll(() => page.getByRole('table').elements()).toHaveLength(1);
  });

  it('on a 360 px screen the side menu opens from its toggle', async () => {
    await page.viewport(360, 740);
    setLoginUser({ userId: 'admin', userNm: '홍관리', userTypeCd: 'A', isLogin: 'Y' });
    const { router } = await renderWithProviders(null, { ...app, path: '/admin/dashboard/view' });
    const toggle = page.getByRole('button', { name: '메뉴' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(page.getByRole('navigation', { name: '관리자 메뉴' }).query()).toBeNull();
    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(page.getByRole('link', { name: '접근 IP' }));
    await expect.poll(() => router.state.location.pathname).toBe('/admin/accessIp');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
