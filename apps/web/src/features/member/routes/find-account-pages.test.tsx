import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { FindIdPage } from './find-id-page';
import { FindPswdPage } from './find-pswd-page';

const NEW_PASSWORD = 'Fresh!pass2027';
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('FindIdPage', () => {
  it('offers the identity verification first', async () => {
    const { calls } = stubFetch(() => json({}));
    await renderWithProviders(<FindIdPage />, { path: '/login/findId' });
    await expect.element(page.getByRole('button', { name: '본인인증하고 아이디 찾기' })).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('exchanges the verification once for the masked ids', async () => {
    const { calls } = stubFetch(() => json({ userIds: ['stu*****', 'kim****'] }));
    await renderWithProviders(<FindIdPage />, { path: '/login/findId?vrfcId=v123' });
    await expect.element(page.getByRole('listitem').first()).toHaveTextContent('stu*****');
    expect(
      page
        .getByRole('listitem')
        .elements()
        .map((li) => li.textContent),
    ).toEqual(['stu*****', 'kim****']);
    await expect.element(page.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/login/findPswd');
    expect(calls.map((c) => [c.url, bodyOf(c.init)])).toEqual([['/icec/api/login/findId', { vrfcId: 'v123' }]]);
  });
});

describe('FindPswdPage', () => {
  it('needs the id before it starts the verification', async () => {
    const { calls } = stubFetch(() => json({}));
    await renderWithProviders(<FindPswdPage />, { path: '/login/findPswd' });
    await page.getByRole('button', { name: '본인인증하고 비밀번호 찾기' }).click();
    const userId = page.getByRole('textbox', { name: /^아이디/ });
    await expect.element(userId).toHaveFocus();
    await expect.element(userId).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('back from the verification: the kept id, then a new password through the token, then login', async () => {
    sessionStorage.setItem('findPswdUserId', 'student1');
    const { calls } = stubFetch((url) => json(url.endsWith('/verify') ? { resetToken: 'tok', expiresAt: '2026-12-01T10:15:00.000Z' } : { result: 'SUCCESS' }));
    await renderWithProviders(<FindPswdPage />, { path: '/login/findPswd?vrfcId=v456' });
    await expect.element(page.getByRole('textbox', { name: /^아이디/ })).toHaveValue('student1');
    await page.getByRole('button', { name: '다음' }).click();
    await expect.element(page.getByRole('heading', { name: '새 비밀번호 설정' })).toHaveFocus();

    const newPswd = page.getByLabelText(/^새 비밀번호(?!\s*(확인|설정))/);
    await newPswd.fill('Xstudent1!zz');
    await expect.element(newPswd).toHaveAccessibleDescription('비밀번호에 아이디를 포함할 수 없습니다.');
    await newPswd.fill(NEW_PASSWORD);
    await page.getByLabelText(/^새 비밀번호\s*확인/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect.element(page.getByRole('status').getByText('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');

    expect(calls.map((c) => [c.url, bodyOf(c.init)])).toEqual([
      ['/icec/api/login/findPswd/verify', { userId: 'student1', vrfcId: 'v456' }],
      ['/icec/api/login/findPswd/reset', { resetToken: 'tok', newPswd: NEW_PASSWORD, newPswdCnfm: NEW_PASSWORD }],
    ]);
    expect(sessionStorage.getItem('findPswdUserId')).toBeNull();
  });
});
