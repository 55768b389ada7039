import type { Browser, Page } from '@playwright/test';
import { FILE_HEADERS, type TContsSaveResponse, type TFileUploadResponse } from '@portal/contract';
import { expectAxeClean } from './support/axe.js';
import { PDF } from './support/board.js';
import { expect, test } from './support/fixture.js';
import { loginAdmin, loginAs } from './support/identity.js';
import { call, expectNoSideScroll } from './support/page-api.js';

/** The journey's content: found by a two-syllable word (해녀) no demo content has. */
const TITLE = '해녀의 바다: 제주 해양 직업 체험 활동지';
const FILE_NAME = '해녀 직업 체험 활동지.pdf';

/** The anti-forgery token of the logged-in page. */
const xsrf = (page: Page) => page.evaluate(() => decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''));

/**
 * An administrator publishes a content with an attachment through the admin API (the admin
 * screens are another journey's): upload into a new group, save, then 검토 중 and 게시 from now.
 */
async function publishContent(browser: Browser, baseURL: string | undefined): Promise<number> {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await loginAdmin(admin);
  const upload = await admin.request.post('/api/common/fileUpload', {
    multipart: { file: { name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF } },
    headers: { [FILE_HEADERS.seqType]: 'contents', 'X-XSRF-TOKEN': await xsrf(admin) },
  });
  expect(upload.ok(), `fileUpload: ${await upload.text()}`).toBe(true);
  const { fileModuleId } = (await upload.json()) as TFileUploadResponse;
  const { contsId } = await call<TContsSaveResponse>(admin, 'POST', '/api/contents', {
    contsTtl: TITLE,
    contsKndCd: 'WKSHT',
    contsSmry: '제주 해녀의 일과 바다 환경을 알아보고 해양 관련 직업을 탐색하는 활동지입니다.',
    contsCn:
      '<p>해녀는 산소 공급 장치 없이 바다에 들어가 해산물을 채취합니다.</p><h3>활동 순서</h3><ol><li>해녀의 하루 알아보기</li><li>해양 직업 찾아보기</li></ol>',
    atchFileModuleId: fileModuleId,
    schlLvls: ['MD01', 'HI01'],
    clsfCds: ['AREA02', 'AREA03'],
  });
  await call(admin, 'PUT', `/api/contents/${contsId}/stts`, { sttsCd: 'REVIEW' });
  await call(admin, 'PUT', `/api/contents/${contsId}/stts`, { sttsCd: 'PBLC', pblcDt: new Date(Date.now() - 60_000).toISOString() });
  await context.close();
  return contsId;
}

test('student1 finds a content by a two-syllable word, opens it and downloads its attachment', async ({ page, browser, baseURL }) => {
  const contsId = await publishContent(browser, baseURL);
  await loginAs(page, 'student1', undefined, '/infoGd/conts');
  await expect(page).toHaveURL(/\/infoGd\/conts$/);
  // the page sits under its menu in 정보 안내, named as the menu names it
  const menuLink = page.getByRole('navigation', { name: '정보 안내 메뉴' }).locator('a[aria-current="page"]');
  await expect(menuLink).toHaveAttribute('href', '/infoGd/conts');
  const menuNm = ((await menuLink.textContent()) ?? '').trim();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(menuNm);
  await expect(page).toHaveTitle(new RegExp(`^${menuNm} \\| 정보 안내 \\| `));

  // one character is not searched, and the page says why
  await page.getByLabel('검색어').fill('해');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByText('검색어는 두 글자 이상 입력해 주세요.')).toBeVisible();

  await page.getByLabel('검색어').fill('해녀');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/\/infoGd\/conts\?q=%ED%95%B4%EB%85%80$/);
  await expect(page.getByText('전체 1건')).toBeVisible();
  await page.getByRole('link', { name: TITLE }).click();

  await expect(page).toHaveURL(`/infoGd/conts/${contsId}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${TITLE} \\| `));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `${FILE_NAME} 내려받기` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(FILE_NAME);

  await page.getByRole('link', { name: '목록' }).click();
  await expect(page).toHaveURL(/\/infoGd\/conts\?q=%ED%95%B4%EB%85%80$/);
  await expect(page.getByLabel('검색어')).toHaveValue('해녀');
});

test('a guest reads the library as cards, follows a classification and meets no axe violation; a phone has no side scroll', async ({ page }) => {
  await page.goto('/infoGd/conts');
  await expect(page.getByText(/전체 \d+건/)).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: '카드' }).click();
  await expect(page).toHaveURL(/view=card/);
  await expect(page.getByRole('button', { name: '카드' })).toHaveAttribute('aria-pressed', 'true');
  const first = page.locator('.conts-card__title a').first();
  await expect(first).toBeVisible();
  await expectAxeClean(page);

  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAxeClean(page);
  const clsf = page.locator('.conts-clsf').first();
  const clsfNm = (await clsf.textContent()) ?? '';
  await clsf.click();
  await expect(page).toHaveURL(/\/infoGd\/conts\?clsfCd=/);
  await expect(page.getByRole('checkbox', { name: clsfNm })).toBeChecked();

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSideScroll(page);
  await page.locator('.conts-row__title a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSideScroll(page);
});

test('a video plays from the privacy-enhanced player in a named frame, its transcript folded under it (no CSP violation)', async ({ page }) => {
  const title = '미래 사회와 신직업: 인공지능 시대의 일';
  await page.goto(`/infoGd/conts?q=${encodeURIComponent('신직업')}`);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const frame = page.getByTitle(`${title} 영상`);
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
  const transcript = page.locator('.conts-transcript__text');
  await expect(transcript).toBeHidden();
  await page.getByText('영상 내용 텍스트로 보기').click();
  await expect(transcript).toBeVisible();
  await expectAxeClean(page);
});

test('a content that is not published is the not-found page', async ({ page }) => {
  await page.goto('/infoGd/conts/999999');
  await expect(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
