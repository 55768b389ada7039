import { adminOtp, DEMO_PASSWORD } from './support/identity.js';
import { expect, test } from './support/fixture.js';

test('the admin login asks for id, password and OTP code, then opens the dashboard', async ({ page }) => {
  await page.goto('/admin/dashboard/view');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByText('아이디를 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('비밀번호를 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('일회용 인증번호(OTP)를 입력해 주세요.')).toBeVisible();

  await page.getByLabel('아이디').fill('admin');
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByLabel('일회용 인증번호(OTP)').fill(await adminOtp());
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/view$/);
  await expect(page.getByRole('navigation').getByText('회원 관리')).toBeVisible();
  await expect(page.getByText('관리자 관리자님')).toBeVisible();

  await page.getByRole('link', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an admin account cannot log in to the user service', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill('admin');
  await page.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('관리자 계정으로는 사용자 서비스에 로그인할 수 없습니다.');
});
