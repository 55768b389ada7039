import type { Locator, Page } from '@playwright/test';
import { chooseOption, confirmSave } from './support/antd.js';
import { expectAxeClean } from './support/axe.js';
import { answerDialog, PNG } from './support/board.js';
import { expect, test } from './support/fixture.js';
import { loginAdmin, loginAs, unique } from './support/identity.js';
import { expectNoSideScroll } from './support/page-api.js';

const TYPES = ['단일 선택', '복수 선택', '선택(기타 입력)', '5점 척도', '7점 척도', '행렬형 척도', '단답형', '서술형', '숫자', '날짜', '순위', '파일 첨부'];

/** The admin pages load their data under a spinner: axe runs on the loaded page. */
async function expectLoadedAxeClean(page: Page) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await expectAxeClean(page);
}

const qstn = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^${n}번 문항`) });

/** Today in Seoul ('YYYY-MM-DD'): the survey opens at its midnight, so the student may answer at once. */
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** The points the logged-in member holds (GET cmpnPointAply/myPoint). */
async function myPoint(page: Page): Promise<number> {
  const res = await page.request.get('/icec/api/cmpnPointAply/myPoint');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: number }).result;
}

/** Names a question's options (or a matrix's rows) 1..n. */
async function nameEntries(card: Locator, what: string, names: string[]) {
  for (const [i, name] of names.entries()) {
    if ((await card.getByLabel(`${what} ${i + 1}`, { exact: true }).count()) === 0) await card.getByRole('button', { name: `${what} 추가` }).click();
    await card.getByLabel(`${what} ${i + 1}`, { exact: true }).fill(name);
  }
}

test('the administrator builds a survey with all 12 question types and a condition for students, student2 answers it on a phone and earns the ASRV points once, and the results show the charts and a cross-tab', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const title = unique('설문 여정 ');
  await loginAdmin(page);
  await page.goto('/admin/srvy');
  await expect(page.getByRole('heading', { level: 1, name: '설문 관리' })).toBeVisible({ timeout: 20_000 });
  await expectLoadedAxeClean(page);
  await page.getByRole('button', { name: '설문 등록' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '설문 등록' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('설문 제목').fill(title);
  await page.getByLabel('설문 안내').fill('프로그램 참여 경험을 알려 주세요.');
  // open from today's midnight (a new survey opens tomorrow) to the students, with the after-survey points
  const start = page.getByRole('textbox', { name: /시작 일시$/ });
  await start.fill(`${seoulToday()} 00:00`);
  await start.press('Enter');
  await expect(start).toHaveValue(`${seoulToday()} 00:00`);
  await page.getByRole('radiogroup', { name: '응답 대상' }).getByText('회원', { exact: true }).click();
  const mbrTypes = page.getByRole('group', { name: '대상 회원 유형' });
  for (const name of ['학생(초·중학생)', '학생(고등학생)']) await mbrTypes.getByRole('checkbox', { name }).check();
  await page.getByRole('radiogroup', { name: '포인트 지급' }).getByText('사후 설문 포인트(ASRV)').click();

  // one question of each type on the first page, added from the keyboard
  const add = page.getByRole('group', { name: '1쪽에 문항 추가' });
  for (const type of TYPES) {
    await add.getByRole('button', { name: type, exact: true }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByText('1쪽, 문항 12개')).toBeVisible();
  for (const [i, type] of TYPES.entries())
    await qstn(page, i + 1)
      .getByLabel('문항 제목')
      .fill(`${type} 문항`);
  await nameEntries(qstn(page, 1), '보기', ['예', '아니오']);
  await nameEntries(qstn(page, 2), '보기', ['진로 탐색', '직업 체험', '상담']);
  await qstn(page, 2).getByLabel('최대 선택 수').fill('2');
  await nameEntries(qstn(page, 3), '보기', ['친구', '선생님']);
  await nameEntries(qstn(page, 6), '행(진술문)', ['내용이 알찼다', '시간이 알맞았다']);
  await nameEntries(qstn(page, 11), '보기', ['강의', '체험', '토론']);
  await qstn(page, 9).getByLabel('최솟값').fill('0');
  await qstn(page, 9).getByLabel('최댓값').fill('100');

  // the long answer is asked only of those who took part (1번 '예')
  const long = qstn(page, 8);
  await long.getByRole('checkbox', { name: '앞 문항의 답에 따라 보이기' }).check();
  await expect(long.getByLabel('조건 문항')).toBeVisible();
  await long.getByRole('group', { name: '이 보기를 고르면 보임' }).getByRole('checkbox', { name: '예' }).check();

  // moved with the keyboard: the date question goes up one and comes back
  await qstn(page, 10).getByRole('button', { name: '10번 문항 위로' }).focus();
  await page.keyboard.press('Enter');
  await expect(qstn(page, 9)).toContainText('날짜');
  await expect(page.getByRole('button', { name: '9번 문항 위로' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '9번 문항 아래로' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(qstn(page, 10)).toContainText('날짜');
  await expectLoadedAxeClean(page);

  await page.getByRole('button', { name: '저장', exact: true }).click();
  await confirmSave(page);
  await answerDialog(page, '저장되었습니다.');
  await expect(page.getByRole('heading', { level: 1, name: `설문 수정: ${title}` })).toBeVisible({ timeout: 20_000 });
  const srvyId = new URL(page.url()).pathname.split('/').at(-1)!;
  expect(srvyId).toMatch(/^\d+$/);
  await expect(qstn(page, 8).getByRole('group', { name: '이 보기를 고르면 보임' }).getByRole('checkbox', { name: '예' })).toBeChecked();

  await page.getByRole('button', { name: '게시', exact: true }).click();
  await answerDialog(page, `${title}\n저장된 내용으로 게시하시겠습니까?\n게시하면 기간 동안 대상자가 응답할 수 있습니다.`);
  await answerDialog(page, '게시했습니다.');
  await expect(page.getByRole('button', { name: '마감', exact: true })).toBeVisible();

  // the preview is the answering component: the condition shows the long question after '예'
  await page.getByRole('link', { name: '미리보기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `설문 미리보기: ${title}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('서술형 문항')).toHaveCount(0);
  await page.getByRole('radio', { name: '예' }).check();
  await expect(page.getByText('서술형 문항')).toBeVisible();
  await expectLoadedAxeClean(page);

  // the list: the new survey is 진행
  await page.goto('/admin/srvy');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('진행', { exact: true })).toBeVisible({ timeout: 20_000 });

  // student2 (a high-school student) answers every question type on a phone, in a context of their own
  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  try {
    const student = await phone.newPage();
    await loginAs(student, 'student2');
    await expect(student).toHaveURL(/\/main$/);
    const pointBefore = await myPoint(student);
    await student.goto(`/srvy/${srvyId}`);
    const main = student.getByRole('main');
    const answer = (type: string) => main.getByRole('group', { name: new RegExp(`${type.replace(/[()]/g, '\\$&')} 문항`) });
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });

    // the condition: the long answer shows only after '예'
    await expect(main.getByRole('textbox', { name: /서술형 문항/ })).toHaveCount(0);
    await answer('단일 선택').getByRole('radio', { name: '예' }).check();
    await main.getByRole('textbox', { name: /서술형 문항/ }).fill('직업 체험에서 많은 것을 배웠습니다.');
    for (const name of ['진로 탐색', '상담']) await answer('복수 선택').getByRole('checkbox', { name }).check();
    await answer('선택(기타 입력)').getByRole('radio', { name: '기타' }).check();
    await answer('선택(기타 입력)').getByRole('textbox', { name: '기타 내용' }).fill('학교 게시판');
    await answer('5점 척도').getByRole('radio', { name: /^4점/ }).check();
    await answer('7점 척도').getByRole('radio', { name: /^6점/ }).check();
    const matrix = answer('행렬형 척도');
    await matrix.getByRole('radiogroup', { name: '내용이 알찼다' }).getByRole('radio', { name: /^5점/ }).check();
    await matrix.getByRole('radiogroup', { name: '시간이 알맞았다' }).getByRole('radio', { name: /^3점/ }).check();
    await main.getByRole('textbox', { name: /단답형 문항/ }).fill('모의 면접');
    await main.getByRole('textbox', { name: /숫자 문항/ }).fill('85');
    const date = main.getByRole('textbox', { name: /날짜 문항/ });
    await date.fill(seoulToday());
    await date.press('Enter');
    await expect(date).toHaveValue(seoulToday());
    // the rank from the keyboard: 토론 up to 2위, the focus staying on its button
    const rank = answer('순위');
    await rank.getByRole('button', { name: '토론 위로' }).focus();
    await student.keyboard.press('Enter');
    await expect(rank.getByRole('listitem').nth(1)).toContainText('토론');
    await expect(rank.getByRole('button', { name: '토론 위로' })).toBeFocused();
    await expect(rank.getByText('순위를 정했습니다.')).toBeVisible();
    await main.getByLabel(/파일 첨부 문항/).setInputFiles({ name: '활동 사진.png', mimeType: 'image/png', buffer: PNG });
    await expect(main.getByText('활동 사진.png')).toBeVisible({ timeout: 10_000 });
    await expect(main.getByText('12문항 중 12문항 응답', { exact: false })).toBeVisible();
    await expectNoSideScroll(student);
    await expectAxeClean(student);

    await main.getByRole('button', { name: '제출하기' }).click();
    const confirm = student.getByRole('alertdialog').filter({ hasText: '설문을 제출하시겠습니까?' });
    await confirm.getByRole('button', { name: '확인' }).click();
    await expect(main.getByRole('heading', { name: '제출 완료' })).toBeFocused({ timeout: 10_000 });
    const earnedText = await main.getByText(/^참여 포인트 \d+점이 적립되었습니다\.$/).textContent();
    const earned = Number(/(\d+)점/.exec(earnedText ?? '')?.[1]);
    expect(earned).toBeGreaterThan(0);
    expect(await myPoint(student)).toBe(pointBefore + earned);
    await expectNoSideScroll(student);

    // answered: the page says so after a reload, and the points were credited once
    await student.reload();
    await expect(main.getByText('이미 응답하신 설문입니다.', { exact: false })).toBeVisible({ timeout: 20_000 });
    await expect(main.getByRole('button', { name: '제출하기' })).toHaveCount(0);
    expect(await myPoint(student)).toBe(pointBefore + earned);
  } finally {
    await phone.close();
  }

  // the results of this survey: the charts and a cross-tab with student2's answer
  await page.goto(`/admin/srvy/${srvyId}/rslt`);
  await expect(page.getByRole('heading', { level: 1, name: `설문 결과: ${title}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: /응답 비율/ }).first()).toBeVisible();
  await expect(page.locator('.srvy-rslt__chart svg').first()).toBeVisible();
  const cross = page.getByRole('table', { name: /교차표/ });
  await expect(cross).toBeVisible();
  await expect(cross.getByRole('columnheader', { name: '합계' })).toBeVisible();
  await expect(cross).toContainText('학생(고등학생)');
  const rowKey = page.getByLabel('행 기준');
  await chooseOption(page, rowKey, '학교급');
  await expect(cross).toContainText('학교급');
  await expectLoadedAxeClean(page);
});
