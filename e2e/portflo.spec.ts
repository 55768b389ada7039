import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.js';
import { answerDialog } from './support/board.js';
import { loginAs, unique } from './support/identity.js';
import { expectNoSideScroll } from './support/page-api.js';
import { expect, test } from './support/fixture.js';

const main = (page: Page) => page.getByRole('main');

/** The PDF's text, as pdftotext (poppler) reads it. */
async function pdfText(path: string): Promise<string> {
  const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', path, '-']);
  return stdout;
}

/**
 * Issue 18, portfolio: student1 goes from 포트폴리오 관리 to their fusion activities (spec §6) and on to
 * the portfolio, writes the self-introduction, hides the points from others, and downloads the A4 PDF
 * in Korean holding their name and the new text, on a phone; teacher3 (another school) is refused the portfolio.
 */
test('a student writes the self-introduction, hides a section and downloads the PDF; a teacher of another school is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const slfIntrcn = `과학 탐구를 좋아하는 학생입니다 ${unique('p')}`;

  await test.step('portfloMng leads to the fusion list, which leads to the portfolio', async () => {
    await loginAs(page, 'student1', undefined, '/myPage/portfloMng');
    await expect(page).toHaveURL('/myPage/fusionActv/list/student1');
    await expect(main(page).getByText(/^전체 \d+건$/)).toBeVisible();
    await expectNoSideScroll(page);
    await expectAxeClean(page);
    await main(page).getByRole('link', { name: '포트폴리오 보기' }).click();
    await expect(page).toHaveURL('/myPage/portflo');
    await expect(main(page).getByRole('heading', { level: 2, name: '김학생 학생의 포트폴리오' })).toBeVisible();
  });

  await test.step('writes the self-introduction and hides the points from other readers', async () => {
    await main(page).getByLabel('자기소개').fill(slfIntrcn);
    const points = main(page).getByRole('checkbox', { name: '포인트' });
    if (await points.isChecked()) await points.uncheck();
    await main(page).getByRole('button', { name: '설정 저장' }).click();
    await answerDialog(page, '포트폴리오 설정을 저장했습니다.');
    await page.reload();
    await expect(main(page).getByLabel('자기소개')).toHaveValue(slfIntrcn);
    await expect(main(page).getByRole('heading', { level: 2, name: '포인트 비공개' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: '기본 정보' })).toContainText(slfIntrcn);
    await expectNoSideScroll(page);
    await expectAxeClean(page);
  });

  await test.step('the A4 PDF in Korean holds the name and the self-introduction', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('link', { name: 'PDF 내려받기' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const path = (await download.path())!;
    expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfText(path)).replace(/\s+/g, ' ');
    expect(text).toContain('김학생');
    expect(text).toContain(slfIntrcn);
  });

  await test.step('the career history by school year', async () => {
    await main(page).getByRole('link', { name: '진로이력 보기' }).click();
    await expect(page).toHaveURL('/myPage/stdntCrrHstry');
    await expect(main(page).getByRole('heading', { level: 2, name: '김학생 학생의 진로이력' })).toBeVisible();
    await expect(main(page).getByRole('list', { name: '학년도별 진로이력' }).or(main(page).getByText('진로이력이 없습니다.'))).toBeVisible();
    await expectNoSideScroll(page);
    await expectAxeClean(page);
  });

  await test.step("the student's teacher reads the portfolio without the hidden section, and picks the student's history", async () => {
    const teacher = await (await browser.newContext({ baseURL })).newPage();
    await loginAs(teacher, 'teacher1', undefined, '/myPage/portflo/student1');
    await expect(teacher).toHaveURL('/myPage/portflo/student1');
    await expect(main(teacher).getByRole('heading', { level: 2, name: '김학생 학생의 포트폴리오' })).toBeVisible();
    await expect(main(teacher).getByRole('region', { name: '기본 정보' })).toContainText(slfIntrcn);
    await expect(main(teacher).getByRole('heading', { level: 2, name: /^포인트/ })).toHaveCount(0);
    await expect(main(teacher).getByRole('button', { name: '설정 저장' })).toHaveCount(0);
    await expectAxeClean(teacher);
    await teacher.goto('/myPage/stdntCrrHstry');
    const classes = main(teacher).getByRole('combobox', { name: /학년도 학급$/ });
    await classes.selectOption((await classes.locator('option', { hasText: '2학년 3반' }).getAttribute('value'))!);
    await main(teacher).getByRole('combobox', { name: '학생' }).selectOption({ label: '7번 김학생' });
    await expect(teacher).toHaveURL('/myPage/stdntCrrHstry?userId=student1');
    await expect(main(teacher).getByRole('heading', { level: 2, name: '김학생 학생의 진로이력' })).toBeVisible();
    await expectAxeClean(teacher);
    await teacher.context().close();
  });

  await test.step("a teacher of another school is refused the student's portfolio", async () => {
    const other = await (await browser.newContext({ baseURL })).newPage();
    await loginAs(other, 'teacher3');
    await expect(other).toHaveURL(/\/main$/);
    await other.goto('/myPage/portflo/student1');
    await answerDialog(other, '이 학생의 정보를 볼 권한이 없습니다.');
    await expect(other).toHaveURL(/\/main$/);
    await expect(other.getByText(slfIntrcn)).toHaveCount(0);
    await other.context().close();
  });
});
