import { JOIN_MESSAGES, type TLoginProcResponse } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { clearLoginUser, getLoginUser } from '../../../lib/auth-storage';
import { GrdnCnstPage } from './grdn-cnst-page';

const DONE: TLoginProcResponse = {
  step: 'DONE',
  loginUserInfo: { userId: 'stu26001', userNm: '김하늘', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' },
} as TLoginProcResponse;

let calls: TFetchCall[];

beforeEach(() => {
  ({ calls } = stubFetch((url) => {
    if (url === '/icec/api/idntf/result') return json({ vrfcId: 'v-1', purposeCd: 'GUARDIAN', userNm: '김보호', brdt: '1985-01-01' });
    if (url === '/icec/api/login/grdnCnst') return json(DONE);
    return json({ message: '없음' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

const routes = [
  { path: '/login/grdnCnst', element: <GrdnCnstPage /> },
  { path: '/main', element: <p>home</p> },
];

describe('/login/grdnCnst', () => {
  it('offers the guardian’s identity verification first', async () => {
    await renderWithProviders(null, { routes, path: '/login/grdnCnst' });
    await expect.element(page.getByRole('button', { name: '법정대리인 본인인증' })).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('says so when the verification cannot be read, and offers it again', async () => {
    vi.unstubAllGlobals();
    stubFetch(() => json({ code: 'IDNTF_NOT_FOUND', message: '본인인증 정보를 찾을 수 없습니다. 본인인증을 다시 진행해 주세요.' }, 400));
    await renderWithProviders(null, { routes, path: '/login/grdnCnst?vrfcId=v-9' });
    await expect.element(page.getByRole('alert')).toHaveTextContent('본인인증 정보를 찾을 수 없습니다. 본인인증을 다시 진행해 주세요.');
    await expect.element(page.getByRole('button', { name: '법정대리인 본인인증' })).toBeVisible();
  });

  it('once verified, asks for the relation and the agreement at their fields, then finishes the login', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/login/grdnCnst?vrfcId=v-1' });
    await expect.element(page.getByRole('status').filter({ hasText: '김보호' })).toBeVisible();
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();
    await expect.element(page.getByText(JOIN_MESSAGES.guardianRelation)).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '부' })).toHaveFocus();
    await page.getByRole('radio', { name: '모' }).click();
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();
    const agree = page.getByRole('checkbox', { name: /동의합니다/ });
    await expect.element(agree).toHaveAccessibleDescription(JOIN_MESSAGES.guardianAgree);
    await expect.element(agree).toHaveFocus();
    await agree.click();
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/main');
    expect(JSON.parse(String(calls.find((c) => c.url === '/icec/api/login/grdnCnst')?.init.body))).toEqual({
      guardianVrfcId: 'v-1',
      guardianRelationCd: 'MOTHER',
      guardianAgreYn: 'Y',
    });
    expect(getLoginUser()?.userId).toBe('stu26001');
  });
});
