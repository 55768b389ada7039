import { LOCKED_LOGOUT_CODE, LOGIN_MESSAGES, type TMyInfo } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { setNavigator } from '../../../lib/api';
import { getLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { MyInfoPage } from './my-info-page';

const MY_INFO: TMyInfo = {
  userId: 'student1',
  userNm: '김학생',
  brdt: '2010-04-05',
  userTypeCd: 'S',
  mbrTypeAuthrt: 'ST01',
  mbrTypeNm: '학생(초·중학생)',
  email: 'kim@example.com',
  mblTelno: '010-1111-2222',
  zip: null,
  addr: null,
  addrDtl: null,
  schlTypeCd: 'MD01',
  schlNm: '서울중학교',
  grd: 2,
  clsNm: '3',
  joinAt: '2025-03-02T01:00:00.000Z',
  pswdChgAt: '2025-03-02T01:00:00.000Z',
  socialProviders: ['kakao'],
};

const routes = [
  { path: '/myPage/myInfo', element: <MyInfoPage /> },
  { path: '/main', element: <p>메인 화면</p> },
  { path: '/login', element: <p>로그인 화면</p> },
];

const postsOf = (calls: TFetchCall[]) => calls.filter((c) => c.init.method !== 'GET');

function stubServer() {
  return stubFetch((url, init) => {
    if (init.method === 'GET') return json(MY_INFO);
    if (init.method === 'PUT') return json({ ...MY_INFO, ...(JSON.parse(String(init.body)) as object), grd: 3 });
    return json(url.endsWith('/withdraw') ? { result: 'SUCCESS' } : {});
  });
}

/** The postcode service stands in as loaded, so no test reaches the outside network. */
class FakePostcode {
  embed() {}
}

beforeEach(() => {
  window.daum = { Postcode: FakePostcode };
  setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', isLogin: 'Y' });
});

afterEach(() => {
  delete window.daum;
  closeAllDialogs();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('MyInfoPage', () => {
  it('shows the member data; name, birth date and type are not editable', async () => {
    stubServer();
    await renderWithProviders(null, { routes, path: '/myPage/myInfo' });
    await expect.element(page.getByText('student1')).toBeVisible();
    await expect.element(page.getByText('학생(초·중학생)')).toBeVisible();
    await expect.element(page.getByText('중학교', { exact: true })).toBeVisible();
    await expect.element(page.getByText('카카오')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: '이메일' })).toHaveValue('kim@example.com');
    await expect.element(page.getByRole('textbox', { name: '학교명' })).toHaveValue('서울중학교');
    expect(page.getByRole('textbox', { name: '이름' }).elements()).toHaveLength(0);
  });

  it('saves an edit after confirmation and sends only the editable fields', async () => {
    const { calls } = stubServer();
    await renderWithProviders(null, { routes, path: '/myPage/myInfo' });
    await page.getByRole('textbox', { name: '학년' }).fill('3');
    await page.getByRole('button', { name: '저장' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('수정하시겠습니까?');
    await page.getByRole('button', { name: '확인' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('수정되었습니다.');
    const [put] = postsOf(calls);
    expect(put?.init.method).toBe('PUT');
    expect(Object.keys(JSON.parse(String(put?.init.body))).sort()).toEqual(['addr', 'addrDtl', 'clsNm', 'email', 'grd', 'mblTelno', 'schlNm', 'zip']);
  });

  it('withdraws only after the confirmation, then forgets the login and goes to /main', async () => {
    const { calls } = stubServer();
    const { router } = await renderWithProviders(null, { routes, path: '/myPage/myInfo' });
    await page.getByLabelText(/^비밀번호 확인/).fill('Test!pass2026');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('탈퇴하시겠습니까?');
    await page.getByRole('button', { name: '취소' }).click();
    expect(postsOf(calls)).toHaveLength(0);

    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await page.getByRole('button', { name: '확인' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription(/회원 탈퇴가 완료되었습니다/);
    await page.getByRole('button', { name: '확인' }).click();
    await expect.element(page.getByText('메인 화면')).toBeVisible();
    expect(router.state.location.pathname).toBe('/main');
    expect(postsOf(calls).map((c) => c.url)).toEqual(['/icec/api/myInfo/withdraw']);
    expect(getLoginUser()).toBeNull();
  });

  it('a fifth wrong password at withdrawal: the lock message, then the login page with the login forgotten', async () => {
    const { calls } = stubFetch((_url, init) =>
      init.method === 'GET' ? json(MY_INFO) : json({ code: LOCKED_LOGOUT_CODE, message: LOGIN_MESSAGES.lockedLoggedOut }, 401),
    );
    const { router } = await renderWithProviders(null, { routes, path: '/myPage/myInfo' });
    setNavigator((to) => void router.navigate(to));
    await page.getByLabelText(/^비밀번호 확인/).fill('Wrong!pass2026');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await page.getByRole('button', { name: '확인' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription(LOGIN_MESSAGES.lockedLoggedOut);
    await page.getByRole('button', { name: '확인' }).click();
    await expect.element(page.getByText('로그인 화면')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(getLoginUser()).toBeNull();
    expect(postsOf(calls).map((c) => c.url)).toEqual(['/icec/api/myInfo/withdraw']);
  });
});
