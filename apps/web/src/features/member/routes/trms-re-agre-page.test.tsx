import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getLoginUser } from '../../../lib/auth-storage';
import { LOGIN_REDIRECT_KEY, PSWD_CHG_NOTICE_KEY } from '../../../lib/login-user/login-storage-keys';
import { TrmsReAgrePage } from './trms-re-agre-page';

const TRMS_LIST = [
  { trmsCd: 'SVC_USE', trmsVer: 2, trmsNm: '서비스 이용약관', cn: '제1조(목적)\n이 약관은 서비스 이용 조건을 정합니다.', firstYn: 'N' },
  { trmsCd: 'PRIV_COLCT', trmsVer: 3, trmsNm: '개인정보 수집·이용 동의', cn: '수집 항목: 이름, 생년월일', firstYn: 'N' },
];

const LOGIN_USER_INFO = {
  userId: 'student1',
  userNm: '김학생',
  userSeNm: '학생(초·중학생)',
  eblcRegYn: 'N',
  userSttsCd: 'ACTV',
  isLogin: 'Y',
  userTypeCd: 'S',
  mbrTypeAuthrt: 'ST01',
  brdt: '2010-04-05',
  schlTypeCd: 'MD01',
  pswdChgNeedYn: 'Y',
  sessionTimeoutSec: 1800,
  sessionExpiresAt: '2026-12-01T10:30:00.000Z',
};

const routes = [
  { path: '/login/trmsReAgre', element: <TrmsReAgrePage /> },
  { path: '/login/pswdChg', element: <p>비밀번호 변경 화면</p> },
  { path: '/myPage/myInfo', element: <p>내 정보 화면</p> },
  { path: '/main', element: <p>메인 화면</p> },
];

function stubServer(answer: object, trmsList: object[] = TRMS_LIST) {
  return stubFetch((_url, init) => json(init.method === 'GET' ? { trmsList } : answer));
}

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('TrmsReAgrePage', () => {
  it('shows each changed terms in full and refuses to go on until all are agreed to', async () => {
    const { calls } = stubServer({ step: 'DONE', loginUserInfo: LOGIN_USER_INFO });
    await renderWithProviders(null, { routes, path: '/login/trmsReAgre' });
    const svcText = page.getByRole('region', { name: '서비스 이용약관 전문' });
    await expect.element(svcText).toBeVisible();
    expect(svcText.element().textContent).toBe(TRMS_LIST[0]!.cn);
    await expect.element(page.getByRole('region', { name: '개인정보 수집·이용 동의 전문' })).toBeVisible();
    await page.getByRole('checkbox', { name: '[필수] 서비스 이용약관에 동의합니다.' }).click();
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();
    await expect.element(page.getByText('변경된 필수 약관에 모두 동의해 주세요.')).toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의에 동의합니다.' })).toHaveFocus();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  });

  it('says the terms have changed when the member agreed to an earlier version', async () => {
    stubServer({ step: 'DONE', loginUserInfo: LOGIN_USER_INFO });
    await renderWithProviders(null, { routes, path: '/login/trmsReAgre' });
    await expect.element(page.getByText(/^서비스 약관이 변경되었습니다\./)).toBeVisible();
    await expect.element(page.getByRole('group', { name: /변경된 약관 동의/ })).toBeVisible();
    await expect.element(page.getByText(/서비스 이용을 위해 약관에 동의해 주세요/)).not.toBeInTheDocument();
  });

  it('asks for a first agreement, not a changed one, when the member never agreed to any version', async () => {
    const { calls } = stubServer(
      { step: 'PSWD_CHG', loginUserInfo: null },
      TRMS_LIST.map((item) => ({ ...item, firstYn: 'Y' })),
    );
    await renderWithProviders(null, { routes, path: '/login/trmsReAgre' });
    await expect.element(page.getByText(/^서비스 이용을 위해 약관에 동의해 주세요\./)).toBeVisible();
    await expect.element(page.getByRole('group', { name: /필수 약관 동의/ })).toBeVisible();
    await expect.element(page.getByText(/변경/)).not.toBeInTheDocument();
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();
    await expect.element(page.getByText('필수 약관에 모두 동의해 주세요.')).toBeVisible();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  });

  it('agrees to all, saves the login user and goes where the login was headed', async () => {
    sessionStorage.setItem(LOGIN_REDIRECT_KEY, '/myPage/myInfo');
    const { calls } = stubServer({ step: 'DONE', loginUserInfo: LOGIN_USER_INFO });
    const { router } = await renderWithProviders(null, { routes, path: '/login/trmsReAgre' });
    await page.getByRole('checkbox', { name: '전체' }).click();
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();
    await expect.element(page.getByText('내 정보 화면')).toBeVisible();
    expect(router.state.location.pathname).toBe('/myPage/myInfo');
    const post = calls.find((c) => c.init.method === 'POST');
    expect(post?.url).toBe('/icec/api/login/trmsReAgre');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      agreements: [
        { trmsCd: 'SVC_USE', trmsVer: 2, agreYn: 'Y' },
        { trmsCd: 'PRIV_COLCT', trmsVer: 3, agreYn: 'Y' },
      ],
    });
    expect(getLoginUser()).toMatchObject({ userId: 'student1', isLogin: 'Y' });
    expect(sessionStorage.getItem(PSWD_CHG_NOTICE_KEY)).toBe('Y');
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBeNull();
  });

  it('goes on to the password change when that step follows', async () => {
    stubServer({ step: 'PSWD_CHG', loginUserInfo: null });
    const { router } = await renderWithProviders(null, { routes, path: '/login/trmsReAgre' });
    await page.getByRole('checkbox', { name: '전체' }).click();
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();
    await expect.element(page.getByText('비밀번호 변경 화면')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login/pswdChg');
    expect(getLoginUser()).toBeNull();
  });

  it('never follows a saved redirect to another site (SECURITY 5)', async () => {
    sessionStorage.setItem(LOGIN_REDIRECT_KEY, '//evil.example/steal');
    stubServer({ step: 'DONE', loginUserInfo: LOGIN_USER_INFO });
    const { router } = await renderWithProviders(null, { routes, path: '/login/trmsReAgre' });
    await page.getByRole('checkbox', { name: '전체' }).click();
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();
    await expect.element(page.getByText('메인 화면')).toBeVisible();
    expect(router.state.location.pathname).toBe('/main');
  });
});
