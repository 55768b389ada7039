import { expect, test } from './support/fixture.js';
import { denyMenu } from './support/menu.js';

const jsonError = (status: number, body: object) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

test('spec §6: a menu the visitor may not run shows the alert and stays put; focus is trapped and returns', async ({ page }) => {
  await denyMenu(page, '층별 안내');
  await page.goto('/main');
  const blocked = page.getByRole('main').getByRole('button', { name: '층별 안내' });
  await blocked.click();
  const dialog = page.getByRole('alertdialog', { name: '알림' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('현재 사용자는 실행할 수 없는 메뉴입니다.');
  const ok = dialog.getByRole('button', { name: '확인' });
  await expect(ok).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ok).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/main$/);
  await expect(blocked).toBeFocused();
});

test('spec §4: while a server message is open a second one does not open, and a failed frame call is not asked again', async ({ page }) => {
  const asked = { menus: 0, site: 0 };
  await page.route('**/icec/api/menu/list', (route) => {
    asked.menus += 1;
    return route.fulfill(jsonError(500, { code: 'INTERNAL', message: '메뉴를 불러오지 못했습니다.' }));
  });
  await page.route('**/icec/api/site/info', (route) => {
    asked.site += 1;
    return route.fulfill(jsonError(500, { code: 'INTERNAL', message: '사이트 정보를 불러오지 못했습니다.' }));
  });
  await page.goto('/main');
  const dialogs = page.getByRole('alertdialog');
  await expect(dialogs).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await dialogs.getByRole('button', { name: '확인' }).click();
  await expect(dialogs).toHaveCount(0);
  // the header and footer mounting after the failure do not ask again (a second message on a slow machine)
  expect(asked).toEqual({ menus: 1, site: 1 });
});

test('spec §8: an error without a message shows the generic Korean error', async ({ page }) => {
  await page.route('**/icec/api/site/policy/**', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.goto('/SvcUseStplat');
  await expect(page.getByRole('alertdialog')).toContainText('오류가 발생했습니다.');
});

test('spec §8: 401 on a user page clears local storage and goes to /main', async ({ page }) => {
  await page.goto('/SvcUseStplat');
  await page.evaluate(() => localStorage.setItem('loginUserInfo', JSON.stringify({ userId: 'stu1', userTypeCd: 'S' })));
  await page.route('**/icec/api/site/policy/**', (route) => route.fulfill(jsonError(401, { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' })));
  await page.goto('/IndvdlInfoProcessPolcy');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('로그인이 필요합니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/main$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('spec §8: 401 on an admin page goes to the admin login', async ({ page }) => {
  await page.route('**/icec/api/site/info', (route) => route.fulfill(jsonError(401, { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' })));
  await page.goto('/admin/some-screen');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('spec §6: 403 sends a visitor to /main', async ({ page }) => {
  await page.route('**/icec/api/site/policy/**', (route) => route.fulfill(jsonError(403, { code: 'FORBIDDEN', message: '접근 권한이 없습니다.' })));
  await page.goto('/EmailGrupColctReject');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('접근 권한이 없습니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test('the first page load hands the browser a script-readable anti-forgery token and an HttpOnly key', async ({ page, context }) => {
  await page.goto('/main');
  const token = await page.evaluate(() => document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1]);
  expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
  const key = (await context.cookies()).find((c) => c.name === 'PORTAL_AK');
  expect(key?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie.includes('PORTAL_AK'))).toBe(false);
});
