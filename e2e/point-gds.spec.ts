import { confirmSave } from './support/antd.js';
import type { Page } from '@playwright/test';
import { answerDialog } from './support/board.js';
import { loginAdmin, loginAs } from './support/identity.js';
import { expect, test } from './support/fixture.js';
import { expectAxeClean } from './support/axe.js';

const GDS_PAGE = '/myPage/cmpnPoint/pointBsdGds';

/** The balance the goods page shows ('보유 포인트 710점'). */
async function balanceOf(page: Page): Promise<number> {
  const text = page.locator('.gds-page__balance strong');
  await expect(text).toHaveText(/\d[\d,]*점/);
  return Number((await text.textContent())!.replace(/[^\d]/g, ''));
}

test('a student buys a good in the browser, the administrator hands it over, and an order the administrator cancels refunds', async ({ browser }) => {
  // the student: the demo welcome points and a requested planner (demo data), then a card set bought here
  const student = await browser.newPage();
  await loginAs(student, 'student1', undefined, GDS_PAGE);
  await expect(student).toHaveURL(GDS_PAGE);
  await expect(student.getByRole('heading', { level: 3, name: '직업 카드 세트' })).toBeVisible();
  await expect(student.getByRole('img', { name: '보라색 직업 카드 세트' })).toBeVisible();
  const before = await balanceOf(student);

  await student.getByRole('button', { name: '직업 카드 세트 교환하기' }).click();
  await answerDialog(student, `직업 카드 세트을(를) 200점으로 교환하시겠습니까?\n교환 후 보유 포인트: ${(before - 200).toLocaleString('ko-KR')}점`);
  await answerDialog(student, '교환 신청되었습니다. 상품은 학교로 전달됩니다.');
  await expect.poll(() => balanceOf(student)).toBe(before - 200);
  const orders = student.getByRole('region', { name: '나의 교환 내역' });
  await expect(orders.getByRole('listitem').filter({ hasText: '직업 카드 세트' })).toContainText('교환 신청');
  await expect(orders.getByRole('listitem').filter({ hasText: '진로 탐색 플래너' })).toContainText('교환 신청');

  // the administrator hands the card set over and cancels the planner with a reason
  const admin = await browser.newPage();
  await loginAdmin(admin);
  await admin.goto('/admin/pointBsdGdsMng/order');
  await expect(admin.getByRole('heading', { level: 1, name: '상품 교환 관리' })).toBeVisible();
  await admin.getByRole('button', { name: '김*생 직업 카드 세트 전달 완료 처리' }).click();
  await answerDialog(admin, '김*생 직업 카드 세트\n전달 완료로 처리하시겠습니까?');
  await answerDialog(admin, '정상적으로 처리되었습니다.');
  await expect(admin.getByRole('button', { name: '김*생 직업 카드 세트 전달 완료 처리' })).toHaveCount(0);

  await admin.getByRole('button', { name: '김*생 진로 탐색 플래너 교환 취소' }).click();
  const popup = admin.getByRole('dialog', { name: '교환 취소' });
  await popup.getByLabel('취소 사유').fill('재고 소진으로 전달할 수 없습니다.');
  await popup.getByRole('button', { name: '저장' }).click();
  await confirmSave(admin);
  await answerDialog(admin, '정상적으로 처리되었습니다.');

  // the student sees the hand-over, the cancellation with its reason, and the planner's 300 points back
  await student.reload();
  await expect.poll(() => balanceOf(student)).toBe(before - 200 + 300);
  const reloaded = student.getByRole('region', { name: '나의 교환 내역' });
  await expect(reloaded.getByRole('listitem').filter({ hasText: '직업 카드 세트' })).toContainText('전달 완료');
  const cancelled = reloaded.getByRole('listitem').filter({ hasText: '진로 탐색 플래너' });
  await expect(cancelled).toContainText('취소');
  await expect(cancelled).toContainText('재고 소진으로 전달할 수 없습니다.');
  await expect(cancelled.getByRole('button')).toHaveCount(0);
});

test('the goods page is axe clean at 1280 and 360 px without a horizontal scroll, and keyboard usable', async ({ page }) => {
  await loginAs(page, 'student1', undefined, GDS_PAGE);
  await expect(page.getByRole('heading', { level: 3, name: '직업 카드 세트' })).toBeVisible();
  // the title and the h1 come from the seeded menu (M060304)
  await expect(page.getByRole('heading', { level: 1, name: '포인트 상품' })).toBeVisible();
  await expect(page).toHaveTitle(/^포인트 상품 \| /);
  await expectAxeClean(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { level: 3, name: '직업 카드 세트' })).toBeVisible();
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectAxeClean(page);
  // the exchange button is reached and opened with the keyboard
  const button = page.getByRole('button', { name: '직업 카드 세트 교환하기' });
  await button.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog').filter({ hasText: '교환하시겠습니까?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '취소' }).click();
  await expect(question).toHaveCount(0);
});

test("the administrator's hand-over list per school is axe clean", async ({ page }) => {
  await loginAdmin(page);
  await page.goto('/admin/pointBsdGdsMng/order');
  await page.getByText('학교별 전달 목록').click();
  await expect(page.getByRole('heading', { level: 2, name: '학교별 전달 목록' })).toBeVisible();
  await expectAxeClean(page);
});
