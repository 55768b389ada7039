import type { Page } from '@playwright/test';
import { chooseOption, confirmSave } from './support/antd.js';
import { expectAxeClean } from './support/axe.js';
import { expect, test } from './support/fixture.js';
import { loginAdmin, unique } from './support/identity.js';
import { answer, expectNoSideScroll } from './support/page-api.js';

/** The seeded CONTS_CLSF tree: a group and two of its leaves, and a leaf of another group. */
const AREA = '진로역량 영역';
const AREA_1 = '자기이해와 사회적 역량 개발';
const THEME = '주제';

/** Picks a group, then its leaf, then 추가. */
async function addClsf(page: Page, group: string, leaf: string) {
  await chooseOption(page, page.getByRole('combobox', { name: '분류 영역' }), group);
  await chooseOption(page, page.getByRole('combobox', { name: '분류 항목' }), leaf);
  await page.getByRole('button', { name: '추가', exact: true }).click();
}

/** 'YYYY-MM-DD HH:mm' in Seoul, days from now, on the hour. */
function seoulLater(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const text = at.toLocaleString('sv-SE', { timeZone: 'Asia/Seoul', hour12: false });
  return `${text.slice(0, 13)}:00`;
}

test('an administrator writes a content with two classifications and a file, is refused the same classification again, schedules it and restores an earlier version', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = unique('진로 탐색 활동지 ');
  await loginAdmin(page);

  await test.step('the list, and the form from 등록', async () => {
    await page.goto('/admin/contents');
    await expect(page.getByRole('heading', { level: 1, name: '콘텐츠 관리' })).toBeVisible();
    await expect(page).toHaveTitle(/^콘텐츠 관리 \| 게시판 관리 \| .+ 관리자$/);
    await expect(page.getByRole('navigation').getByRole('link', { name: '콘텐츠 관리' }).first()).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page).toHaveURL('/admin/contents/write');
    await expect(page.getByRole('heading', { level: 1, name: '콘텐츠 등록' })).toBeVisible();
  });

  let themeLeaf = '';
  await test.step('fills the form: two classifications, the same one again refused at once', async () => {
    await page.getByLabel('제목', { exact: true }).fill(title);
    await chooseOption(page, page.getByLabel('유형', { exact: true }), '활동지');
    await page.getByLabel('요약', { exact: true }).fill('나의 흥미와 강점을 찾아보는 진로 탐색 활동지입니다.');
    await page.getByRole('textbox', { name: '본문' }).click();
    await page.keyboard.type('활동지를 내려받아 수업에서 함께 적어 보세요.');
    await page.getByRole('checkbox', { name: '중학교' }).check();

    await addClsf(page, AREA, AREA_1);
    // the first leaf of the theme group, whatever the seed names it
    await chooseOption(page, page.getByRole('combobox', { name: '분류 영역' }), THEME);
    const items = page.getByRole('combobox', { name: '분류 항목' });
    await items.click();
    // this combobox's own dropdown: the area one may still be closing
    const itemList = page.locator(`[id="${await items.getAttribute('aria-controls')}"]`);
    const itemDropdown = page.locator('.ant-select-dropdown').filter({ has: itemList });
    themeLeaf = (await itemDropdown.locator('.ant-select-item-option').first().getAttribute('title')) ?? '';
    await page.keyboard.press('Escape');
    await chooseOption(page, page.getByRole('combobox', { name: '분류 항목' }), themeLeaf);
    await page.getByRole('button', { name: '추가', exact: true }).click();
    const chosen = page.getByRole('list', { name: '추가한 분류' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: '추가', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '이미 추가된 분류입니다.' })).toBeVisible();
    await expect(chosen.getByRole('listitem')).toHaveCount(2);

    await page
      .getByLabel('첨부파일 추가')
      .setInputFiles({ name: '진로 탐색 활동지.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expectAxeClean(page);
  });

  await test.step('saves after the question, and lands on the content page', async () => {
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await confirmSave(page);
    await answer(page, '저장되었습니다.');
    await expect(page).toHaveURL(/\/admin\/contents\/view\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `콘텐츠 수정: ${title}` })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| .*콘텐츠 관리`));
    await expect(page.getByRole('button', { name: '진로 탐색 활동지.pdf 내려받기' })).toBeVisible();
    const chosen = page.getByRole('list', { name: '추가한 분류' });
    await expect(chosen.getByText(`${AREA} > ${AREA_1}`)).toBeVisible();
    await expect(chosen.getByText(`${THEME} > ${themeLeaf}`)).toBeVisible();
  });

  await test.step('changes the title: a second version', async () => {
    await page.getByLabel('제목', { exact: true }).fill(`${title} 개정`);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await confirmSave(page);
    await answer(page, '저장되었습니다.');
    await expect(page.getByRole('heading', { level: 1, name: `콘텐츠 수정: ${title} 개정` })).toBeVisible();
  });

  await test.step('sends it to review, then schedules its publishing', async () => {
    const stts = page.getByRole('region', { name: '게시 상태' });
    await stts.getByRole('radio', { name: '검토 중' }).check();
    await stts.getByRole('button', { name: '상태 변경' }).click();
    await answer(page, "'검토 중' 상태로 바꾸시겠습니까?");
    await answer(page, '상태를 바꾸었습니다.');
    await stts.getByRole('radio', { name: '게시', exact: true }).check();
    const at = seoulLater(3);
    await stts.getByRole('textbox', { name: '게시 일시' }).fill(at);
    await page.keyboard.press('Enter');
    await stts.getByRole('button', { name: '예약 게시' }).click();
    await answer(page, `${at}에 게시되도록 예약하시겠습니까?`);
    await answer(page, '상태를 바꾸었습니다.');
    await expect(stts.getByText(`${at} 예약 게시`)).toBeVisible();
    await expect(stts.getByRole('button', { name: '삭제', exact: true })).toHaveCount(0);
  });

  await test.step('a content that does not exist shows the admin not-found page', async () => {
    await page.goto('/admin/contents/view/999999');
    await expect(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.goBack();
  });

  await test.step('compares the first two versions and restores the first', async () => {
    const versions = page.getByRole('region', { name: '버전 기록' });
    await versions.getByRole('checkbox', { name: '1번 버전 비교에 고르기' }).check();
    await versions.getByRole('checkbox', { name: '2번 버전 비교에 고르기' }).check();
    await versions.getByRole('button', { name: '선택한 두 버전 비교' }).click();
    const compare = page.getByRole('region', { name: '1번과 2번 버전 비교' });
    await expect(compare.getByRole('row', { name: new RegExp(`^제목 .* 바뀜$`) })).toBeVisible();
    await expectAxeClean(page);

    await versions.getByRole('button', { name: '이 버전으로 복원 (1번 버전)' }).click();
    await answer(page, /1번 버전으로 복원하시겠습니까\?/);
    await answer(page, '1번 버전으로 복원했습니다.');
    await expect(page.getByRole('heading', { level: 1, name: `콘텐츠 수정: ${title}` })).toBeVisible();
    await expect(page.getByLabel('제목', { exact: true })).toHaveValue(title);
    await expect(versions.getByText('1번 버전을 복원함')).toBeVisible();
  });
});

test('at 360 px the list and a content page scroll only down, and have no serious axe violations', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAdmin(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/contents');
  await expect(page.getByRole('heading', { level: 1, name: '콘텐츠 관리' })).toBeVisible();
  await expect(page.getByRole('link', { name: /수정$/ }).first()).toBeVisible();
  await expectNoSideScroll(page);
  await page.getByRole('link', { name: /수정$/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^콘텐츠 수정: / })).toBeVisible();
  await expect(page.getByRole('region', { name: '버전 기록' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSideScroll(page);
  await expectAxeClean(page);
});
