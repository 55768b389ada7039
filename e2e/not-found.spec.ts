import { expect, test } from './support/fixture.js';
import { loginAs } from './support/identity.js';

test('an unknown page answers HTTP 404 with the Korean not-found page', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: '홈으로 이동' }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test('unknown API paths answer a JSON 404 in Korean', async ({ request }) => {
  for (const path of ['/api/nothing', '/icec/api/nothing']) {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' });
  }
});

test('admin pages carry the admin title and load the admin kit only there', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((u) => u.includes('admin-layout'))).toBe(false);

  const res = await page.goto('/admin/no-such-screen');
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle('페이지를 찾을 수 없습니다 | 진로교육포털 관리자');
  await expect(page.getByRole('heading', { name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
  expect(scripts.some((u) => u.includes('admin-layout'))).toBe(true);
});

test('an unknown admin path that a public board pattern would match answers 404 inside the admin frame', async ({ page }) => {
  const res = await page.goto('/admin/board/zz-none');
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle('페이지를 찾을 수 없습니다 | 진로교육포털 관리자');
  await expect(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
  await expect(page.getByRole('link', { name: '대시보드로 이동' })).toHaveAttribute('href', '/admin/dashboard/view');
  await expect(page.locator('.site-footer')).toHaveCount(0);
});

test('spec §2: a user page whose path contains "write" gets the editor border; admin pages do not', async ({ page }) => {
  // the activity form is a student's page (issue 18): a guest would be sent to the login first
  await loginAs(page, 'student1');
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/crrActv/write');
  const content = page.locator('.page-content');
  await expect(content).toHaveClass(/page-content--editor/);
  await expect(content).toHaveCSS('border-top-style', 'solid');
  await page.goto('/main');
  await expect(page.locator('.page-content--editor')).toHaveCount(0);
});
