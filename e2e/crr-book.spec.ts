import { confirmSave } from './support/antd.js';
import type { Page } from '@playwright/test';
import { loginAdmin, loginAs, unique } from './support/identity.js';
import { expect, test } from './support/fixture.js';
import { expectAxeClean } from './support/axe.js';

/** Opens a demo book's page from the public list and answers its path. */
async function openBook(page: Page, bookNm: string): Promise<string> {
  await page.goto('/infoGd/crrBook');
  await page.getByLabel('검색어').fill(bookNm);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await page.getByRole('link', { name: bookNm }).click();
  await expect(page.getByRole('heading', { level: 1, name: bookNm })).toBeVisible();
  return new URL(page.url()).pathname;
}

test('the public list shows the demo books as cards, and a book page opens with its summary', async ({ page }) => {
  await page.goto('/infoGd/crrBook');
  await expect(page.getByRole('heading', { level: 1, name: '진로 도서' })).toBeVisible();
  await expect(page.getByText(/전체 \d+권/)).toBeVisible();
  await expect(page.getByRole('img', { name: '꿈을 찾는 열네 살의 진로 수업 표지' })).toBeVisible();
  await expect(page.getByRole('link', { name: '미래 직업 지도 2030' })).toBeVisible();

  await page.getByLabel('학교급').selectOption('EL01');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByRole('link', { name: '손으로 만드는 직업 이야기' })).toBeVisible();
  await expect(page.getByRole('link', { name: '나의 첫 창업 노트' })).toHaveCount(0);

  await page.getByRole('link', { name: '손으로 만드는 직업 이야기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '손으로 만드는 직업 이야기' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '책 소개' })).toBeVisible();
  await expect(page.getByRole('list', { name: '관련 직업' })).toContainText('제과제빵사');
  await page.getByRole('link', { name: '목록' }).click();
  await expect(page).toHaveURL(/\/infoGd\/crrBook\?schlTypeCd=EL01$/);
  await expect(page.getByLabel('학교급')).toHaveValue('EL01');
});

test('a logged-in student recommends a book: the count rises by one and stays after a second click', async ({ page }) => {
  const path = await openBook(page, '미래 직업 지도 2030');
  await loginAs(page, 'student1', undefined, path);
  await expect(page).toHaveURL(path);

  const button = page.getByRole('button', { name: /^추천/ });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const before = Number((await button.textContent())?.match(/\d+/)?.[0]);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toContainText(String(before + 1));
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: '이미 추천한 도서입니다.' })).toBeAttached();
  await expect(button).toContainText(String(before + 1));
  await page.reload();
  await expect(page.getByRole('button', { name: /^추천/ })).toContainText(String(before + 1));
});

test('an administrator renames a book and the public page shows the new title', async ({ page }) => {
  const bookNm = unique('창업 노트 개정판 ');
  await loginAdmin(page);
  await page.goto('/admin/crrBookMng');
  await expect(page.getByRole('heading', { level: 1, name: '진로 도서 관리' })).toBeVisible();
  await page.getByRole('button', { name: '나의 첫 창업 노트 수정' }).click();
  const popup = page.getByRole('dialog', { name: '도서 수정' });
  await popup.getByLabel('도서명').fill(bookNm);
  await popup.getByRole('button', { name: '저장' }).click();
  await confirmSave(page);
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('cell', { name: bookNm, exact: true })).toBeVisible();

  await openBook(page, bookNm);
  await expect(page.getByRole('button', { name: /^추천/ })).toBeVisible();
});

test('axe: the list and a book page have no serious or critical violations', async ({ page }) => {
  for (const open of [() => page.goto('/infoGd/crrBook'), () => openBook(page, '과학자가 되고 싶은 너에게')]) {
    await open();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAxeClean(page);
  }
});
