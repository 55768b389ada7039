import type { Page } from '@playwright/test';
import { loginAs, phone, unique, verifyIdentity } from './support/identity.js';
import { expect, test } from './support/fixture.js';

/** Member type and terms, then the local identity provider, back on the write page. */
async function startJoin(page: Page, mbrType: string, person: { userNm: string; brdt: string; mblTelno: string }) {
  await page.goto('/mbrJoin');
  await expect(page).toHaveURL(/\/mbrJoin\/join$/);
  await expectStep(page, '약관 동의');
  await page.getByLabel(mbrType, { exact: true }).check();
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '본인인증', exact: true }).click();
  await verifyIdentity(page, person);
  await expect(page).toHaveURL(/\/mbrJoin\/mbrJoinWrite/);
  await expectStep(page, '정보 입력');
  // the verified name and birth date are shown as text, not as inputs
  await expect(page.getByRole('definition').filter({ hasText: person.userNm })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: person.brdt })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '이름' })).toHaveCount(0);
}

/** The join's step indicator marks where the visitor is (aria-current="step"). */
async function expectStep(page: Page, name: string) {
  await expect(page.getByRole('list', { name: '회원가입 단계' }).locator('[aria-current="step"]')).toContainText(name);
}

/** The school picker: a search by part of the name, then the school's own 선택 button. */
async function pickSchool(page: Page, word: string, schlNm: string) {
  await page.getByRole('button', { name: '학교 찾기' }).click();
  const dialog = page.getByRole('dialog', { name: '학교 찾기' });
  await dialog.getByRole('searchbox', { name: '학교 이름' }).fill(word);
  await dialog.getByRole('button', { name: '검색' }).click();
  await dialog.getByRole('button', { name: `${schlNm} 선택` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: /^학교/ })).toHaveValue(schlNm);
}

async function fillAccount(page: Page, userId: string, pswd: string) {
  await page.getByRole('textbox', { name: /^아이디/ }).fill(userId);
  await page.getByRole('button', { name: '중복확인' }).click();
  await expect(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
  await page.getByRole('textbox', { name: /^비밀번호( 필수)?$/ }).fill(pswd);
  await page.getByRole('textbox', { name: /^비밀번호 확인/ }).fill(pswd);
}

test('a visitor of 14 or over joins, logs in and logs out', async ({ page }) => {
  const userId = unique('adult');
  const pswd = 'Join!test2026';
  await startJoin(page, '일반회원', { userNm: '홍길동', brdt: '1995-04-01', mblTelno: phone() });
  await fillAccount(page, userId, pswd);
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/mbrJoin\/mbrJoinCmptnView/);
  await expect(page.getByText('회원가입이 완료되었습니다.')).toBeVisible();
  await expectStep(page, '가입 완료');

  await loginAs(page, userId, pswd);
  await expect(page).toHaveURL(/\/main$/);
  const header = page.getByRole('banner');
  await expect(header.getByText('홍길동님')).toBeVisible();
  await header.getByRole('link', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(header.getByRole('link', { name: '로그인' })).toBeVisible();
});

test('a child under 14 joins only with a verified guardian consent', async ({ page }) => {
  const userId = unique('child');
  const pswd = 'Child!join2026';
  await startJoin(page, '학생(초·중학생)', { userNm: '김어린', brdt: '2015-06-10', mblTelno: phone() });
  await expect(page.getByRole('heading', { name: '법정대리인 동의' })).toBeVisible();
  await pickSchool(page, '진로초', '진로초등학교');
  // an elementary school has six grades
  await expect(page.getByRole('combobox', { name: /^학년/ }).locator('option:not([value=""])')).toHaveCount(6);
  await page.getByRole('combobox', { name: /^학년/ }).selectOption('6');
  await page.getByLabel('모', { exact: true }).check();
  await page.getByRole('button', { name: '법정대리인 본인인증' }).click();
  await verifyIdentity(page, { userNm: '김보호', brdt: '1985-02-03', mblTelno: phone() });
  await expect(page).toHaveURL(/\/mbrJoin\/mbrJoinWrite/);
  await expect(page.getByText('법정대리인 본인인증 완료: 김보호')).toBeVisible();
  // passwords are never kept across the verification redirect
  await fillAccount(page, userId, pswd);
  await page.getByLabel(/법정대리인으로서/).check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('회원가입이 완료되었습니다.')).toBeVisible();
});

test('a student joins with a school from the list, then gives the password again to edit my info', async ({ page }) => {
  const userId = unique('hs');
  const pswd = 'High!school2026';
  await startJoin(page, '학생(고등학생)', { userNm: '박고교', brdt: `${new Date().getFullYear() - 16}-03-02`, mblTelno: phone() });
  await fillAccount(page, userId, pswd);
  await pickSchool(page, '진로고', '진로고등학교');
  await expect(page.getByRole('combobox', { name: /^학년/ }).locator('option:not([value=""])')).toHaveCount(3);
  await page.getByRole('combobox', { name: /^학년/ }).selectOption('1');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('회원가입이 완료되었습니다.')).toBeVisible();

  await loginAs(page, userId, pswd, '/myPage/myInfo');
  await expect(page).toHaveURL(/\/myPage\/myInfo$/);
  await expect(page.getByText('진로고등학교')).toBeVisible();
  await page.getByRole('button', { name: '정보 수정' }).click();
  await expect(page.getByRole('heading', { name: '정보 수정' })).toBeFocused();
  await page.getByLabel(/^현재 비밀번호/).fill('Wrong!pass2026');
  await page.getByRole('button', { name: '비밀번호 확인' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('현재 비밀번호가 일치하지 않습니다.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await page.getByLabel(/^현재 비밀번호/).fill(pswd);
  await page.getByRole('button', { name: '비밀번호 확인' }).click();

  await page.getByRole('textbox', { name: '이메일' }).fill('park@example.com');
  await pickSchool(page, '희망', '희망고등학교');
  await page.getByRole('combobox', { name: /^학년/ }).selectOption('2');
  await page.getByRole('button', { name: '저장' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('수정되었습니다.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('park@example.com')).toBeVisible();
  await expect(page.getByText('희망고등학교')).toBeVisible();
  await expect(page.getByText('2학년')).toBeVisible();
});

test('a guest opening a members-only page logs in and comes back to it; a foreign redirect lands on /main', async ({ page }) => {
  await page.goto('/myPage/myInfo');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2FmyPage%2FmyInfo/);
  await page.getByLabel('아이디', { exact: true }).fill('student1');
  await page.getByLabel('비밀번호', { exact: true }).fill('Demo!2026');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/myPage\/myInfo$/);
  await expect(page.getByText('student1').first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/main$/);

  await loginAs(page, 'member1', 'Demo!2026', '//evil.example.com/steal');
  await expect(page).toHaveURL(/localhost:\d+\/main$/);
});

test('wrong passwords are refused with one message', async ({ page }) => {
  await loginAs(page, 'teacher1', 'Wrong!pass2026');
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('아이디 또는 비밀번호가 일치하지 않습니다.');
});
