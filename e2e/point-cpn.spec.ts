import type { Page } from '@playwright/test';
import { loginAdmin, loginAs } from './support/identity.js';
import { expect, test } from './support/fixture.js';
import { expectAxeClean } from './support/axe.js';
import { answer } from './support/page-api.js';

/** The demo seed's coupon day of yesterday: entered by student1 (once) and student2 (twice), 2 winners, waiting for the draw. */
const PRIZE = '편의점 상품권 3천원';

test('an administrator draws a closed day in the browser, the public page verifies it, and the winner is congratulated', async ({ page, browser }) => {
  await loginAdmin(page);
  await page.goto('/admin/dayBsdCpnMng');
  await expect(page.getByRole('heading', { level: 1, name: '쿠폰 추첨' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`${PRIZE} 추첨$`) }).click();

  await expect(page.getByRole('heading', { level: 1, name: `쿠폰 추첨: ${PRIZE}` })).toBeVisible();
  await expect(page.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await page.getByRole('button', { name: '추첨', exact: true }).click();
  await answer(page, '추첨은 다시 할 수 없습니다.');
  await answer(page, '추첨했습니다.');
  await expect(page.getByRole('heading', { level: 2, name: '추첨 결과' })).toBeVisible();
  await expect(page.getByRole('button', { name: '추첨', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: '발표·전달' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `당첨자 발표·상품 전달: ${PRIZE}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: '김학생', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '김학생 전달 완료' }).click();
  await answer(page, '상품을 전달했습니까?');
  await answer(page, '저장');
  await expect(page.getByRole('button', { name: '김학생 전달 완료' })).toHaveCount(0);
  await page.getByLabel('축하 메시지').fill('당첨을 축하합니다. 상품은 담임 선생님께 받으세요.');
  await page.getByRole('button', { name: '발표하기' }).click();
  await answer(page, '발표하시겠습니까?');
  await answer(page, '발표했습니다.');

  // anyone: the published list, seed and commitment recomputed in the browser
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto('/eduIntdcn/dayBsdCpn');
  await guest.getByRole('link', { name: PRIZE }).click();
  await expect(guest.getByRole('heading', { level: 1, name: PRIZE })).toBeVisible();
  await expect(guest.getByRole('table', { name: '추첨에 쓴 응모 목록(응모 번호 순)' })).toContainText('이*등');
  await guest.getByRole('button', { name: '검증하기' }).click();
  await expect(guest.getByRole('status').getByText('일치', { exact: true })).toBeVisible();
  await expectAxeClean(guest);
  await guestContext.close();

  // the winner: the congratulation at the next login, on whatever page it leads to, once
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await loginAs(student, 'student2', undefined, '/eduIntdcn/dayBsdCpn');
  const congrats = student.getByRole('alertdialog').filter({ hasText: '당첨을 축하합니다' });
  await expect(async () => {
    const text = await congrats.first().textContent({ timeout: 2_000 });
    if (!text?.includes(PRIZE)) {
      await congrats.first().getByRole('button', { name: '확인' }).click();
      throw new Error('another win first');
    }
  }).toPass({ timeout: 15_000 });
  await expect(congrats.first()).toContainText(`${PRIZE} 쿠폰 추첨에 당첨되었습니다.`);
  await congrats.first().getByRole('button', { name: '확인' }).click();
  await expect(congrats).toHaveCount(0);
  await student.goto('/myPage/cmpnPoint/dayBsdCpn');
  await expect(student.getByRole('table', { name: '내가 응모한 쿠폰 목록' })).toContainText('당첨');
  await expect(student.getByRole('alertdialog')).toHaveCount(0);
  await student.reload();
  await expect(student.getByRole('heading', { level: 2, name: '오늘의 쿠폰' })).toBeVisible();
  await expect(student.getByRole('alertdialog')).toHaveCount(0);
  await studentContext.close();

  // the other winner (student1) is congratulated too, once: later journeys log in to a quiet page
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginAs(other, 'student1', undefined, '/eduIntdcn/dayBsdCpn');
  const otherCongrats = other.getByRole('alertdialog').filter({ hasText: '당첨을 축하합니다' });
  await expect(otherCongrats.first()).toContainText(`${PRIZE} 쿠폰 추첨에 당첨되었습니다.`);
  await otherCongrats.first().getByRole('button', { name: '확인' }).click();
  await expect(otherCongrats).toHaveCount(0);
  await otherContext.close();
});

async function expectNoHorizontalScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('the coupon page and a published result are axe clean at 360 px without a horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const congratsAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/icec/api/dayBsdCpn/congrats' && r.request().method() === 'GET');
  await loginAs(page, 'student1', undefined, '/myPage/cmpnPoint/dayBsdCpn');
  // a congratulation of the demo draw may come first: each is answered like any dialog
  const { list } = (await (await congratsAnswer).json()) as { list: { prizeNm: string }[] };
  for (const win of list) {
    const dialog = page.getByRole('alertdialog').filter({ hasText: `${win.prizeNm} 쿠폰 추첨에 당첨되었습니다.` });
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 2, name: '오늘의 쿠폰' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '쿠폰 응모' })).toBeVisible();
  await expect(page.getByRole('article', { name: '문화상품권 5천원' })).toBeVisible();
  await expect(page.getByRole('table', { name: '내가 응모한 쿠폰 목록' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAxeClean(page);

  await page.goto('/eduIntdcn/dayBsdCpn');
  await page.getByRole('link', { name: '도서상품권 1만원' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '도서상품권 1만원' })).toBeVisible();
  // the verification is reached and run with the keyboard
  await page.getByRole('button', { name: '검증하기' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText('일치', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAxeClean(page);
});
