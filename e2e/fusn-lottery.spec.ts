import type { Browser, Page } from '@playwright/test';
import { addDays, mondayOf, seoulDate, weekdayOf, type TFusnDrawView, type TFusnIndvAplyResponse, type TFusnPrgrmDetail } from '@portal/contract';
import { expectAxeClean } from './support/axe.js';
import { loginAdmin, loginAs, unique } from './support/identity.js';
import { answer, call } from './support/page-api.js';
import { expect, test } from './support/fixture.js';

/**
 * Issue 19, the lottery of an individual program ("Done when": an oversubscribed individual program
 * runs its lottery; the verification page reproduces it; a cancellation offers the seat to the first
 * on the waitlist). Four students enter through the API, student1 through the pages (the calendar,
 * the before-survey, then the application); the administrator moves the deadline and draws; the
 * public page recomputes the draw; a winner cancels and the first on the waitlist accepts the offer.
 */

const ENTRANTS = ['stu2301', 'stu2302', 'stu2303', 'stu2304'];
const CPCTY = 2;
const PRE_SURVEY = { expect: { text: '드론을 직접 날려 보고 싶습니다.' }, field: { optIds: ['o1'] }, prior: { optIds: ['o2'] } };

const main = (page: Page) => page.getByRole('main');

async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function studentPage(browser: Browser, baseURL: string | undefined, userId: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await loginAs(page, userId);
  // a busy machine: the login's redirect may take a while
  await expect(page).toHaveURL(/\/main$/, { timeout: 20_000 });
  return page;
}

/** A lottery program of two seats on one session a week or more ahead (the first weekday there that is not a closure day). */
async function lotteryProgram(admin: Page) {
  const { list: halls } = await getJson<{ list: { bmnexhlId: number }[] }>(admin, '/icec/api/mnexhl/bmnexhl/list');
  const prgrmNm = unique('추첨 드론 교실 ');
  const { prgrmId } = await call<{ prgrmId: number }>(admin, 'POST', '/api/fusn/prgrm', {
    prgrmNm,
    prgrmSeCd: 'INDV',
    schlLvls: ['MD01', 'HI01'],
    halls: [halls[0]!.bmnexhlId],
    prgrmExpln: '<p>신청 마감 후 공개 추첨으로 참가자를 정합니다.</p>',
    durMin: 60,
    pointYn: 'N',
    opnDt: new Date(Date.now() - 86_400_000).toISOString(),
    ddlnDays: 2,
    slctSeCd: 'LTRY',
    offerHours: 24,
  });
  const today = seoulDate(new Date());
  let day = addDays(today, 7);
  for (let tries = 0; tries < 20; tries += 1, day = addDays(day, 1)) {
    if ([0, 6].includes(weekdayOf(day))) continue;
    const { createdCnt } = await call<{ createdCnt: number }>(admin, 'POST', `/api/fusn/prgrm/${prgrmId}/sesn/generate`, {
      bgngYmd: day,
      endYmd: day,
      weekdays: [weekdayOf(day)],
      slots: [{ bgngTm: '10:00', endTm: '11:00', cpcty: CPCTY }],
    });
    if (createdCnt === 1) break;
  }
  await call(admin, 'POST', `/api/fusn/prgrm/${prgrmId}/stts`, { sttsCd: 'OPEN' });
  const { list } = await getJson<{ list: { sesnId: number; sesnYmd: string }[] }>(admin, `/api/fusn/prgrm/${prgrmId}/sesn`);
  const detail = await getJson<TFusnPrgrmDetail>(admin, `/api/fusn/prgrm/${prgrmId}`);
  return { prgrmId, prgrmNm, sesnId: list[0]!.sesnId, day: list[0]!.sesnYmd, bfrSrvyId: detail.bfrSrvyId!, detail, today };
}

test('a guest opens the fusion calendar and is sent to the login to apply', async ({ page }) => {
  const nextWeek = mondayOf(addDays(seoulDate(new Date()), 7));
  await page.goto(`/crrFusion/fusionActvAply/${nextWeek}?prgrmSeCd=INDV`);
  await expect(main(page).getByRole('heading', { level: 1, name: '융합활동 신청' })).toBeVisible();
  await expect(page).toHaveTitle(/^융합활동 신청 \| 진로체험 \| /);
  await expect(main(page).getByRole('link', { name: '개인 프로그램' })).toHaveAttribute('aria-current', 'page');
  await expect(
    main(page)
      .getByText(/잔여 \d+석/)
      .first(),
  ).toBeVisible();
  await expectAxeClean(page);
  await main(page)
    .getByRole('button', { name: /^신청하기/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  expect(decodeURIComponent(page.url())).toContain(`/crrFusion/fusionActvAply/${nextWeek}`);
});

test('an oversubscribed lottery: entries, the draw, its public verification, and a freed seat offered to the first on the waitlist', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await loginAdmin(page);
  const prgrm = await lotteryProgram(page);
  // entry number → student (the session's idle time-out is short in tests: each logs in again when needed)
  const students = new Map<number, string>();

  // four entrants through the API: the before-survey, then the entry (no seat before the draw)
  for (const userId of ENTRANTS) {
    const student = await studentPage(browser, baseURL, userId);
    await call(student, 'POST', `/icec/api/srvy/${prgrm.bfrSrvyId}/submit`, { answers: PRE_SURVEY, ctxKey: `sesn:${prgrm.sesnId}` });
    const entry = await call<TFusnIndvAplyResponse>(student, 'POST', `/icec/api/fusn/sesn/${prgrm.sesnId}/aply`, {});
    expect(entry.sttsCd).toBe('PEND');
    students.set(entry.entryNo!, userId);
    await student.context().close();
  }

  // student1 through the pages: the week of the session, 신청하기, the before-survey first, then the entry
  const student1 = await studentPage(browser, baseURL, 'student1');
  await student1.goto(`/crrFusion/fusionActvAply/${prgrm.day}?prgrmSeCd=INDV`);
  const card = main(student1)
    .getByRole('listitem')
    .filter({ has: student1.getByRole('heading', { name: prgrm.prgrmNm }) });
  await expect(card.getByText('추첨', { exact: true })).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: /^신청하기/ }).click();
  await answer(student1, '추첨에 신청하시겠습니까?');
  await answer(student1, '사전 설문에 먼저 응답해 주세요.');
  await expect(student1).toHaveURL(new RegExp(`/crrFusion/bfrSrvy\\?sesnId=${prgrm.sesnId}`));
  await main(student1)
    .getByRole('textbox', { name: /기대하는 점/ })
    .fill('드론을 직접 날려 보고 싶습니다.');
  await main(student1)
    .getByRole('group', { name: /관심 있는 분야/ })
    .getByRole('checkbox', { name: '공학·기술' })
    .check();
  await main(student1)
    .getByRole('group', { name: /참여한 적이/ })
    .getByRole('radio', { name: '없다' })
    .check();
  await main(student1).getByRole('button', { name: '제출하기' }).click();
  await answer(student1, /제출/);
  await main(student1).getByRole('button', { name: '신청하기' }).click();
  await answer(student1, `${prgrm.prgrmNm}에 신청하시겠습니까?`);
  await expect(student1).toHaveURL(/\/myPage\/fusionActvMyAply$/);
  const myCard = main(student1)
    .getByRole('listitem')
    .filter({ has: student1.getByRole('heading', { name: prgrm.prgrmNm }) });
  await expect(myCard.getByText('추첨 대기 (추첨 번호 5번)')).toBeVisible();
  students.set(5, 'student1');

  // the deadline passes (the administrator moves it to today's start), then the draw
  const d = prgrm.detail;
  const daysAhead = Math.round((Date.parse(prgrm.day) - Date.parse(prgrm.today)) / 86_400_000);
  await call(page, 'PUT', `/api/fusn/prgrm/${prgrm.prgrmId}`, {
    prgrmNm: d.prgrmNm,
    prgrmSeCd: d.prgrmSeCd,
    schlLvls: d.schlLvls,
    halls: d.halls.map((h) => h.bmnexhlId),
    prgrmExpln: d.prgrmExpln,
    durMin: d.durMin,
    bfrSrvyId: d.bfrSrvyId,
    dgstfnSrvyId: d.dgstfnSrvyId,
    pointYn: d.pointYn,
    opnDt: d.opnDt,
    ddlnDays: daysAhead + 1,
    slctSeCd: d.slctSeCd,
    offerHours: d.offerHours,
  });
  const drawn = await call<TFusnDrawView>(page, 'POST', `/api/fusn/sesn/${prgrm.sesnId}/draw`, {});
  expect(drawn.ranking).toHaveLength(5);
  const [winnerNo, , firstWaitNo] = drawn.ranking!;

  // anyone recomputes the draw in the browser
  await student1.goto(`/crrFusion/drawVrfy/${prgrm.sesnId}`);
  await expect(student1).toHaveTitle(new RegExp(`^${prgrm.prgrmNm} 추첨 결과 \\|`));
  await expect(
    main(student1)
      .getByRole('table', { name: /추첨 순위/ })
      .getByText('대기 1번'),
  ).toBeVisible();
  await main(student1).getByRole('button', { name: '추첨 결과 검증하기' }).click();
  await expect(main(student1).getByText('일치', { exact: true })).toBeVisible();
  await expectAxeClean(student1);

  // a winner cancels: the first on the waitlist is offered the seat and accepts it
  const winner = await studentPage(browser, baseURL, students.get(winnerNo!)!);
  await winner.goto('/myPage/fusionActvMyAply');
  const winnerCard = main(winner)
    .getByRole('listitem')
    .filter({ has: winner.getByRole('heading', { name: prgrm.prgrmNm }) });
  await expect(winnerCard.getByText('당첨 (신청 완료)')).toBeVisible();
  await winnerCard.getByRole('button', { name: '신청 취소' }).click();
  await answer(winner, `${prgrm.prgrmNm} 신청을 취소하시겠습니까?`);
  await expect(winnerCard.getByText('취소', { exact: true })).toBeVisible();

  const waiting = await studentPage(browser, baseURL, students.get(firstWaitNo!)!);
  await waiting.goto('/myPage/fusionActvMyAply');
  const offerCard = main(waiting)
    .getByRole('listitem')
    .filter({ has: waiting.getByRole('heading', { name: prgrm.prgrmNm }) });
  await expect(offerCard.getByText('자리 제안', { exact: true })).toBeVisible();
  await expect(offerCard.getByText('수락 기한')).toBeVisible();
  await offerCard.getByRole('button', { name: '자리 제안 수락' }).click();
  await answer(waiting, `${prgrm.prgrmNm}의 자리 제안을 수락하시겠습니까?`);
  await expect(offerCard.getByText('당첨 (신청 완료)')).toBeVisible();

  for (const student of [student1, winner, waiting]) await student.context().close();
});
