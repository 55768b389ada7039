import { chooseOption, confirmSave } from './support/antd.js';
import { loginAdmin, unique } from './support/identity.js';
import { expect, test } from './support/fixture.js';

/**
 * The link checker (admin deadLink) against a local target: a career site whose address is this
 * portal's own health probe, reachable because the e2e portal runs with OUTBOUND_ALLOW_PRIVATE
 * outside production. The demo sites are real internet addresses, which CI may not reach: their
 * rows may end ERROR or TIMEOUT; the journey asserts only that the run ends and rows are listed.
 */
test('an administrator adds a career site, checks every link and sees the progress end and the results', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const siteNm = unique('점검대상');
  await loginAdmin(page);

  await page.goto('/admin/crrSiteMng');
  await page.getByRole('button', { name: '진로 사이트 등록' }).click();
  const popup = page.getByRole('dialog', { name: '진로 사이트 등록' });
  await popup.getByLabel('사이트명').fill(siteNm);
  await popup.getByLabel('누리집 주소').fill(`${baseURL}/api/health`);
  await chooseOption(page, popup.getByLabel('분류'), '기타');
  await popup.getByRole('button', { name: '저장' }).click();
  await confirmSave(page);
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('cell', { name: siteNm, exact: true })).toBeVisible();

  await page.goto('/admin/deadLink');
  await expect(page.getByRole('heading', { name: '링크 점검', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '점검 시작' }).click();
  // the progress is polled while the run goes on; it ends complete (100 %) with the state 완료
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
  await expect(page.getByText('완료', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '점검 시작' })).toBeEnabled();

  await page.getByLabel('검색어').fill(siteNm);
  await page.getByRole('button', { name: '검색' }).click();
  const row = page.getByRole('row', { name: new RegExp(siteNm) });
  await expect(row).toContainText('진로 사이트');
  await expect(row).toContainText('정상');
  await expect(row).toContainText('200');

  await page.goto('/admin/crrSiteMng');
  await expect(page.getByRole('row', { name: new RegExp(siteNm) })).toContainText('정상 (200)');
});
