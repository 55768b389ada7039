import type { Page } from '@playwright/test';
import { loginAdmin } from './support/identity.js';
import { expect, test } from './support/fixture.js';

type TCode = { comCdId: string; comCdNm: string };

/** The apply-unit codes as the administrator edits them, and as users see them (reflected, spec §4). */
const adminOrder = async (page: Page) =>
  ((await (await page.request.get('/api/manageCode/partCodeList?upComCdId=APLY_UNIT')).json()) as { codeList: TCode[] }).codeList;
const userOrder = async (page: Page) =>
  ((await (await page.request.get('/icec/api/manageCode/list?upComCdId=APLY_UNIT')).json()) as { codeList: TCode[] }).codeList.map((c) => c.comCdId);

test('spec §4: an administrator reorders codes, reflects them after the confirm, and users get the new order', async ({ page }) => {
  await loginAdmin(page);
  const before = await adminOrder(page);
  const [first, second, ...rest] = before;
  const usersBefore = await userOrder(page);

  await page.goto('/admin/code');
  await expect(page.getByRole('heading', { name: '분류 관리', level: 1 })).toBeVisible();
  const tree = page.getByRole('tree');
  await tree.getByText('신청 단위', { exact: true }).click();
  await tree.getByText(second!.comCdNm, { exact: true }).click();
  const up = page.getByRole('button', { name: `${second!.comCdNm} 순서를 위로 이동` });
  await up.click();
  // the keyboard alternative to dragging: the moved code is now first
  await expect(up).toBeDisabled();
  const expected = [second!, first!, ...rest].map((c) => c.comCdId);
  expect((await adminOrder(page)).map((c) => c.comCdId)).toEqual(expected);
  // users still see the reflected order
  expect(await userOrder(page)).toEqual(usersBefore);
  await expect(page.getByText('반영하지 않은 변경 있음')).toBeVisible();

  await page.getByRole('button', { name: '사용자 화면 반영' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('코드를 사용자 화면에 반영하시겠습니까?');
  await confirm.getByRole('button', { name: '확인' }).click();
  const done = page.getByRole('alertdialog');
  await expect(done).toContainText('정상적으로 처리되었습니다.');
  await done.getByRole('button', { name: '확인' }).click();

  await expect(page.getByText('사용자 화면과 같음')).toBeVisible();
  expect(await userOrder(page)).toEqual(expected);
});
