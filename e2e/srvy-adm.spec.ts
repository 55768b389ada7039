import type { Locator, Page } from '@playwright/test';
import { chooseOption, confirmSave } from './support/antd.js';
import { expectAxeClean } from './support/axe.js';
import { answerDialog } from './support/board.js';
import { expect, test } from './support/fixture.js';
import { loginAdmin, unique } from './support/identity.js';

const TYPES = ['단일 선택', '복수 선택', '선택(기타 입력)', '5점 척도', '7점 척도', '행렬형 척도', '단답형', '서술형', '숫자', '날짜', '순위', '파일 첨부'];
const DEMO_SRVY = '진로교육 만족도 설문';

/** The admin pages load their data under a spinner: axe runs on the loaded page. */
async function expectLoadedAxeClean(page: Page) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await expectAxeClean(page);
}

const qstn = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^${n}번 문항`) });

/** Names a question's options (or a matrix's rows) 1..n. */
async function nameEntries(card: Locator, what: string, names: string[]) {
  for (const [i, name] of names.entries()) {
    if ((await card.getByLabel(`${what} ${i + 1}`, { exact: true }).count()) === 0) await card.getByRole('button', { name: `${what} 추가` }).click();
    await card.getByLabel(`${what} ${i + 1}`, { exact: true }).fill(name);
  }
}

test('the administrator builds a survey with all 12 question types and a condition, publishes it, and reads the results with a cross-tab', async ({ page }) => {
  test.setTimeout(180_000);
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

  // the list: the new survey is 진행; the demo survey's results have charts and a cross-tab
  await page.goto('/admin/srvy');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('진행', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('설문 제목').fill(DEMO_SRVY);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await page.getByRole('button', { name: `${DEMO_SRVY} 결과` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `설문 결과: ${DEMO_SRVY}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: /응답 비율/ }).first()).toBeVisible();
  await expect(page.locator('.srvy-rslt__chart svg').first()).toBeVisible();
  const cross = page.getByRole('table', { name: /교차표/ });
  await expect(cross).toBeVisible();
  await expect(cross.getByRole('columnheader', { name: '합계' })).toBeVisible();
  const rowKey = page.getByLabel('행 기준');
  await chooseOption(page, rowKey, '학교급');
  await expect(cross).toContainText('학교급');
  await expectLoadedAxeClean(page);
});
