import type { Page } from '@playwright/test';
import { answerDialog } from './support/board.js';
import { loginAdmin } from './support/identity.js';
import { expect, test } from './support/fixture.js';
import { expectAxeClean } from './support/axe.js';

const NEW_EL_TEXT = '고장 난 장난감을 뜯어보고 어디가 문제인지 찾아 고치는 것이 좋아요.';

/** The admin pages load their data under a spinner: axe runs on the loaded page. */
async function expectLoadedAxeClean(page: Page) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await expectAxeClean(page);
}

test('the administrator rewords an item of the published 직업흥미검사, previews it as 초등학생 and publishes version 2', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAdmin(page);
  await page.goto('/admin/langDgns');
  await expect(page.getByRole('heading', { level: 1, name: '검사 문항 관리' })).toBeVisible({ timeout: 20_000 });
  const row = page
    .getByRole('table', { name: /진로검사 목록/ })
    .getByRole('row')
    .filter({ hasText: '직업흥미검사' });
  await expect(row.getByText('제1판', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: '직업흥미검사 수정' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '진로검사 수정: 직업흥미검사' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('검사명')).toHaveValue('직업흥미검사');
  await expectLoadedAxeClean(page);

  // the first item's elementary wording, under its row
  await page.getByRole('tab', { name: '문항·척도 구성' }).click();
  await expect(page.getByText('문항 60개')).toBeVisible();
  const items = page.getByRole('table', { name: /문항 목록/ });
  await expect(items.getByLabel('문항 1 번호')).toHaveValue('R01');
  await items.getByRole('button', { name: '문항 1 학교급별 문구 펼치기' }).click();
  await expect(items.getByRole('button', { name: '문항 1 학교급별 문구 접기' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('문항 1 초등학생 문구').fill(NEW_EL_TEXT);
  await expectLoadedAxeClean(page);
  await page.getByRole('button', { name: '구성 저장' }).click();
  await answerDialog(page, '게시된 제1판은 그대로 두고, 바꾼 구성으로 새 판(작성 중)을 만듭니다.\n저장하시겠습니까?');
  await answerDialog(page, '새 판(제2판)을 작성 중으로 저장했습니다. 게시해야 학생에게 제공됩니다.');
  await expect(page.getByText('제2판 (작성 중)')).toBeVisible();

  // the preview as an elementary pupil reads it
  await page.getByRole('tab', { name: '미리보기' }).click();
  await page.getByRole('radiogroup', { name: '학교급' }).getByText('초등학생').click();
  const preview = page.locator('.adm-insp__preview-list');
  await expect(preview.getByText(NEW_EL_TEXT)).toBeVisible();
  await expect(preview.getByRole('radiogroup', { name: '1번 응답', exact: true }).getByRole('radio', { name: '매우 그렇다' })).toBeDisabled();
  await expectLoadedAxeClean(page);

  await page.getByRole('button', { name: '게시', exact: true }).click();
  await answerDialog(page, '작성 중인 제2판을 게시하시겠습니까?\n게시하면 학생은 이 판으로 검사를 받고, 이전 판은 이전 판으로 남습니다.');
  await answerDialog(page, '제2판을 게시했습니다.');
  await expect(page.getByRole('button', { name: '게시', exact: true })).toHaveCount(0);
  await expect(page.getByText('제2판 (게시)')).toBeVisible();

  // the psychometrics panel of the published version
  await page.getByRole('tab', { name: '문항 분석' }).click();
  await expect(page.getByText(/완료 응답 \d+건/)).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /척도별 문항 수/ })
      .getByRole('row')
      .filter({ hasText: '현실형' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '규준 적용' })).toBeVisible();
  await expectLoadedAxeClean(page);

  // the list says version 2 is the published one, with no draft left
  await page.goto('/admin/langDgns');
  await expect(row.getByText('제2판', { exact: true })).toBeVisible({ timeout: 20_000 });
});
