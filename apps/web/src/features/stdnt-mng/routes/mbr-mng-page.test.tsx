import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { CLASSES, STUDENT } from '../stdnt-mng.test-helper';
import { MbrMngPage } from './mbr-mng-page';

const PAGINATION = { currentPage: 1, maxResults: 10, maxLinks: 10, startPage: 1, endPage: 1, countItem: 1, countPage: 1, previousLinkPage: 1, nextLinkPage: 1 };
let calls: TFetchCall[];
let userSttsCd = 'ACTV';

beforeEach(() => {
  sessionStorage.clear();
  userSttsCd = 'ACTV';
  setLoginUser({ userId: 'teacher1', userNm: '박교사', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
  ({ calls } = stubFetch((url) => {
    if (url === '/icec/api/mbrMng/classes') return json(CLASSES);
    if (url.startsWith('/icec/api/mbrMng/list')) return json({ list: [{ ...STUDENT, userSttsCd }], pagination: PAGINATION });
    if (url === '/icec/api/mbrMng/student1/resetPswd') return json({ userId: 'student1', tmpPswd: 'Tmp#4821ab' });
    if (url === '/icec/api/mbrMng/student1/lock') {
      userSttsCd = 'LOCK';
      return json({ userId: 'student1', userSttsCd });
    }
    return json({ message: '없음' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

const answerDialog = async (message: RegExp) => {
  await expect.poll(() => getDialogs().at(-1)?.message).toMatch(message);
  getDialogs().at(-1)!.resolve(true);
};

describe('/mbrMng', () => {
  it('searches by name and class from page 1', async () => {
    await renderWithProviders(<MbrMngPage />, { path: '/mbrMng' });
    await expect.element(page.getByRole('rowheader', { name: /김학생/ })).toBeVisible();
    await page.getByRole('searchbox', { name: '이름' }).fill('김학');
    await page.getByRole('combobox', { name: '학급' }).selectOptions('5');
    await page.getByRole('button', { name: '검색' }).click();
    await expect.poll(() => calls.at(-1)?.url).toBe('/icec/api/mbrMng/list?userNm=%EA%B9%80%ED%95%99&clsId=5&currentPage=1');
  });

  it('shows a new temporary password once, after a confirm', async () => {
    await renderWithProviders(<MbrMngPage />, { path: '/mbrMng' });
    await page.getByRole('button', { name: '김학생 임시 비밀번호 발급' }).click();
    await answerDialog(/^김학생 학생에게 새 임시 비밀번호를 발급합니다\./);
    const dialog = page.getByRole('alertdialog', { name: '임시 비밀번호' });
    await expect.element(dialog).toHaveAccessibleDescription(/다시 볼 수 없으니/);
    await expect.element(dialog.getByText('Tmp#4821ab')).toBeVisible();
    await dialog.getByRole('button', { name: '닫기' }).click();
    expect(page.getByText('Tmp#4821ab').elements()).toHaveLength(0);
  });

  it('locks an account after a confirm, then offers the unlock', async () => {
    await renderWithProviders(<MbrMngPage />, { path: '/mbrMng' });
    await page.getByRole('button', { name: '김학생 계정 잠금' }).click();
    await answerDialog(/잠그시겠습니까\?$/);
    await answerDialog(/^계정을 잠갔습니다\.$/);
    await expect.element(page.getByRole('button', { name: '김학생 계정 잠금 해제' })).toBeVisible();
    expect(calls.filter((c) => c.url === '/icec/api/mbrMng/student1/lock')).toHaveLength(1);
  });
});
