import type { TLoginUserInfo } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { getLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { LoginPage } from './login-page';

const loginUserInfo: TLoginUserInfo = {
  userId: 'student1',
  userNm: '김학생',
  userSeNm: '학생',
  eblcRegYn: 'N',
  userSttsCd: 'ACTV',
  isLogin: 'Y',
  userTypeCd: 'S',
  mbrTypeAuthrt: 'ST01',
  brdt: '2010-05-01',
  schlTypeCd: 'MD01',
  pswdChgNeedYn: 'N',
  sessionTimeoutSec: 1800,
  sessionExpiresAt: '2026-03-02T01:30:00.000Z',
};

const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <p>다른 화면</p> },
];

const PROVIDERS_URL = '/icec/api/login/oauth/providers';
let allCalls: TFetchCall[];
/** the calls besides the social providers' list, which the page loads on its own */
const loginCalls = () => allCalls.filter((c) => !c.url.endsWith(PROVIDERS_URL));
const answerLogin = (body: unknown, status = 200) =>
  ({ calls: allCalls } = stubFetch((url) => (url.endsWith(PROVIDERS_URL) ? json({ providers: ['kakao', 'google'] }) : json(body, status))));
const userIdField = () => page.getByRole('textbox', { name: '아이디' });
const pswdField = () => page.getByLabelText('비밀번호');

async function logIn(path: string) {
  const rendered = await renderWithProviders(null, { routes, path });
  await userIdField().fill('student1');
  await pswdField().fill('Demo!2026');
  await page.getByRole('button', { name: '로그인' }).click();
  return rendered;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
  sessionStorage.clear();
});

describe('LoginPage (spec §2 /login)', () => {
  it('labels the fields for password managers and links to the account pages', async () => {
    await renderWithProviders(null, { routes, path: '/login' });
    await expect.element(userIdField()).toHaveAttribute('autocomplete', 'username');
    await expect.element(pswdField()).toHaveAttribute('autocomplete', 'current-password');
    await expect.element(pswdField()).toHaveAttribute('type', 'password');
    await expect.element(page.getByRole('link', { name: '아이디 찾기' })).toHaveAttribute('href', '/login/findId');
    await expect.element(page.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/login/findPswd');
    await expect.element(page.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/mbrJoin/join');
  });

  it('offers the configured social logins, passing on the safe redirectUrl', async () => {
    answerLogin({});
    await renderWithProviders(null, { routes, path: '/login?redirectUrl=%2FmyPage%2FmyInfo' });
    const social = page.getByRole('navigation', { name: '간편 로그인' });
    await expect
      .element(social.getByRole('link', { name: '카카오 로그인' }))
      .toHaveAttribute('href', '/icec/api/login/oauth/kakao/authorize?redirectUrl=%2FmyPage%2FmyInfo');
  });

  it('says what is missing under each empty field and focuses the first one', async () => {
    answerLogin({ step: 'DONE', loginUserInfo });
    await renderWithProviders(null, { routes, path: '/login' });
    await page.getByRole('button', { name: '로그인' }).click();
    await expect.element(userIdField()).toHaveAccessibleDescription('아이디를 입력해 주세요.');
    await expect.element(pswdField()).toHaveAccessibleDescription('비밀번호를 입력해 주세요.');
    await expect.element(userIdField()).toHaveFocus();
    await userIdField().fill('student1');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect.element(pswdField()).toHaveFocus();
    expect(loginCalls()).toHaveLength(0);
  });

  it('DONE: saves the user info and goes to the same-origin redirectUrl', async () => {
    answerLogin({ step: 'DONE', loginUserInfo });
    const { router } = await logIn('/login?redirectUrl=%2FmyPage%2FmyInfo%3Ftab%3D1');
    await expect.poll(() => router.state.location.pathname + router.state.location.search).toBe('/myPage/myInfo?tab=1');
    expect(loginCalls()[0]?.url).toBe('/icec/api/login/login-proc');
    expect(loginCalls()[0]?.init.body).toBe('{"userId":"student1","pswd":"Demo!2026"}');
    expect(getLoginUser()).toMatchObject({ userId: 'student1', userNm: '김학생', sessionTimeoutSec: 1800 });
    expect(sessionStorage.getItem('pswdChgNotice')).toBeNull();
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)'])('DONE with redirectUrl %s lands on /main (SECURITY 5)', async (target) => {
    answerLogin({ step: 'DONE', loginUserInfo });
    const { router } = await logIn(`/login?redirectUrl=${encodeURIComponent(target)}`);
    await expect.poll(() => router.state.location.pathname).toBe('/main');
  });

  it('DONE with a password due for a change raises the once-per-login notice flag', async () => {
    answerLogin({ step: 'DONE', loginUserInfo: { ...loginUserInfo, pswdChgNeedYn: 'Y' } });
    const { router } = await logIn('/login');
    await expect.poll(() => router.state.location.pathname).toBe('/main');
    expect(sessionStorage.getItem('pswdChgNotice')).toBe('Y');
  });

  it('TRMS_REAGRE and PSWD_CHG keep the target for later and go to their page', async () => {
    answerLogin({ step: 'TRMS_REAGRE', loginUserInfo: null });
    const { router } = await logIn('/login?redirectUrl=%2FmyPage%2FmyInfo');
    await expect.poll(() => router.state.location.pathname).toBe('/login/trmsReAgre');
    expect(sessionStorage.getItem('loginRedirectUrl')).toBe('/myPage/myInfo');
    expect(getLoginUser()).toBeNull();

    answerLogin({ step: 'PSWD_CHG', loginUserInfo: null });
    const second = await logIn('/login?redirectUrl=https%3A%2F%2Fevil.com');
    await expect.poll(() => second.router.state.location.pathname).toBe('/login/pswdChg');
    expect(sessionStorage.getItem('loginRedirectUrl')).toBe('/main');
  });

  it('leaves the refusal to the API client dialog, then clears the password and focuses it', async () => {
    answerLogin({ code: 'LOGIN_FAILED', message: '아이디 또는 비밀번호가 일치하지 않습니다.' }, 400);
    const { router } = await logIn('/login');
    await expect.poll(() => getDialogs().map((d) => d.message)).toEqual(['아이디 또는 비밀번호가 일치하지 않습니다.']);
    // the dialog's code loads with the first dialog: Enter answers it once it is on screen
    await expect.element(page.getByRole('alertdialog').getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(pswdField()).toHaveValue('');
    await expect.element(pswdField()).toHaveFocus();
    expect(getDialogs()).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor already logged in to /main; an admin may log in to the user site', async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', isLogin: 'Y' });
    const { router } = await renderWithProviders(null, { routes, path: '/login' });
    await expect.poll(() => router.state.location.pathname).toBe('/main');
    setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
    const asAdmin = await renderWithProviders(null, { routes, path: '/login' });
    await expect.element(userIdField()).toBeVisible();
    expect(asAdmin.router.state.location.pathname).toBe('/login');
  });
});
