import { phone, unique, verifyIdentity } from './support/identity.js';
import { expect, test } from './support/fixture.js';

test('a first social login continues into join; the next one logs straight in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '카카오 로그인' }).click();
  await expect(page).toHaveURL(/\/mbrJoin\/join\?social=Y/);
  await page.getByLabel('일반회원', { exact: true }).check();
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '본인인증', exact: true }).click();
  await verifyIdentity(page, { userNm: '소셜회원', brdt: '1992-08-08', mblTelno: phone() });
  const userId = unique('social');
  await page.getByRole('textbox', { name: /^아이디/ }).fill(userId);
  await page.getByRole('button', { name: '중복확인' }).click();
  await page.getByRole('textbox', { name: /^비밀번호( 필수)?$/ }).fill('Social!join2026');
  await page.getByRole('textbox', { name: /^비밀번호 확인/ }).fill('Social!join2026');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('회원가입이 완료되었습니다.')).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: '카카오 로그인' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('banner').getByText('소셜회원님')).toBeVisible();
});
