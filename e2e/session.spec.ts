import type { Locator, Page } from '@playwright/test';
import { loginAs } from './support/identity.js';
import { expect, test } from './support/fixture.js';

const EXTEND_QUESTION = '로그인 시간을 연장하시겠습니까?';

/**
 * Moves the page clock on, 10 s at a time, until the extend question shows. Every answer restarts the
 * login timer (spec §4), and on a busy machine a call of the first page (the login check, the menus
 * after the login) may answer after the clock has moved: one jump would then stop short of the
 * question. A step never skips the minute the question stays open.
 */
async function forwardToExtendQuestion(page: Page, dialog: Locator) {
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(dialog).toContainText(EXTEND_QUESTION, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}

// The e2e server runs with SESSION_IDLE_MINUTES=2; the page clock skips the waiting.
test('one minute before the end the member may extend; at the end the session is over', async ({ page }) => {
  await page.clock.install();
  // every answer restarts the login timer (spec §4): let /main's own calls finish before the clock moves
  const mainCalls = Promise.all(
    ['/icec/api/popup/list?pageUrl=%2Fmain', '/icec/api/banner/list?bannerSeCd=MAIN'].map((call) => page.waitForResponse((r) => r.url().endsWith(call))),
  );
  await loginAs(page, 'student2');
  await expect(page).toHaveURL(/\/main$/);
  await mainCalls;
  await expect(page.getByRole('banner').getByText('이고등님')).toBeVisible();

  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await forwardToExtendQuestion(page, dialog);
  const extended = page.waitForResponse((r) => r.url().endsWith('/icec/api/login/extend') && r.status() === 200);
  await dialog.getByRole('button', { name: '연장' }).click();
  await extended;
  await expect(page.getByRole('banner').getByText('이고등님')).toBeVisible();

  await page.clock.fastForward('02:05');
  await expect(dialog).toContainText('로그인 시간이 끝나 로그아웃되었습니다. 로그인 화면으로 이동합니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
});

test('answering 로그아웃 to the extend question ends the session on the server', async ({ page }) => {
  await page.clock.install();
  const mainCalls = Promise.all(
    ['/icec/api/popup/list?pageUrl=%2Fmain', '/icec/api/banner/list?bannerSeCd=MAIN'].map((call) => page.waitForResponse((r) => r.url().endsWith(call))),
  );
  await loginAs(page, 'student2');
  await expect(page).toHaveURL(/\/main$/);
  await mainCalls;

  const dialog = page.getByRole('alertdialog');
  await forwardToExtendQuestion(page, dialog);
  await dialog.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  // the server forgot the session too: a user page asks for the login again
  await page.goto('/myPage/myInfo');
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
});
