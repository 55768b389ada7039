import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.js';
import { loginAs } from './support/identity.js';
import { expect, test } from './support/fixture.js';
import { expectNoSideScroll } from './support/page-api.js';

/**
 * Issue 18, career activities: student1 writes an activity on a phone (the §5 rules shown at the
 * fields first, the first invalid one focused), earns the CRR points once, edits it (no second
 * credit), teacher1 reads it through the student's page, and the student deletes it (the points
 * withdrawn). The list, the form and the activity are axe clean with no side scroll at 360 px.
 */

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: RegExp) => main(page).getByRole('textbox', { name });
const answer = async (page: Page, text: string | RegExp) =>
  page.getByRole('alertdialog').filter({ hasText: text }).getByRole('button', { name: '확인' }).click();

async function myPoint(page: Page): Promise<number> {
  const res = await page.request.get('/icec/api/cmpnPointAply/myPoint');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: number }).result;
}

/** Submitting from the keyboard: the last field's check runs when focus leaves it, before the button is pressed. */
async function submit(page: Page, name: string) {
  await main(page).getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

const ACTV_NM = `진로 체험 ${Date.now().toString(36).slice(-4)}`;
const TEXT = '직업 체험 센터에서 방송 기자의 하루를 따라가며 취재 계획을 세우고 기사 초안을 직접 써 보았습니다. 인터뷰 질문도 만들어 보았습니다.';
const OPNN = '사실을 정확히 전하는 일이 생각보다 어렵다는 것을 알게 되었습니다. 글쓰기 실력을 키우고 시사 문제에 관심을 가져야겠다고 다짐했습니다.';

test('student1 writes, edits and deletes an activity at 360 px (CRR points once, then withdrawn); teacher1 reads it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 'student1');
  await expect(page).toHaveURL(/\/main$/);
  const pointBefore = await myPoint(page);

  await page.goto('/crrActv/stdnt/actv/list');
  await expect(main(page).getByRole('heading', { level: 1, name: '학생 진로활동' })).toBeVisible();
  await expect(main(page).getByText(/^총 \d+건$/)).toBeVisible();
  await expectAxeClean(page);
  await expectNoSideScroll(page);
  await main(page).getByRole('link', { name: '작성' }).click();

  // §5 first: an empty form with a too short name and content shows each rule at its field
  await expect(main(page).getByRole('heading', { name: '학생 진로활동 작성' })).toBeVisible();
  await expectAxeClean(page);
  await expectNoSideScroll(page);
  await main(page).getByRole('combobox', { name: /학년/ }).selectOption('2');
  await field(page, /^활동명/).fill('견');
  await field(page, /활동 내용/).fill('짧은 내용입니다.');
  await submit(page, '저장');
  await expect(field(page, /활동일/)).toBeFocused();
  await expect(main(page).getByText('필수 입력 항목입니다.').first()).toBeVisible();
  await expect(field(page, /^활동명/)).toHaveAccessibleDescription(/^2자 이상 입력해 주세요\./);
  await expect(field(page, /활동 내용/)).toHaveAccessibleDescription(/^50자 이상 입력해 주세요\./);
  await expect(field(page, /활동 소감/)).toHaveAccessibleDescription(/^필수 입력 항목입니다\./);
  await expect(main(page).getByRole('group', { name: /만족도/ })).toHaveAccessibleDescription('필수 입력 항목입니다.');
  await expectAxeClean(page);

  await field(page, /활동일/).fill('2026-05-12');
  await field(page, /^활동명/).fill(ACTV_NM);
  await field(page, /활동 목적/).fill('방송 기자가 하는 일을 알아보기 위해');
  await field(page, /활동 장소/).fill('청소년 직업 체험 센터');
  await main(page).getByRole('radio', { name: '매우 만족' }).check();
  await field(page, /관련 직무/).fill('방송 기자');
  await field(page, /활동 내용/).fill(TEXT);
  await field(page, /활동 소감/).fill(OPNN);
  await expect(field(page, /활동 소감/)).toHaveAccessibleDescription(/자 입력 \(50자 이상, 2000자 이하\)/);
  await submit(page, '저장');
  await answer(page, '진로활동을 저장하시겠습니까?');
  await answer(page, '진로활동 포인트 30점이 적립되었습니다.');

  await expect(page).toHaveURL(/\/crrActv\/view\/\d+$/);
  const viewUrl = new URL(page.url()).pathname;
  const crrActvId = viewUrl.split('/').at(-1)!;
  await expect(main(page).getByRole('heading', { level: 1, name: ACTV_NM })).toBeVisible();
  await expect(main(page).getByText('청소년 직업 체험 센터')).toBeVisible();
  await expectAxeClean(page);
  await expectNoSideScroll(page);
  expect(await myPoint(page)).toBe(pointBefore + 30);

  // an edit credits nothing more
  await main(page).getByRole('link', { name: '수정' }).click();
  await expect(field(page, /^활동명/)).toHaveValue(ACTV_NM);
  await field(page, /활동 장소/).fill('청소년 직업 체험 센터 방송관');
  await submit(page, '수정');
  await answer(page, '진로활동을 수정하시겠습니까?');
  await answer(page, '수정되었습니다.');
  await expect(page).toHaveURL(new RegExp(`${viewUrl}$`));
  await expect(main(page).getByText('청소년 직업 체험 센터 방송관')).toBeVisible();
  expect(await myPoint(page)).toBe(pointBefore + 30);

  // teacher1, a teacher of student1's school, reads it through the student's page
  const teacher = await (await browser.newContext({ baseURL })).newPage();
  await loginAs(teacher, 'teacher1');
  await expect(teacher).toHaveURL(/\/main$/);
  await teacher.goto('/myPage/list/student1');
  await expect(main(teacher).getByRole('heading', { level: 1, name: /학생의 진로활동$/ })).toBeVisible();
  await main(teacher).getByRole('link', { name: ACTV_NM }).click();
  await expect(teacher).toHaveURL(new RegExp(`/myPage/view/student1/${crrActvId}$`));
  await expect(main(teacher).getByText('청소년 직업 체험 센터 방송관')).toBeVisible();
  await expect(main(teacher).getByRole('button', { name: '삭제' })).toHaveCount(0);
  await expectAxeClean(teacher);
  await teacher.context().close();

  // the writer deletes it: the points are withdrawn and the page is gone
  await main(page).getByRole('button', { name: '삭제' }).click();
  await answer(page, '진로활동을 삭제하시겠습니까?');
  await answer(page, '삭제되었습니다.');
  await expect(page).toHaveURL(/\/crrActv\/stdnt\/actv\/list$/);
  await expect(main(page).getByRole('link', { name: ACTV_NM })).toHaveCount(0);
  expect(await myPoint(page)).toBe(pointBefore);
  await page.goto(viewUrl);
  await expect(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
});
