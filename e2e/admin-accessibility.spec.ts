import { ADMIN_ROUTES } from '@portal/contract';
import type { BrowserContext, Page } from '@playwright/test';
import { loginAdmin } from './support/identity.js';
import { expect, test } from './support/fixture.js';
import { seriousAxeViolations } from './support/axe.js';

/** The pages an administrator opens before logging in (the public journey checks the login page). */
const OPEN_PAGES = new Set(['/admin', '/admin/login', '/admin/otpEnroll', '/admin/pswdChg']);
const ADMIN_PAGES = ADMIN_ROUTES.filter((path) => !path.includes(':') && !OPEN_PAGES.has(path));

async function seriousFindings(page: Page) {
  // colours are measured at rest: a button still fading in from its loading state reads as low contrast
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return seriousAxeViolations(page);
}

// issue 14: the back office at the 1366 × 768 screen most administrators have, logged in once
// (each login spends an OTP time step)
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  page = await context.newPage();
  await loginAdmin(page);
});

test.afterAll(async () => {
  await context.close();
});

for (const path of ADMIN_PAGES) {
  test(`axe: no serious or critical violations on ${path} at 1366 px`, async () => {
    await page.goto(path);
    // the login check and the page's lazy code come first on a busy machine
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
    expect(await seriousFindings(page)).toEqual([]);
  });
}

// a page with a record in its path: student1's portfolio (issue 18), every section, activity and year shown
test('axe: no serious or critical violations on /admin/member/portflo/:userId at 1366 px', async () => {
  await page.goto('/admin/member/portflo/student1');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: /^학생 포트폴리오: / })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: '학년도별 진로이력' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  expect(await seriousFindings(page)).toEqual([]);
});

test('axe: an open form dialog has no serious or critical violations', async () => {
  await page.goto('/admin/accessIp');
  await page.getByRole('button', { name: '접근 IP 등록' }).click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
  expect(await seriousFindings(page)).toEqual([]);
});

test('the post list shows the first row’s actions inside the 1366 px screen', async () => {
  await page.goto('/admin/post');
  const firstRow = page.locator('.ant-table-tbody tr[data-row-key]').first();
  await expect(firstRow).toBeVisible({ timeout: 20_000 });
  for (const name of ['보기', '수정', '삭제']) {
    const button = firstRow.getByRole('button', { name: new RegExp(`${name}$`) });
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  const tableBox = page.locator('.ant-table-content');
  expect(await tableBox.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
});

test('axe: the teachers tab of /admin/classes (issue 18) has no serious or critical violations, its actions inside the screen', async () => {
  await page.goto('/admin/classes?tab=teachers');
  const table = page.getByRole('table', { name: '학교별 교사 목록' });
  // the demo teachers of the seed: teacher1 is 진로중학교's career teacher
  const row = table.getByRole('row').filter({ hasText: 'teacher1' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByRole('button', { name: /진로전담교사 해제$/ })).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  expect(await seriousFindings(page)).toEqual([]);
});
