import { LOCKED_LOGOUT_CODE, LOGIN_MESSAGES, MY_INFO_MESSAGES, type TMyInfo } from '@portal/contract';
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
  schlCd: '9990004',
  schlNm: '진로중학교',
  grd: 2,
  clsNm: '3',
  joinAt: '2025-03-02T01:00:00.000Z',
  pswdChgAt: '2025-03-02T01:00:00.000Z',
  socialProviders: ['kakao'],
  pswdYn: 'Y',
};
const GOOD = 'Test!pass2026';
const MISMATCH = { code: 'VALIDATION', message: MY_INFO_MESSAGES.curPswdMismatch, data: { fieldErrors: { pswd: MY_INFO_MESSAGES.curPswdMismatch } } };

const routes = [
  { path: '/myPage/myInfo', element: <MyInfoPage /> },
  { path: '/main', element: <p>메인 화면</p> },
  { path: '/login', element: <p>로그인 화면</p> },
];

const postsOf = (calls: TFetchCall[]) => calls.filter((c) => c.init.method !== 'GET');

function stubServer(info: TMyInfo = MY_INFO, { expired = false } = {}) {
  return stubFetch((url, init) => {
    if (init.method === 'GET') return json(info);
    if (url.endsWith('/pswdCheck')) {
      const { pswd } = JSON.parse(String(init.body)) as { pswd: string };
      return pswd === GOOD ? json({ validUntil: new Date(Date.now() + 600_000).toISOString() }) : json(MISMATCH, 400);
    }
    if (expired) return json({ code: 'FORBIDDEN', message: MY_INFO_MESSAGES.pswdCheckRequired, data: { returnUrl: '/myPage/myInfo' } }, 403);
    if (init.method === 'PUT') return json({ ...info, ...(JSON.parse(String(init.body)) as object), grd: 3 });
    return json(url.endsWith('/withdraw') ? { result: 'SUCCESS' } : {});
  });
}

/** The password step: a wrong password is told under the field, the right one opens the step. */
async function passCheck(password = GOOD) {
  await page.getByLabelText(/^현재 비밀번호/).fill(password);
  await page.getByRole('button', { name: '비밀번호 확인' }).click();
}

/** The answer of the open message dialog (spec §4 alert and confirm). */
const answer = (name: '확인' | '취소') => page.getByRole('alertdialog').getByRole('button', { name }).click();

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
  it('shows the data first, as text, with the three steps to choose', async () => {
    const { calls } = stubServer();
    await renderWithProviders(null, { routes, path: '/myPage/myInfo' });
    await expect.element(page.getByText('student1')).toBeVisible();
    await expect.element(page.getByText('학생(초·중학생)')).toBeVisible();
    await expect.element(page.getByText('중학교', { exact: true })).toBeVisible();
    await expect.element(page.getByText('카카오')).toBeVisible();
    await expect.element(page.getByText('kim@example.com')).toBeVisible();
    await expect.element(page.getByText('진로중학교')).toBeVisible();
    await expect.element(page.getByText('2학년')).toBeVisible();
    expect(page.getByRole('textbox').elements()).toHaveLength(0);
    const actions = page.getByRole('group', { name: '내 정보 관리' });
    expect(
      actions
        .getByRole('button')
        .elements()
        .map((b) => b.textContent),
    ).toEqual(['정보 수정', '비밀번호 변경', '회원 탈퇴']);
    expect(postsOf(calls)).toHaveLength(0);
  });

  it('asks the password again before the edit, then saves after confirmation and sends only the editable fields', async () => {
    const { calls } = stubServer();
    await renderWithProviders(null, { routes, path: '/myPage/myInfo' });
    await page.getByRole('button', { name: '정보 수정' }).click();
    await expect.element(page.getByRole('heading', { name: '정보 수정' })).toHaveFocus();
    expect(page.getByRole('textbox', { name: '이메일' }).elements()).toHaveLength(0);
    await passCheck('Wrong!pass2026');
    await answer('확인');
    await expect.element(page.getByText(MY_INFO_MESSAGES.curPswdMismatch).first()).toBeVisible();
    await passCheck();

    await expect.element(page.getByRole('textbox', { name: '이메일' })).toHaveValue('kim@example.com');
    await expect.element(page.getByRole('textbox', { name: '학교 필수' })).toHaveValue('진로중학교');
    await page.getByRole('combobox', { name: '학년 필수' }).selectOptions('3');
    await page.getByRole('button', { name: '저장' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('수정하시겠습니까?');
    await answer('확인');
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('수정되었습니다.');
    await answer('확인');
    await expect.element(page.getByRole('button', { name: '정보 수정' })).toBeVisible();
    const put = postsOf(calls).find((c) => c.init.method === 'PUT');
    expect(Object.keys(JSON.parse(String(put?.init.body))).sort()).toEqual(['addr', 'addrDtl', 'clsNm', 'email', 'grd', 'mblTelno', 'schlCd', 'zip']);
  });

  it("shows a teacher's school read-only, points to the school info menu, and sends no school field", async () => {
    const teacher: TMyInfo = { ...MY_INFO, userId: 'teacher1', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', mbrTypeNm: '교사', grd: null, clsNm: null };
    const { calls } = stubServer(teacher);
    await renderWithProviders(null, { routes, path: '/myPage/myInfo' });
    await expect.element(page.getByText('진로중학교')).toBeVisible();
    await expect.element(page.getByText(/^소속 학교는 학교 정보 메뉴에서 신청하고 승인받습니다\./)).toBeVisible();
    await page.getByRole('button', { name: '정보 수정' }).click();
    await passCheck();
    await expect.element(page.getByRole('textbox', { name: '이메일' })).toHaveValue('kim@example.com');
    expect(page.getByRole('textbox', { name: /학교/ }).elements()).toHaveLength(0);
    expect(page.getByRole('combobox', { name: /학년/ }).elements()).toHaveLength(0);
    await expect.element(page.getByText(/진로중학교$/)).toBeVisible();
    await expect.element(page.getByRole('link', { name: '학교 정보로 이동' })).toHaveAttribute('href', '/myPage/schlInfo');
    await page.getByRole('button', { name: '저장' }).click();
    await answer('확인');
    await answer('확인');
    const put = postsOf(calls).find((c) => c.init.method === 'PUT');
    expect(Object.keys(JSON.parse(String(put?.init.body))).sort()).toEqual(['addr', 'addrDtl', 'email', 'mblTelno', 'zip']);
  });

  it('when the server no longer counts the check, asks the password again', async () => {
    stubServer(MY_INFO, { expired: true });
    const { router } = await renderWithProviders(null, { routes, path: '/myPage/myInfo' });
    setNavigator((to) => void router.navigate(to));
    await page.getByRole('button', { name: '정보 수정' }).click();
    await passCheck();
    await page.getByRole('button', { name: '저장' }).click();
    await answer('확인');
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription(MY_INFO_MESSAGES.pswdCheckRequired);
    await answer('확인');
    await expect.element(page.getByLabelText(/^현재 비밀번호/)).toBeVisible();
  });

  it('a social-only account is told how to make a password', async () => {
    stubServer({ ...MY_INFO, pswdYn: 'N' });
    await renderWithProviders(null, { routes, path: '/myPage/myInfo' });
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await expect.element(page.getByText(MY_INFO_MESSAGES.noPswd)).toBeVisible();
    await expect.element(page.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/login/findPswd');
    await page.getByRole('button', { name: '취소' }).click();
    await expect.element(page.getByRole('button', { name: '정보 수정' })).toBeVisible();
  });

  it('withdraws after the password and the confirmation, then forgets the login and goes to /main', async () => {
    const { calls } = stubServer();
    const { router } = await renderWithProviders(null, { routes, path: '/myPage/myInfo' });
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await passCheck();
    await page.getByRole('button', { name: '탈퇴하기' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('탈퇴하시겠습니까?');
    await answer('취소');
    expect(postsOf(calls).map((c) => c.url)).toEqual(['/icec/api/myInfo/pswdCheck']);

    await page.getByRole('button', { name: '탈퇴하기' }).click();
    await answer('확인');
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription(/회원 탈퇴가 완료되었습니다/);
    await answer('확인');
    await expect.element(page.getByText('메인 화면')).toBeVisible();
    expect(router.state.location.pathname).toBe('/main');
    expect(postsOf(calls).map((c) => c.url)).toEqual(['/icec/api/myInfo/pswdCheck', '/icec/api/myInfo/withdraw']);
    expect(getLoginUser()).toBeNull();
  });

  it('a fifth wrong password: the lock message, then the login page with the login forgotten', async () => {
    const { calls } = stubFetch((_url, init) =>
      init.method === 'GET' ? json(MY_INFO) : json({ code: LOCKED_LOGOUT_CODE, message: LOGIN_MESSAGES.lockedLoggedOut }, 401),
    );
    const { router } = await renderWithProviders(null, { routes, path: '/myPage/myInfo' });
    setNavigator((to) => void router.navigate(to));
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await passCheck('Wrong!pass2026');
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription(LOGIN_MESSAGES.lockedLoggedOut);
    await answer('확인');
    await expect.element(page.getByText('로그인 화면')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(getLoginUser()).toBeNull();
    expect(postsOf(calls).map((c) => c.url)).toEqual(['/icec/api/myInfo/pswdCheck']);
  });
});
