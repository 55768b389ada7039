import type { Page } from '@playwright/test';
import { confirmSave } from './support/antd.js';
import { loginAdmin, loginAs, unique } from './support/identity.js';
import { expect, test } from './support/fixture.js';
import { expectAxeClean } from './support/axe.js';

/** Searches the public list for a word and opens the job of that name; answers its path. */
async function openJob(page: Page, word: string, jobNm: string): Promise<string> {
  await page.goto('/crrInsp/crrInfo');
  await page.getByLabel('직업명').fill(word);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await page.getByRole('link', { name: jobNm, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: jobNm })).toBeVisible();
  return new URL(page.url()).pathname;
}

test('a guest searches 간호, narrows to a family, opens a job and follows a related job', async ({ page }) => {
  await page.goto('/crrInsp/crrInfo');
  await expect(page.getByRole('heading', { level: 1, name: '직업 정보' })).toBeVisible();
  await expect(page.getByText(/전체 \d+개 직업/)).toBeVisible();

  await page.getByLabel('직업명').fill('간호');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByRole('link', { name: '간호사', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '간호조무사', exact: true })).toBeVisible();

  await page.getByLabel('직업 분류').selectOption({ label: '보건·의료' });
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/jobFmlyCd=HLT/);
  await expect(page.getByRole('link', { name: '간호사', exact: true })).toBeVisible();
  await page.getByLabel('직업 분류').selectOption({ label: '교육·연구' });
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByText('조회된 직업이 없습니다.')).toBeVisible();
  await page.getByLabel('직업 분류').selectOption({ label: '보건·의료' });
  await page.getByRole('button', { name: '검색', exact: true }).click();

  await page.getByRole('link', { name: '간호사', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '간호사' })).toBeVisible();
  await expect(page).toHaveTitle(/^간호사/);
  for (const section of ['직업 소개', '하는 일', '준비 방법', '관련 직업']) await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(page.getByRole('list', { name: '관련 자격' })).toContainText('간호사 면허');
  await page.getByRole('link', { name: '목록' }).click();
  await expect(page).toHaveURL(/\/crrInsp\/crrInfo\?jobFmlyCd=HLT&srchWrd=/);

  await page.getByRole('link', { name: '간호사', exact: true }).click();
  const related = page.getByRole('region', { name: '관련 직업' }).getByRole('link').first();
  const relatedNm = (await related.textContent()) ?? '';
  await related.click();
  await expect(page.getByRole('heading', { level: 1, name: relatedNm })).toBeVisible();
});

test('student1 opens a job and recommends it: the count rises by one and stays', async ({ page }) => {
  const path = await openJob(page, '복지', '사회복지사');
  await loginAs(page, 'student1', undefined, path);
  await expect(page).toHaveURL(path);

  const button = page.getByRole('button', { name: /^추천/ });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const before = Number((await button.textContent())?.match(/\d+/)?.[0]);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toContainText(String(before + 1));
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: '이미 추천한 직업입니다.' })).toBeAttached();
  await page.reload();
  await expect(page.getByRole('button', { name: /^추천/ })).toContainText(String(before + 1));
});

test('an administrator renames a job and the public page shows the new name; a missing job is not found', async ({ page }) => {
  const jobNm = unique('제과 기능장 ');
  await loginAdmin(page);
  await page.goto('/admin/crrInfoMng');
  await expect(page.getByRole('heading', { level: 1, name: '직업 정보 관리' })).toBeVisible();
  await page.getByLabel('직업명·다른 이름').fill('제과제빵');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await page.getByRole('button', { name: '제과제빵사 수정' }).click();
  const popup = page.getByRole('dialog', { name: '직업 수정' });
  await expect(popup.getByLabel('직업 코드', { exact: true })).toBeDisabled();
  await popup.getByLabel('직업명', { exact: true }).fill(jobNm);
  await popup.getByRole('button', { name: '저장' }).click();
  await confirmSave(page);
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();

  await openJob(page, jobNm.split(' ')[0]!, jobNm);
  await page.goto('/crrInsp/crrInfo/detail/J9999');
  await expect(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
});

test('axe and the 360 px phone: the list and a job page', async ({ page }) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const open of [() => page.goto('/crrInsp/crrInfo'), () => openJob(page, '간호', '간호사')]) {
      await open();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAxeClean(page);
      const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    }
  }
});
