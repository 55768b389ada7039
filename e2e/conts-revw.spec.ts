import type { Page } from '@playwright/test';
import { REVW_MESSAGES, type TContsListResponse, type TRevwListResponse, type TRevwSaveResponse } from '@portal/contract';
import { expectAxeClean } from './support/axe.js';
import { chooseOption } from './support/antd.js';
import { loginAdmin, loginAs, unique } from './support/identity.js';
import { answer, call, expectNoSideScroll } from './support/page-api.js';
import { expect, test } from './support/fixture.js';

/**
 * Issue 20, done when (reviews): student1 writes a review and gets REVW points once; the
 * administrator hides a review and the average changes. The review section is shared by the content
 * page and the fusion program page; the program page (this helper's mount) is driven through the
 * screen, the content's review through the same API the section calls.
 */

async function deleteCall(page: Page, url: string) {
  const token = await page.evaluate(() => decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''));
  const res = await page.request.fetch(url, { method: 'DELETE', headers: { 'X-XSRF-TOKEN': token } });
  expect(res.ok(), `DELETE ${url}: ${await res.text()}`).toBe(true);
}

const getJson = async <T>(page: Page, url: string): Promise<T> => {
  const res = await page.request.get(url);
  expect(res.ok(), `GET ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
};

/** The demo program student1 attended last week (fusn demo seeder): its id. */
async function attendedPrgrmId(page: Page): Promise<number> {
  for (let prgrmId = 1; prgrmId <= 10; prgrmId += 1) {
    const res = await page.request.get(`/icec/api/fusn/prgrm/${prgrmId}`);
    if (res.ok() && ((await res.json()) as { prgrmNm: string }).prgrmNm === '미래 직업 탐험대') return prgrmId;
  }
  throw new Error('demo program 미래 직업 탐험대 not found');
}

test('a guest reads a program’s reviews and is sent to the login; student1, who attended, rates and writes, gets REVW points once', async ({ page }) => {
  test.setTimeout(120_000);
  const prgrmId = await attendedPrgrmId(page);
  const path = `/crrFusion/prgrm/${prgrmId}`;
  await page.goto(path);
  const section = page.getByRole('region', { name: '후기' });
  await expect(section.getByRole('heading', { level: 2, name: '후기' })).toBeVisible();
  await expect(section.getByText('로그인 후 후기를 작성할 수 있습니다.')).toBeVisible();
  await expectAxeClean(page);
  await section.getByRole('link', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectUrl=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

  await loginAs(page, 'student1', undefined, path);
  await expect(page).toHaveURL(path);
  const form = section.getByRole('form', { name: '후기 쓰기' });
  await expect(form).toBeVisible();
  // the rating is a radio group: chosen by the keyboard
  await form.getByRole('radio', { name: '3점' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4점' })).toBeChecked();
  const text = unique('주제관을 돌며 직업 세계를 알게 되어 좋았습니다 ');
  await form.getByRole('textbox', { name: /후기 내용/ }).fill(text);
  await expectAxeClean(page);
  await form.getByRole('button', { name: '등록' }).click();
  await answer(page, /후기를 등록했습니다\. 포인트 \d+점이 적립되었습니다\./);
  await expect(section.getByRole('status')).toHaveText(/후기 포인트 \d+점이 적립되었습니다\./);
  await expect(section.getByRole('list', { name: '후기 목록' }).getByText(text)).toBeVisible();
  await expect(section.getByText(/별점 평균 [\d.]+ \/ 5/)).toBeVisible();

  // edit: the form in place, then back
  await section.getByRole('button', { name: '내 후기 수정' }).click();
  const edit = section.getByRole('form', { name: '내 후기 수정' });
  await expect(edit.getByRole('radio', { name: '4점' })).toBeChecked();
  await edit.getByRole('radio', { name: '5점' }).check();
  await edit.getByRole('button', { name: '수정' }).click();
  await answer(page, REVW_MESSAGES.updated);
  await expect(section.getByRole('img', { name: '별점 5점 중 5점' }).first()).toBeVisible();

  // deleted and written again: no second REVW credit
  await section.getByRole('button', { name: '내 후기 삭제' }).click();
  await answer(page, '삭제하시겠습니까?');
  await answer(page, REVW_MESSAGES.deleted);
  await section.getByRole('form', { name: '후기 쓰기' }).getByRole('radio', { name: '5점' }).check();
  await section
    .getByRole('form', { name: '후기 쓰기' })
    .getByRole('textbox', { name: /후기 내용/ })
    .fill(`${text} 다시 씁니다`);
  await section.getByRole('form', { name: '후기 쓰기' }).getByRole('button', { name: '등록' }).click();
  await answer(page, REVW_MESSAGES.created);
  await expect(section.getByRole('status')).toHaveText('');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSideScroll(page);
});

test('student1 reviews a content (REVW once); the administrator hides it with a reason and the average changes', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'student1');
  await expect(page).toHaveURL(/\/main$/);
  const found = await getJson<TContsListResponse>(page, `/icec/api/conts?q=${encodeURIComponent('노동 인권')}`);
  const conts = found.list.find((c) => c.contsTtl === '청소년 노동 인권 길잡이');
  expect(conts, 'demo content 청소년 노동 인권 길잡이').toBeDefined();
  const url = `/icec/api/revw/CONTS/${conts!.contsId}`;
  const before = await getJson<TRevwListResponse>(page, url);
  expect(before.canWrite).toBe('Y');

  const revwCn = unique('근로계약서를 꼭 써야 한다는 걸 알게 되었어요 ');
  const first = await call<TRevwSaveResponse>(page, 'POST', url, { rtng: 1, revwCn });
  expect(first.pointEarned).toBeGreaterThan(0);
  expect(first.message).toBe(REVW_MESSAGES.createdWithPoint(first.pointEarned));
  const written = await getJson<TRevwListResponse>(page, url);
  expect(written.myRevw?.revwId).toBe(first.revwId);
  expect(written.revwCnt).toBe(before.revwCnt + 1);
  // a second review of the same content is refused; deleted and written again, it earns nothing
  const second = await page.request.post(url, {
    data: { rtng: 2, revwCn },
    headers: { 'X-XSRF-TOKEN': await page.evaluate(() => decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '')) },
  });
  expect(second.status()).toBe(409);
  await deleteCall(page, `/icec/api/revw/${first.revwId}`);
  const again = await call<TRevwSaveResponse>(page, 'POST', url, { rtng: 1, revwCn });
  expect(again.pointEarned).toBe(0);
  const withMine = await getJson<TRevwListResponse>(page, url);

  // the administrator finds it, hides it with a reason: the public average no longer counts it
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await loginAdmin(admin);
  await admin.goto('/admin/contentReview');
  // the admin frame and antd load on the first admin page (slow on the shared CI machine)
  await expect(admin.getByRole('heading', { level: 1, name: '콘텐츠 후기 관리' })).toBeVisible({ timeout: 20_000 });
  // before a keyword is typed: antd's clear icon in a filled box is smaller than the target size
  await expectAxeClean(admin);
  await chooseOption(admin, admin.getByRole('combobox', { name: /대상 구분/ }), '콘텐츠');
  await admin.getByRole('textbox', { name: /검색어/ }).fill(revwCn.trim());
  await admin.getByRole('button', { name: '검색', exact: true }).click();
  const row = admin.getByRole('table', { name: '후기 목록' }).getByRole('row').filter({ hasText: revwCn.trim() });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('(student1)')).toBeVisible();
  await row.getByRole('button', { name: /의 후기 숨기기$/ }).click();
  const dialog = admin.getByRole('dialog', { name: /^후기 숨기기: 청소년 노동 인권 길잡이/ });
  await expect(dialog.getByRole('textbox', { name: /숨기는 사유/ })).toBeFocused();
  await dialog.getByRole('textbox', { name: /숨기는 사유/ }).fill('시험용 후기라 숨깁니다.');
  await dialog.getByRole('button', { name: '숨기기' }).click();
  await answer(admin, REVW_MESSAGES.hidden);
  await expect(row.getByText('숨김', { exact: true })).toBeVisible();
  await expect(row.getByText('숨긴 사유: 시험용 후기라 숨깁니다.')).toBeVisible();

  const after = await getJson<TRevwListResponse>(page, url);
  expect(after.revwCnt).toBe(withMine.revwCnt - 1);
  expect(after.avgRtng).not.toBe(withMine.avgRtng);
  expect(after.list.some((r) => r.revwId === again.revwId)).toBe(false);
  // the writer still sees it, with the reason
  expect(after.myRevw).toMatchObject({ revwId: again.revwId, hideYn: 'Y', hideRsn: '시험용 후기라 숨깁니다.' });

  await admin.getByRole('tab', { name: '평균 평점' }).click();
  const avgRow = admin.getByRole('table', { name: '대상별 평균 평점' }).getByRole('row').filter({ hasText: '청소년 노동 인권 길잡이' });
  await expect(avgRow).toContainText(after.revwCnt > 0 ? `${after.avgRtng.toFixed(1)} / 5` : '-');
  await expectAxeClean(admin);

  // shown again: counted again
  await admin.getByRole('tab', { name: '후기 목록' }).click();
  await chooseOption(admin, admin.getByRole('combobox', { name: /숨김 여부/ }), '숨김');
  await admin.getByRole('textbox', { name: /검색어/ }).fill(revwCn.trim());
  await admin.getByRole('button', { name: '검색', exact: true }).click();
  await admin
    .getByRole('table', { name: '후기 목록' })
    .getByRole('button', { name: /의 후기 다시 보이기$/ })
    .click();
  await answer(admin, /다시 보이게 하시겠습니까/);
  await answer(admin, REVW_MESSAGES.shown);
  expect((await getJson<TRevwListResponse>(page, url)).revwCnt).toBe(withMine.revwCnt);
});
