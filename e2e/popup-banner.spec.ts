import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { confirmSave } from './support/antd.js';
import { loginAdmin, unique } from './support/identity.js';
import { expect, test } from './support/fixture.js';

/** A picture to upload (one of the demo banners'). */
const BANNER_PNG = fileURLToPath(new URL('../apps/server/demo/banner/banner-mnexhl.png', import.meta.url));

/** The demo popup on /main (popup.seed.ts). */
const DEMO_POPUP = '진로교육포털 이용 안내';

/** Two frames after the popup list has arrived: whatever it makes React show is on the page by then. */
async function afterPopupList(page: Page, load: () => Promise<unknown>) {
  const listed = page.waitForResponse((res) => res.url().includes('/icec/api/popup/list?pageUrl=%2Fmain'));
  await load();
  await listed;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test("the demo popup shows on /main; '오늘 하루 보지 않기' hides it, also after a reload", async ({ page }) => {
  await page.goto('/main');
  const popup = page.getByRole('article', { name: DEMO_POPUP });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('진로교육포털에 오신 것을 환영합니다.');

  await popup.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expect(popup).toBeHidden();

  await afterPopupList(page, () => page.reload());
  await expect(page.getByRole('heading', { level: 1, name: '진로교육포털' })).toBeVisible();
  await expect(popup).toBeHidden();
});

test("'닫기' closes the popup for this visit only", async ({ page }) => {
  await page.goto('/main');
  const popup = page.getByRole('article', { name: DEMO_POPUP });
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(popup).toBeVisible();
});

test('an administrator uploads a banner image with its alternative text, and /main shows it with its link', async ({ page, browser }) => {
  const bannerNm = unique('배너');
  const altText = `${bannerNm} 체험 안내`;
  await loginAdmin(page);
  await page.goto('/admin/banner');
  await expect(page.getByRole('heading', { level: 1, name: '배너 관리' })).toBeVisible();

  await page.getByRole('button', { name: '배너 등록' }).click();
  const form = page.getByRole('dialog', { name: '배너 등록' });
  await form.getByLabel('배너명').fill(bannerNm);
  await form.getByLabel('게시 시작 일시').fill('2026-01-01T00:00');
  await form.getByLabel('게시 종료 일시').fill('2030-12-31T23:59');
  await form.getByLabel('연결 주소').fill('javascript:alert(1)');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByText('누리집 안의 주소(/로 시작)나 http:// 또는 https:// 로 시작하는 주소만 입력할 수 있습니다.')).toBeVisible();
  await expect(form.getByText('이미지를 올려 주세요.')).toBeVisible();

  await form.getByLabel('이미지', { exact: true }).setInputFiles(BANNER_PNG);
  await expect(form.getByRole('status')).toHaveText('banner-mnexhl.png 파일을 올렸습니다. 저장하면 반영됩니다.');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByText('이미지를 올리면 대체 텍스트를 입력해야 합니다.')).toBeVisible();
  await form.getByLabel('대체 텍스트').fill(altText);
  await expect(form.getByRole('img', { name: altText })).toBeVisible();
  await form.getByLabel('연결 주소').fill('https://www.career.go.kr');
  await form.getByRole('button', { name: '저장' }).click();
  await confirmSave(page);

  const saved = page.getByRole('alertdialog');
  await expect(saved).toContainText('저장되었습니다.');
  await saved.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('cell', { name: bannerNm, exact: true })).toBeVisible();

  // a visitor (a fresh browser) sees it on the home page
  const visitor = await browser.newPage();
  await visitor.goto(new URL('/main', page.url()).href);
  const strip = visitor.getByRole('region', { name: '배너 모음' });
  const image = strip.getByRole('img', { name: altText });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/api\/common\/displayImage\?imagePath=banner%2F/);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  await expect(strip.getByRole('link', { name: altText })).toHaveAttribute('href', 'https://www.career.go.kr');
  await visitor.close();
});
