import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.js';
import { loginAs } from './support/identity.js';
import { expect, test } from './support/fixture.js';

/**
 * Issue 17, answering a survey: student1 answers the demo survey on a phone (every question type it
 * has, its condition, a problem said after its question), leaves and comes back to the saved draft,
 * submits, earns the ASRV points once, and cannot answer again (neither on the page nor by posting).
 */

const DEMO = '진로교육 만족도 설문';

/** A complete answer of the demo survey (a second submit is refused for having answered, not for a problem). */
const COMPLETE = { q1: { optIds: ['o1'] }, q2: { optIds: ['o1'] }, q4: { num: 3 }, q5: { rows: { r1: 3, r2: 3, r3: 3 } }, q6: { num: 4 } };

const main = (page: Page) => page.getByRole('main');
const qstn = (page: Page, name: RegExp) => main(page).getByRole('group', { name });

async function myPoint(page: Page): Promise<number> {
  const res = await page.request.get('/icec/api/cmpnPointAply/myPoint');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: number }).result;
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test('student1 answers the demo survey on a phone, resumes the draft, earns the points once and cannot answer again', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 'student1');
  await expect(page).toHaveURL(/\/main$/);
  const pointBefore = await myPoint(page);

  await page.goto('/srvy/list');
  const card = main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: DEMO }) });
  await expect(card.getByText('미응답')).toBeVisible();
  await expectAxeClean(page);
  await card.getByRole('link', { name: `${DEMO} 참여하기` }).click();

  await expect(main(page).getByRole('heading', { level: 1, name: DEMO })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${DEMO} \\|`));
  const srvyUrl = page.url();

  // page 1: single choice, multiple choice (at most 2), choice with 기타
  await expect(main(page).getByRole('heading', { level: 2, name: '1/2쪽: 참여 정보' })).toBeVisible();
  await qstn(page, /참여한 프로그램/)
    .getByRole('radio', { name: '진로 캠프' })
    .check();
  const fields = qstn(page, /관심 있는 분야/);
  for (const name of ['IT·소프트웨어', '예술·디자인', '교육']) await fields.getByRole('checkbox', { name }).check();
  await qstn(page, /어떻게 알게/)
    .getByRole('radio', { name: '기타' })
    .check();
  await qstn(page, /어떻게 알게/)
    .getByRole('textbox', { name: '기타 내용' })
    .fill('학교 게시판');
  await main(page).getByRole('button', { name: '다음' }).click();
  // spec §5: the message after the question, the focus on it
  await expect(fields.getByText('2개까지 고를 수 있습니다.')).toBeVisible();
  await expect(fields.getByRole('checkbox', { name: 'IT·소프트웨어' })).toBeFocused();
  await fields.getByRole('checkbox', { name: '교육' }).uncheck();
  await expect(fields.getByText('2개까지 고를 수 있습니다.')).toHaveCount(0);
  await expect(main(page).getByText('임시 저장했습니다.')).toBeVisible();
  await noSideScroll(page);

  // leave and come back: the draft is resumed
  await page.goto('/srvy/list');
  await expect(card.getByText('작성 중(임시 저장)')).toBeVisible();
  await page.goto(srvyUrl);
  await expect(qstn(page, /참여한 프로그램/).getByRole('radio', { name: '진로 캠프' })).toBeChecked();
  await expect(fields.getByRole('checkbox', { name: '예술·디자인' })).toBeChecked();
  await expect(fields.getByRole('checkbox', { name: '교육' })).not.toBeChecked();
  await expect(qstn(page, /어떻게 알게/).getByRole('textbox', { name: '기타 내용' })).toHaveValue('학교 게시판');
  await main(page).getByRole('button', { name: '다음' }).click();

  // page 2: 5-point scale, matrix (stacked cards on a phone), 7-point scale, the conditional short text, long text
  await expect(main(page).getByRole('heading', { level: 2, name: '2/2쪽: 만족도' })).toBeFocused();
  await qstn(page, /전반적으로 만족/)
    .getByRole('radio', { name: /^4점/ })
    .check();
  const matrix = qstn(page, /항목별 만족도/);
  for (const [row, point] of [
    ['프로그램 내용', '5점(매우 만족)'],
    ['강사의 안내', '4점'],
    ['시설과 환경', '3점'],
  ] as const)
    await matrix.getByRole('radiogroup', { name: row }).getByRole('radio', { name: point }).check();
  await qstn(page, /진로를 정하는 데/)
    .getByRole('radio', { name: '6점' })
    .check();
  await main(page)
    .getByRole('textbox', { name: /진로 캠프에서 가장 기억에 남는 활동/ })
    .fill('모의 창업 활동');
  await main(page)
    .getByRole('textbox', { name: /자유롭게 적어 주세요/ })
    .fill('친구들과 함께해서 즐거웠습니다.');
  await expect(main(page).getByText('8문항 중 8문항 응답', { exact: false })).toBeVisible();
  await noSideScroll(page);
  await expectAxeClean(page);

  await main(page).getByRole('button', { name: '제출하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(main(page).getByRole('heading', { name: '제출 완료' })).toBeFocused();
  await expect(main(page).getByText('참여 포인트 50점이 적립되었습니다.')).toBeVisible();
  expect(await myPoint(page)).toBe(pointBefore + 50);
  await expectAxeClean(page);

  // answered: the page says so, the list too, and a second submit is refused without points
  await page.goto(srvyUrl);
  await expect(main(page).getByText('이미 응답하신 설문입니다.', { exact: false })).toBeVisible();
  await expect(main(page).getByRole('button', { name: '제출하기' })).toHaveCount(0);
  await page.goto('/srvy/list');
  await expect(card.getByText('응답 완료')).toBeVisible();
  const srvyId = new URL(srvyUrl).pathname.split('/').at(-1)!;
  const again = await page.evaluate(
    async ([id, answers]) => {
      const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const res = await fetch(`/icec/api/srvy/${id}/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': token },
        body: JSON.stringify({ answers }),
      });
      return { status: res.status, body: (await res.json()) as { message?: string } };
    },
    [srvyId, COMPLETE] as const,
  );
  expect(again.status).toBeGreaterThanOrEqual(400);
  expect(again.body.message).toBe('이미 응답하셨습니다.');
  expect(await myPoint(page)).toBe(pointBefore + 50);
});
