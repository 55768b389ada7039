import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithProviders } from '../../../app/testing/render-with-providers';
import { setLoginUser } from '../../../lib/auth-storage';
import { PswdChgNotice } from './pswd-chg-notice';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('PswdChgNotice', () => {
  it('shows the password-change popup once after a login that raised the flag', async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', isLogin: 'Y' });
    sessionStorage.setItem('pswdChgNotice', 'Y');
    await renderWithProviders(<PswdChgNotice />, { path: '/main' });
    const popup = page.getByRole('dialog', { name: '비밀번호 변경 안내' });
    await expect.element(popup).toBeVisible();
    await popup.getByRole('button', { name: '다음에 변경' }).click();
    await expect.element(popup).not.toBeInTheDocument();
    expect(sessionStorage.getItem('pswdChgNotice')).toBeNull();
  });

  it('shows nothing without the flag or without a login', async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', isLogin: 'Y' });
    await renderWithProviders(<PswdChgNotice />, { path: '/main' });
    localStorage.clear();
    sessionStorage.setItem('pswdChgNotice', 'Y');
    await renderWithProviders(<PswdChgNotice />, { path: '/main' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.getByRole('dialog').query()).toBeNull();
  });
});
