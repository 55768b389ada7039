import { generate } from 'otplib';
import { chooseOption, confirmSave } from './support/antd.js';
import { loginAdmin, unique } from './support/identity.js';
import { expect, test } from './support/fixture.js';

test('a new administrator enrols OTP and replaces the initial password before the first page', async ({ page, browser }) => {
  const userId = unique('staff');
  const initialPswd = 'Initial!pw2026';
  await loginAdmin(page);
  await page.goto('/admin/manager');
  await page.getByRole('button', { name: '관리자 등록' }).click();
  const popup = page.getByRole('dialog', { name: '관리자 등록' });
  await popup.getByLabel('아이디').fill(userId);
  await popup.getByLabel('이름').fill('신규직원');
  await chooseOption(page, popup.getByLabel('역할'), '교육원 직원');
  await popup.getByLabel('초기 비밀번호', { exact: true }).fill(initialPswd);
  await popup.getByLabel('초기 비밀번호 확인').fill(initialPswd);
  await popup.getByRole('button', { name: '저장' }).click();
  await confirmSave(page);
  await expect(page.getByRole('cell', { name: userId })).toBeVisible();

  const newcomer = await (await browser.newContext()).newPage();
  await newcomer.goto('/admin/login');
  await newcomer.getByRole('link', { name: '신규 관리자 OTP 등록' }).click();
  // the page loads lazily: fill its fields, not the login page's that it replaces
  await expect(newcomer.getByRole('heading', { name: '관리자 OTP 등록' })).toBeVisible();
  await newcomer.getByLabel('아이디').fill(userId);
  await newcomer.getByLabel('비밀번호').fill(initialPswd);
  await newcomer.getByRole('button', { name: '확인' }).click();
  const secret = (await newcomer.locator('code').textContent())?.replace(/\s/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await newcomer.getByLabel('일회용 인증번호(OTP)').fill(await generate({ secret }));
  await newcomer.getByRole('button', { name: '등록 완료' }).click();

  await expect(newcomer).toHaveURL(/\/admin\/pswdChg$/);
  await newcomer.getByLabel('현재 비밀번호').fill(initialPswd);
  await newcomer.getByLabel('새 비밀번호', { exact: true }).fill('Changed!pw2026');
  await newcomer.getByLabel('새 비밀번호 확인').fill('Changed!pw2026');
  await newcomer.getByRole('button', { name: '변경하고 시작하기' }).click();
  await expect(newcomer).toHaveURL(/\/admin\/dashboard\/view$/);
  await expect(newcomer.getByText('신규직원 관리자님')).toBeVisible();
});
