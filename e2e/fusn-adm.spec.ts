import type { Page } from '@playwright/test';
import { addDays, mondayOf, seoulDate } from '@portal/contract';
import { chooseOption, confirmSave } from './support/antd.js';
import { loginAdmin, unique } from './support/identity.js';
import { expect, test } from './support/fixture.js';
import { answer } from './support/page-api.js';

/** A Seoul calendar day n days from today ('YYYY-MM-DD'). */
const seoulDay = (n = 0) => addDays(seoulDate(), n);

/** Types a day (or a day and time) into one of the portal's date pickers. */
async function typeDate(page: Page, name: string, value: string) {
  // a required field's name carries its mark ('* 예약 시작 일시' in antd, '시작일 필수' in the portal's pickers)
  const box = page.getByRole('textbox', { name: new RegExp(`^(\\* )?${name}( 필수)?$`) });
  await box.fill(value);
  await box.press('Enter');
  await expect(box).toHaveValue(value);
}

test('the administrator establishes a group program with sessions and opens it, runs the seeded lottery that the public page verifies, and marks attendance on a roster', async ({
  page,
  browser,
}) => {
  // about a minute on a quiet machine; the 2-core machine under load takes up to three
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const prgrmNm = unique('융합 탐험 ');
  const { list: halls } = (await (await page.request.get('/icec/api/mnexhl/bmnexhl/list')).json()) as { list: { bmnexhlNm: string }[] };
  await loginAdmin(page);

  await test.step('write: a group program for middle schools in one hall, opened for booking since yesterday', async () => {
    await page.goto('/admin/prgrmEstbl');
    await expect(page.getByRole('heading', { level: 1, name: '단체 프로그램 개설' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: '프로그램 등록' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '단체 프로그램 등록' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('프로그램명', { exact: true }).fill(prgrmNm);
    await page.getByRole('group', { name: '대상 학교급' }).getByRole('checkbox', { name: '중학교' }).check();
    await chooseOption(page, page.getByLabel('주제관', { exact: true }), halls[0]!.bmnexhlNm);
    await page.getByRole('textbox', { name: '프로그램 소개' }).fill('주제관을 돌며 직업 세계를 탐험하는 단체 체험입니다.');
    await typeDate(page, '예약 시작 일시', `${seoulDay(-1)} 09:00`);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await confirmSave(page);
    await answer(page, '프로그램을 등록했습니다.');
    await expect(page.getByRole('heading', { level: 1, name: `프로그램 수정: ${prgrmNm}` })).toBeVisible({ timeout: 20_000 });
  });

  // the Monday 8 to 14 days ahead, so that the week the public calendar shows holds sessions on any day of the week
  const start = mondayOf(seoulDay(14));
  await test.step('sessions: from the Monday after next, Tuesday to Friday, two slots of 60; then open', async () => {
    await typeDate(page, '시작일', start);
    await typeDate(page, '종료일', seoulDay(20));
    await page.getByRole('button', { name: '회차 만들기' }).click();
    await expect(page.getByRole('status').filter({ hasText: /회차 \d+개를 만들었습니다/ })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: /10:00~12:00 수정$/ }).first()).toBeVisible();
    await page.getByRole('button', { name: '모집 시작' }).click();
    await answer(page, '모집을 시작하시겠습니까?');
    await answer(page, '상태를 바꿨습니다.');
    await expect(page.getByRole('button', { name: '모집 마감' })).toBeVisible();
  });

  await test.step('the public calendar of that week shows the program to anyone', async () => {
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(`/crrFusion/fusionActvAply/${start}`);
    await expect(guest.getByRole('heading', { level: 3, name: prgrmNm }).first()).toBeVisible({ timeout: 20_000 });
    await guest.context().close();
  });

  await test.step('the seeded lottery session: drawn once after its deadline, the ranking verified by the public page', async () => {
    await page.goto('/admin/indvActvMng');
    await expect(page.getByRole('heading', { level: 1, name: '개인 활동 관리' })).toBeVisible({ timeout: 20_000 });
    // the seeded session past its deadline is listed above the sessions as waiting for its draw (another journey may have drawn it)
    const pending = page.getByRole('link', { name: / 추첨하기$/ }).first();
    const drawn = page
      .getByRole('row')
      .filter({ hasText: '추첨 완료' })
      .getByRole('link', { name: /신청자 보기$/ })
      .first();
    await expect(pending.or(drawn).first()).toBeVisible({ timeout: 20_000 });
    await ((await pending.isVisible()) ? pending : drawn).click();
    await expect(page.getByRole('heading', { level: 2, name: '추첨' })).toBeVisible({ timeout: 20_000 });
    const sesnId = /\/admin\/indvActvMng\/(\d+)$/.exec(page.url())![1];
    const draw = page.getByRole('button', { name: '추첨하기' });
    // another journey may have drawn it already: a draw happens once
    if (await draw.isVisible()) {
      await draw.click();
      await answer(page, '추첨은 한 번만 할 수 있고 되돌릴 수 없습니다.');
      await answer(page, '추첨을 마쳤습니다.');
    }
    await expect(page.getByRole('cell', { name: '당첨' }).first()).toBeVisible();
    await expect(page.getByText(/^[0-9a-f]{64}$/).first()).toBeVisible();

    const guest = await (await browser.newContext()).newPage();
    await guest.goto(`/crrFusion/drawVrfy/${sesnId}`);
    await guest.getByRole('button', { name: '추첨 결과 검증하기' }).click();
    await expect(guest.getByRole('status').getByText('일치', { exact: true })).toBeVisible({ timeout: 15_000 });
    await guest.context().close();
  });

  await test.step("a finished school reservation's roster: everyone marked present at once, with a note", async () => {
    await page.goto('/admin/grpActvMng');
    await expect(page.getByRole('heading', { level: 1, name: '단체 활동 관리' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('row').filter({ hasText: '완료' }).getByRole('link', { name: /상세$/ }).first().click();
    await page.getByRole('link', { name: '출석부' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^출석부: / })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('checkbox', { name: '전체 학생 선택' }).check();
    await page.getByRole('button', { name: /^일괄 적용/ }).click();
    const note = page.getByRole('textbox', { name: / 비고$/ }).first();
    await note.fill('관리자 확인(e2e)');
    await page.getByRole('button', { name: /^저장\(변경 [1-9]\d*명\)$/ }).click();
    await answer(page, /명의 출석을 저장했습니다/);
    await expect(note).toHaveValue('관리자 확인(e2e)');
  });
});
