import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PNG } from './support/board.js';
import { loginAdmin, loginAs } from './support/identity.js';
import { expect, test } from './support/fixture.js';
import { answer } from './support/page-api.js';

const PAGE = '/myPage/cmpnPoint/cmpnPointAply';
const CMPN = '우리 동네 진로 탐방 인증';

const myPoint = async (page: Page) => ((await (await page.request.get('/icec/api/cmpnPointAply/myPoint')).json()) as { result: number }).result;

/**
 * Issue 15, campaign points: student1 applies to the demo campaign with a photo, the administrator
 * opens the proof and approves it, and student1 sees 승인 and the campaign's 100 points credited.
 */
test('a student applies with a file, the administrator approves, the student sees 승인 and the points', async ({ page, browser }) => {
  test.setTimeout(90_000);
  let before = 0;

  await test.step('student1 applies with a text and a photo', async () => {
    await loginAs(page, 'student1', undefined, PAGE);
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: '캠페인 신청' })).toBeVisible();
    before = await myPoint(page);
    await page.getByRole('button', { name: `${CMPN} 신청하기` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `${CMPN} 신청` })).toBeFocused();
    await page.getByRole('textbox', { name: /증빙 내용/ }).fill('동네 빵집 사장님께 제빵사가 하는 일을 여쭈어 보았습니다.');
    await page.getByLabel(/증빙 파일/).setInputFiles({ name: '빵집 방문.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: '신청', exact: true }).click();
    await answer(page, '신청하시겠습니까?');
    await answer(page, '신청되었습니다.');
    const mine = page.getByRole('list', { name: '나의 신청 내역' }).getByRole('listitem').filter({ hasText: CMPN }).first();
    await expect(mine).toContainText('신청');
    await expect(mine.getByRole('button', { name: '빵집 방문.png 내려받기' })).toBeVisible();
    await expect(page.getByRole('button', { name: `${CMPN} 신청하기` })).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
  });

  await test.step('the administrator views the proof and approves the application', async () => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAdmin(admin);
    await admin.goto('/admin/cmpnPointMng/aply');
    await expect(admin.getByRole('heading', { level: 1, name: '캠페인 신청 관리' })).toBeVisible();
    await expect(admin.getByRole('button', { name: `김*생 ${CMPN} 증빙 보기` }).first()).toBeVisible();
    expect((await new AxeBuilder({ page: admin }).analyze()).violations).toEqual([]);
    await admin
      .getByRole('button', { name: `김*생 ${CMPN} 증빙 보기` })
      .first()
      .click();
    const popup = admin.getByRole('dialog', { name: '캠페인 신청 상세' });
    await expect(popup).toContainText('제빵사가 하는 일');
    await expect(popup).toContainText('빵집 방문.png');
    await popup.getByRole('button', { name: '승인' }).click();
    await answer(admin, '승인하시겠습니까?');
    await answer(admin, '1건이 처리되었습니다.');
    await admin.goto('/admin/cmpnPointMng');
    await expect(admin.getByRole('heading', { level: 1, name: '캠페인 관리' })).toBeVisible();
    await expect(admin.getByRole('cell', { name: CMPN, exact: true })).toBeVisible();
    expect((await new AxeBuilder({ page: admin }).analyze()).violations).toEqual([]);
    await adminContext.close();
  });

  await test.step('student1 sees 승인 and the points', async () => {
    await page.reload();
    const mine = page.getByRole('list', { name: '나의 신청 내역' }).getByRole('listitem').filter({ hasText: CMPN }).first();
    await expect(mine).toContainText('승인');
    await expect(mine).toContainText('100점 지급');
    expect(await myPoint(page)).toBe(before + 100);
    // and in the history of 내 포인트, with its link back to the campaign page
    await page.goto('/myPage/cmpnPoint/myPoint');
    const credit = page.getByRole('link', { name: `캠페인 참여: ${CMPN}` }).first();
    await expect(credit).toBeVisible();
    await expect(credit).toHaveAttribute('href', '/myPage/cmpnPoint/cmpnPointAply');
    await page.goto('/myPage/cmpnPoint/cmpnPointAply');
  });

  await test.step('the page fits a 360 px phone without sideways scrolling', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: '나의 신청 내역' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
