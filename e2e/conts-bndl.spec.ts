import { CONTS_BNDL_EXAMPLE, CONTS_BNDL_MESSAGES } from '@portal/contract';
import { expectAxeClean } from './support/axe.js';
import { loginAdmin } from './support/identity.js';
import { expect, test } from './support/fixture.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * admin contentsBundle (issue 20): the template's sheet with its named attachment and one more
 * file, the mapping of that file to a content, the spec §8 confirm, and the report.
 */
test('an administrator registers contents from the template sheet: check, map the unnamed file, confirm, report', async ({ page }) => {
  await loginAdmin(page);
  const template = await page.request.get('/api/contentsBundle/template');
  expect(template.status()).toBe(200);
  const sheet = await template.body();

  await page.goto('/admin/contentsBundle');
  await expect(page.getByRole('heading', { level: 1, name: '콘텐츠 일괄 등록' })).toBeVisible();
  await expect(page).toHaveTitle(/콘텐츠 일괄 등록/);
  await expectAxeClean(page);

  await page.getByLabel('엑셀 파일(.xlsx, 2MB 이하)').setInputFiles({ name: '콘텐츠.xlsx', mimeType: 'application/octet-stream', buffer: sheet });
  await page.getByLabel('첨부 파일(여러 개 선택 가능)').setInputFiles([
    { name: CONTS_BNDL_EXAMPLE.atchFileNms, mimeType: 'application/pdf', buffer: PDF },
    { name: '참고자료.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('모든 행에 오류가 없습니다. 새로 등록 1건, 수정 0건입니다.')).toBeVisible();
  await expect(page.getByText('첨부 파일 올리는 중: 2/2')).toBeVisible();
  const select = page.getByLabel('참고자료.pdf 연결할 콘텐츠');
  await select.focus();
  await select.selectOption('2');
  await expectAxeClean(page);

  await page.getByRole('button', { name: '등록', exact: true }).click();
  const question = page.getByRole('alertdialog').filter({ hasText: CONTS_BNDL_MESSAGES.confirm });
  await question.getByRole('button', { name: '확인' }).click();
  const done = page.getByRole('alertdialog').filter({ hasText: '1건을 등록했습니다.' });
  await done.getByRole('button', { name: '확인' }).click();
  const row = page.getByRole('table', { name: '등록 결과' }).getByRole('row').filter({ hasText: CONTS_BNDL_EXAMPLE.contsTtl });
  await expect(row).toContainText('새로 등록');
  await expect(row).toContainText('2');
  await expect(page.getByRole('button', { name: '결과 내려받기(.csv)' })).toBeVisible();
  await expectAxeClean(page);
});

test('the page fits a 360 px screen without sideways scrolling', async ({ page }) => {
  await loginAdmin(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/contentsBundle');
  await expect(page.getByRole('heading', { level: 1, name: '콘텐츠 일괄 등록' })).toBeVisible();
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  // keyboard: the template button, the two file fields and 확인 are reached by Tab
  await page.getByRole('button', { name: '양식 내려받기(.xlsx)' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('엑셀 파일(.xlsx, 2MB 이하)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('첨부 파일(여러 개 선택 가능)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '확인', exact: true })).toBeFocused();
});
