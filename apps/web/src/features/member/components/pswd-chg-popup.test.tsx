import { LOCKED_LOGOUT_CODE, LOGIN_MESSAGES } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { setNavigator } from '../../../lib/api';
import { getLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { PswdChgPopup } from './pswd-chg-popup';

const LOGIN_USER = { userId: 'student1', userNm: '김학생', userTypeCd: 'S', isLogin: 'Y' as const, brdt: '2010-04-05' };
const NEW_PASSWORD = 'Fresh!pass2027';

const answered = {
  step: 'DONE',
  loginUserInfo: {
    ...LOGIN_USER,
    userSeNm: '학생(초·중학생)',
    eblcRegYn: 'N',
    userSttsCd: 'ACTV',
    mbrTypeAuthrt: 'ST01',
    schlTypeCd: 'MD01',
    pswdChgNeedYn: 'N',
    sessionTimeoutSec: 1800,
    sessionExpiresAt: '2026-12-01T10:30:00.000Z',
  },
};

beforeEach(() => setLoginUser(LOGIN_USER));

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  localStorage.clear();
});

// the labels end with the required mark ('필수' for screen readers)
const curField = () => page.getByLabelText(/^현재 비밀번호/);
const newField = () => page.getByLabelText(/^새 비밀번호(?!\s*확인)/);
const cnfmField = () => page.getByLabelText(/^새 비밀번호\s*확인/);

async function fill(cur: string, next: string, cnfm = next) {
  await curField().fill(cur);
  await newField().fill(next);
  await cnfmField().fill(cnfm);
}

describe('PswdChgPopup', () => {
  it('says why it is shown; "다음에 변경" closes it without a request', async () => {
    const { calls } = stubFetch(() => json({}));
    const onClose = vi.fn();
    await renderWithProviders(<PswdChgPopup open onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: '비밀번호 변경 안내' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('비밀번호를 변경한 지 오래되었습니다.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: '다음에 변경' }).click();
    expect(onClose).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(0);
  });

  it('speaks the password rule as the user types (id and birth date included)', async () => {
    stubFetch(() => json({}));
    await renderWithProviders(<PswdChgPopup open onClose={() => {}} />);
    const newPswd = newField();
    await newPswd.fill('abc');
    await expect.element(newPswd).toHaveAccessibleDescription(/3종류 이상 8자 이상/);
    await newPswd.fill('Xstudent1!zz');
    await expect.element(newPswd).toHaveAccessibleDescription('비밀번호에 아이디를 포함할 수 없습니다.');
    await newPswd.fill('Abc!20100405');
    await expect.element(newPswd).toHaveAccessibleDescription('비밀번호에 생년월일을 포함할 수 없습니다.');
    await newPswd.fill(NEW_PASSWORD);
    await expect.element(newPswd).toHaveAccessibleDescription('사용할 수 있는 비밀번호입니다.');
  });

  it('checks the confirmation before sending anything', async () => {
    const { calls } = stubFetch(() => json(answered));
    await renderWithProviders(<PswdChgPopup open onClose={() => {}} />);
    await fill('Test!pass2026', NEW_PASSWORD, 'Other!pass2027');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect.element(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('changes the password, saves the new login info, tells so and closes', async () => {
    const { calls } = stubFetch(() => json(answered));
    const onClose = vi.fn();
    await renderWithProviders(<PswdChgPopup open onClose={onClose} />);
    await fill('Test!pass2026', NEW_PASSWORD);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('비밀번호가 변경되었습니다.');
    expect(onClose).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/icec/api/login/pswdChg');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ curPswd: 'Test!pass2026', newPswd: NEW_PASSWORD, newPswdCnfm: NEW_PASSWORD });
    expect(getLoginUser()).toMatchObject({ userId: 'student1', pswdChgNeedYn: 'N' });
  });

  it("shows the server's message, then its field error under the field", async () => {
    const message = '현재 비밀번호가 일치하지 않습니다.';
    stubFetch(() => json({ code: 'VALIDATION', message, data: { fieldErrors: { curPswd: message } } }, 400));
    const onClose = vi.fn();
    await renderWithProviders(<PswdChgPopup open onClose={onClose} />);
    await fill('Wrong!pass2026', NEW_PASSWORD);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription(message);
    await page.getByRole('button', { name: '확인' }).click();
    await expect.element(curField()).toHaveAccessibleDescription(message);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a fifth wrong current password: the lock message, then the login page, the login forgotten', async () => {
    stubFetch(() => json({ code: LOCKED_LOGOUT_CODE, message: LOGIN_MESSAGES.lockedLoggedOut }, 401));
    const navigate = vi.fn<(to: string) => void>();
    setNavigator(navigate);
    const onClose = vi.fn();
    await renderWithProviders(<PswdChgPopup open onClose={onClose} />);
    await fill('Wrong!pass2026', NEW_PASSWORD);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription(LOGIN_MESSAGES.lockedLoggedOut);
    await page.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => navigate.mock.calls).toEqual([['/login']]);
    expect(getLoginUser()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
