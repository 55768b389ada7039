import { neisByteLength } from '@portal/contract';
import type { Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { expectAxeClean } from './support/axe.js';
import { answerDialog } from './support/board.js';
import { loginAs, unique } from './support/identity.js';
import { expectNoSideScroll } from './support/page-api.js';
import { expect, test } from './support/fixture.js';

const main = (page: Page) => page.getByRole('main');
const bytesText = (bytes: number) => `${bytes.toLocaleString('ko-KR')} / 1,500 byte`;

/**
 * Issue 18, career remarks: on a phone, teacher1 opens 2학년 3반, drafts student1's remarks with the
 * byte count in the school-record way, puts in a suggested sentence, saves, and exports the class's
 * remarks to Excel (with the reason), whose sheet holds the draft.
 */
test('a teacher drafts a student’s remarks with the byte count, inserts a suggestion, saves and exports the class', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const own = `진로 탐색에 성실히 참여함(${unique('r')}).`;

  await test.step('the class and its students', async () => {
    await loginAs(page, 'teacher1', undefined, '/myPage/crrSpcltCrt');
    await expect(page).toHaveURL('/myPage/crrSpcltCrt');
    const classes = main(page).getByRole('combobox', { name: /학년도 학급$/ });
    const value = await classes.locator('option', { hasText: '2학년 3반' }).getAttribute('value');
    await classes.selectOption(value!);
    await expect(main(page).getByRole('table', { name: '2학년 3반 학생별 특기사항 작성 현황' })).toBeVisible();
    await expectNoSideScroll(page);
    await expectAxeClean(page);
  });

  let draft = '';
  await test.step('drafts with the count, inserts a suggestion and saves', async () => {
    await main(page).getByRole('button', { name: '김학생', exact: true }).click();
    const area = main(page).getByRole('textbox', { name: '김학생 학생의 진로활동 특기사항' });
    await expect(area).toBeVisible();
    await area.fill(own);
    await expect(main(page).getByText(bytesText(neisByteLength(own)), { exact: true })).toBeVisible();
    await main(page).getByRole('button', { name: '문장 넣기' }).first().click();
    await expect(area).not.toHaveValue(own);
    draft = await area.inputValue();
    expect(draft.length).toBeGreaterThan(own.length);
    expect(draft.startsWith(own)).toBe(true);
    await expect(main(page).getByText(bytesText(neisByteLength(draft)), { exact: true })).toBeVisible();
    await expectNoSideScroll(page);
    await expectAxeClean(page);
    await main(page).getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, '김학생 학생의 특기사항을 저장했습니다.');
    const row = main(page)
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: '김학생', exact: true }) });
    await expect(row).toContainText(bytesText(neisByteLength(draft.trim())));
  });

  await test.step("exports the class's remarks with the reason", async () => {
    await main(page).getByRole('button', { name: '엑셀 내려받기' }).click();
    const exporting = page.getByRole('dialog', { name: '2학년 3반 특기사항 내려받기' });
    await exporting.getByRole('textbox', { name: /내려받는 사유/ }).fill('학교생활기록부 입력 자료');
    const [download] = await Promise.all([page.waitForEvent('download'), exporting.getByRole('button', { name: '내려받기', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(exporting).toHaveCount(0);
    const rows = await readSheet((await download.path())!);
    const studentRow = rows.find((cells) => cells.some((cell) => cell === '김학생'));
    expect(studentRow).toBeDefined();
    expect(studentRow).toContain(draft.trim());
  });
});
