import type { Page } from '@playwright/test';
import { confirmSave } from './support/antd.js';
import { loginAdmin, unique } from './support/identity.js';
import { expect, test } from './support/fixture.js';

/** The '교육원 소개' panel of the public header, opened. */
async function openEduIntdcnMenu(page: Page) {
  await page.goto('/main');
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  await nav.getByRole('button', { name: '교육원 소개' }).click();
  return nav;
}

async function acknowledge(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toBeHidden();
}

test('an administrator adds a user menu under 교육원 소개, sees it in the header at once, then deletes it', async ({ page }) => {
  const menuNm = unique('새소식');
  await loginAdmin(page);
  await page.goto('/admin/menu');
  await expect(page.getByRole('heading', { name: '메뉴 관리', level: 1 })).toBeVisible();

  const tree = page.getByRole('tree');
  await tree.getByText('교육원 소개', { exact: true }).click();
  await page.getByRole('button', { name: '하위 메뉴 추가' }).click();
  await expect(page.getByRole('heading', { name: '새 메뉴' })).toBeVisible();
  await page.getByLabel('메뉴명').fill(menuNm);
  await page.getByLabel('메뉴 주소').fill('/eduIntdcn/flrInfo');
  await page.getByRole('button', { name: '저장' }).click();
  await confirmSave(page);
  await acknowledge(page, '저장되었습니다.');
  await expect(tree.getByText(menuNm, { exact: true })).toBeVisible();

  const nav = await openEduIntdcnMenu(page);
  await expect(nav.getByRole('link', { name: menuNm })).toBeVisible();

  await page.goto('/admin/menu');
  await page.getByRole('tree').getByText(menuNm, { exact: true }).click();
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`'${menuNm}' 메뉴를 삭제하시겠습니까?`);
  await confirm.getByRole('button', { name: '확인' }).click();
  await acknowledge(page, '삭제되었습니다.');
  await expect(page.getByRole('tree').getByText(menuNm, { exact: true })).toBeHidden();

  const after = await openEduIntdcnMenu(page);
  await expect(after.getByRole('link', { name: '인사말' })).toBeVisible();
  await expect(after.getByRole('link', { name: menuNm })).toHaveCount(0);
});
