import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { json, stubFetch } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, createTestQueryClient } from '../../../app/testing/render-with-providers';
import { ModalHost } from '../../../components/modal/modal-host';
import { getLoginUser } from '../../../lib/auth-storage';
import { SocialCallbackPage } from './social-callback-page';

const USER = {
  userId: 'student1',
  userNm: '김학생',
  userSeNm: '학생',
  eblcRegYn: 'N',
  userSttsCd: 'ACTV',
  isLogin: 'Y',
  userTypeCd: 'S',
  mbrTypeAuthrt: 'ST01',
  brdt: null,
  schlTypeCd: null,
  pswdChgNeedYn: 'N',
  sessionTimeoutSec: 1800,
  sessionExpiresAt: '2026-01-01T00:30:00.000Z',
};

/** The callback page with a page to land on, under StrictMode at the root (effects run twice on mount). */
async function open(search: string) {
  const router = createMemoryRouter(
    [
      { path: '/login/kakao', element: <SocialCallbackPage provider="kakao" /> },
      { path: '*', element: <p>이동한 화면</p> },
    ],
    { initialEntries: [`/login/kakao${search}`] },
  );
  await render(
    <StrictMode>
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
        <ModalHost />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router };
}

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
});

describe('SocialCallbackPage', () => {
  it('forwards code and state once, saves the user and goes to the redirect address', async () => {
    const { calls } = stubFetch(() => json({ step: 'DONE', loginUserInfo: USER, redirectUrl: '/myPage/myInfo' }));
    const { router } = await open('?code=abc&state=st1');
    await expect.element(page.getByText('이동한 화면')).toBeVisible();
    expect(calls.map((c) => [c.url, c.init.method, c.init.body])).toEqual([
      ['/icec/api/login/oauth/kakao/callback', 'POST', JSON.stringify({ state: 'st1', code: 'abc' })],
    ]);
    expect(router.state.location.pathname).toBe('/myPage/myInfo');
    expect(getLoginUser()).toMatchObject({ userId: 'student1', userTypeCd: 'S' });
  });

  it.each([
    ['JOIN', '/mbrJoin/join', '?social=Y'],
    ['TRMS_REAGRE', '/login/trmsReAgre', ''],
    ['PSWD_CHG', '/login/pswdChg', ''],
    ['GRDN_CNST', '/login/grdnCnst', ''],
  ])('%s continues to %s', async (step, pathname, search) => {
    stubFetch(() => json({ step, loginUserInfo: null, redirectUrl: '/mbrJoin/join?social=Y' }));
    const { router } = await open('?code=abc&state=st1');
    await expect.element(page.getByText('이동한 화면')).toBeVisible();
    expect(router.state.location).toMatchObject({ pathname, search });
    expect(getLoginUser()).toBeNull();
  });

  it('shows the server message and a way back to the login page', async () => {
    stubFetch(() => json({ code: 'SOCIAL_LOGIN_CANCELLED', message: '로그인이 취소되었습니다.' }, 400));
    await open('?error=access_denied&state=st1');
    // the HTTP client shows the message in its dialog first (spec §7)
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('로그인이 취소되었습니다.');
    await page.getByRole('button', { name: '확인' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('로그인이 취소되었습니다.');
    await expect.element(page.getByRole('link', { name: '로그인 화면으로 돌아가기' })).toHaveAttribute('href', '/login');
  });

  it('says the request is not valid without a state, and sends nothing', async () => {
    const { calls } = stubFetch(() => json({}));
    await open('');
    await expect.element(page.getByRole('alert')).toHaveTextContent('로그인 요청이 올바르지 않습니다. 처음부터 다시 시도해 주세요.');
    expect(calls).toEqual([]);
  });

  it('says it is working while the answer is on its way', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    await open('?code=abc&state=st1');
    await expect.element(page.getByRole('status')).toHaveTextContent('로그인 처리 중입니다…');
    await expect.element(page.getByRole('heading', { level: 1, name: '카카오 로그인' })).toBeVisible();
  });
});
