import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { loginAs } from './support/identity.js';
import { expect, test } from './support/fixture.js';
import { seriousAxeViolations } from './support/axe.js';

/**
 * Issue 16, taking career tests: student1 (middle school) and student2 (high school) each take the
 * three shipped tests in the browser, in the wording of their age band (the interest test with the
 * keyboard alone for one of them), and find the hexagon, the code, the comparison with an earlier
 * attempt and the PDF report; a guest opening a test is sent to the login and comes back to it.
 */

const RIASEC = '/crrInsp/crrInsp/riasec';
const BIG_FIVE = '/crrInsp/crrInsp/bigFive';
const WORK_VALUES = '/crrInsp/crrInsp/workValues';
/** The first interest item (R01) in the middle- and the high-school wording. */
const R01 = {
  MD: '고장 난 물건을 직접 뜯어보고 고치는 것을 좋아한다.',
  HI: '고장 난 기계나 전자 제품을 분해해 원인을 찾고 고치는 일을 해 보고 싶다.',
};
/** The interest items come in rounds of R I A S E C: a liking (1..5) per type gives the code. */
const HOLLAND = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
type TLiking = Record<(typeof HOLLAND)[number], number>;

const main = (page: Page) => page.getByRole('main');
const items = (page: Page) => main(page).locator('fieldset.insp-item');

/** Opens a test's page and starts (or resumes) it with the mouse. */
async function start(page: Page, path: string, inspNm: string): Promise<void> {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1, name: inspNm })).toBeVisible();
  await main(page)
    .getByRole('button', { name: /^(검사 시작|이어서 하기)$/ })
    .click();
  await expect(main(page).getByRole('progressbar', { name: /응답 진행률/ })).toBeVisible();
}

/** Answers every item by clicking: `choice(n)` the index of the choice for the n-th item (from 0); submits. */
async function answerByClicking(page: Page, choice: (n: number) => number): Promise<void> {
  for (let first = 0; ; first += 10) {
    const count = await items(page).count();
    for (let i = 0; i < count; i += 1)
      await items(page)
        .nth(i)
        .getByRole('radio')
        .nth(choice(first + i))
        .check();
    const next = main(page).getByRole('button', { name: '다음' });
    if (!(await next.isVisible())) break;
    await next.click();
    await expect(main(page).getByRole('heading', { level: 2, name: new RegExp(`^${first + 11}~`) })).toBeFocused();
  }
  await submit(page);
}

async function submit(page: Page): Promise<void> {
  await main(page).getByRole('button', { name: '제출하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/crrInsp\/crrInspRslt\?sheetId=\d+$/);
}

/** The interest test with the keyboard alone: Tab into each item, Space or the arrows to choose, Enter on 다음 and 제출하기. */
async function riasecByKeyboard(page: Page, liking: TLiking): Promise<void> {
  await page.goto(RIASEC);
  const startButton = main(page).getByRole('button', { name: /^(검사 시작|이어서 하기)$/ });
  await startButton.focus();
  await page.keyboard.press('Enter');
  for (let first = 0; first < 60; first += 10) {
    await expect(main(page).getByRole('heading', { level: 2, name: `${first + 1}~${first + 10}번 문항(전체 60문항)` })).toBeFocused();
    for (let n = first; n < first + 10; n += 1) {
      await page.keyboard.press('Tab');
      const value = liking[HOLLAND[n % 6]!];
      if (value === 1) await page.keyboard.press('Space');
      for (let step = 1; step < value; step += 1) await page.keyboard.press('ArrowRight');
    }
    // past 이전 (disabled on the first page) to 다음, or 제출하기 on the last
    await page.keyboard.press('Tab');
    if (first > 0) await page.keyboard.press('Tab');
    await expect(main(page).getByRole('button', { name: first === 50 ? '제출하기' : '다음' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: '확인' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/crrInsp\/crrInspRslt\?sheetId=\d+$/);
}

/** The result page of a test: its heading, its chart drawn (SVG) and named in words, and the table of scores. */
async function expectResult(page: Page, inspNm: string, chart: RegExp, scaleCount: number): Promise<Locator> {
  await expect(main(page).getByRole('heading', { level: 2, name: `${inspNm} 결과` })).toBeVisible();
  const figure = main(page).getByRole('img', { name: chart }).first();
  await expect(figure.locator('svg')).toBeVisible();
  await expect(main(page).getByRole('table', { name: '척도별 점수' }).getByRole('row')).toHaveCount(scaleCount + 1);
  return figure;
}

test('student1 (middle school) takes the interest test with the keyboard and the other two with the mouse; the results, and the comparison with last year', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await loginAs(page, 'student1', undefined, '/crrInsp/crrInsp');
  await expect(main(page).getByRole('heading', { level: 1, name: '진로검사' })).toBeVisible();
  // last year's result of the interest test (demo data): its result and a re-test are offered
  await expect(main(page).getByRole('link', { name: '직업흥미검사 결과 보기' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: '직업흥미검사 다시 검사하기' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await test.step('직업흥미검사 with the keyboard, in the middle-school wording', async () => {
    await page.goto(RIASEC);
    await expect(main(page).getByRole('heading', { level: 2, name: '검사 안내' })).toBeVisible();
    await main(page).getByRole('button', { name: '검사 시작' }).click();
    await expect(items(page).first().locator('legend')).toHaveText(`1. ${R01.MD}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // the sheet started is resumed where it stands; the keyboard journey starts it again from its page
    await riasecByKeyboard(page, { R: 1, I: 2, A: 4, S: 5, E: 3, C: 1 });
    await expect(main(page).getByText('진로검사 포인트', { exact: false })).toBeVisible();
    await expectResult(page, '직업흥미검사', /^흥미 유형 육각형 그림: 현실형 0점/, 6);
    await expect(main(page).getByRole('region', { name: '나의 흥미 코드' })).toContainText('SAE');
    await expect(main(page).getByRole('region', { name: '이 코드가 나온 까닭' })).toContainText('매우 그렇다');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  await test.step('the re-test side by side with last year (elementary school)', async () => {
    const compare = main(page).getByRole('region', { name: '지난 결과와 비교' });
    await compare.getByRole('button', { name: '비교하기' }).click();
    await expect(page).toHaveURL(/sheetId=\d+&cmp=\d+$/);
    await expect(compare.getByText(/^결과: [RIASEC]{3} → SAE$/)).toBeVisible();
    await expect(compare.getByRole('table', { name: '두 결과의 척도별 점수 비교' }).getByRole('row')).toHaveCount(7);
    await expect(compare.getByRole('img', { name: /결과와 .* 결과 비교/ }).locator('svg')).toBeVisible();
  });

  await test.step('성격 탐색 검사 and 직업가치관검사 with the mouse', async () => {
    await start(page, BIG_FIVE, '성격 탐색 검사');
    await answerByClicking(page, (n) => n % 5);
    await expectResult(page, '성격 탐색 검사', /^척도별 점수 막대그래프: /, 5);

    await start(page, WORK_VALUES, '직업가치관검사');
    await expect(main(page).getByText('둘 중 나에게 더 중요한 것을 고르세요.')).toBeVisible();
    await expect(items(page).first().getByRole('radio')).toHaveCount(2);
    await answerByClicking(page, (n) => n % 2);
    await expectResult(page, '직업가치관검사', /^가치 순위 막대그래프: /, 12);
    await expect(main(page).getByRole('region', { name: '내가 중요하게 여기는 가치' }).getByRole('listitem')).not.toHaveCount(0);
  });

  await test.step('the results page lists the three tests, the interest test with two attempts', async () => {
    await page.goto('/crrInsp/crrInspRslt');
    await expect(main(page).getByRole('heading', { level: 1, name: '검사 결과' })).toBeVisible();
    await expect(main(page).getByRole('table', { name: '직업흥미검사 검사 기록' }).getByRole('row')).toHaveCount(3);
    await expect(main(page).getByRole('table', { name: '성격 탐색 검사 검사 기록' }).getByRole('row')).toHaveCount(2);
    await expect(main(page).getByRole('table', { name: '직업가치관검사 검사 기록' }).getByRole('row')).toHaveCount(2);
    await expect(main(page).getByRole('link', { name: '직업흥미검사 최근 두 결과 비교' })).toBeVisible();
  });
});

test('student2 (high school) takes the three tests in the high-school wording and downloads the PDF report', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'student2', undefined, RIASEC);
  await expect(page).toHaveURL(RIASEC);
  await main(page).getByRole('button', { name: '검사 시작' }).click();
  await expect(items(page).first().locator('legend')).toHaveText(`1. ${R01.HI}`);
  const liking: TLiking = { R: 4, I: 5, A: 1, S: 2, E: 2, C: 4 };
  await answerByClicking(page, (n) => liking[HOLLAND[n % 6]!] - 1);
  await expectResult(page, '직업흥미검사', /^흥미 유형 육각형 그림: /, 6);
  await expect(main(page).getByRole('region', { name: '나의 흥미 코드' })).toContainText(/^나의 흥미 코드I(RC|CR)/);

  await test.step('the PDF report: A4, in Korean', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('link', { name: 'PDF 내려받기' }).click()]);
    expect(download.suggestedFilename()).toMatch(/직업흥미검사.*\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  await start(page, BIG_FIVE, '성격 탐색 검사');
  await answerByClicking(page, (n) => 4 - (n % 5));
  await expectResult(page, '성격 탐색 검사', /^척도별 점수 막대그래프: /, 5);
  await start(page, WORK_VALUES, '직업가치관검사');
  await answerByClicking(page, () => 0);
  await expectResult(page, '직업가치관검사', /^가치 순위 막대그래프: /, 12);
});

test('a guest reads about a test, is sent to the login to take it and comes back to the test', async ({ page }) => {
  await page.goto('/crrInsp/crrInsp');
  await main(page).getByRole('link', { name: '성격 탐색 검사', exact: true }).click();
  await expect(page).toHaveURL(BIG_FIVE);
  await expect(main(page).getByRole('heading', { level: 2, name: '출처와 이용 허락' })).toBeVisible();
  await main(page).getByRole('link', { name: '로그인하고 검사하기' }).click();
  await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent(BIG_FIVE)}`);
  await page.getByLabel('아이디', { exact: true }).fill('student2');
  await page.getByLabel('비밀번호', { exact: true }).fill('Demo!2026');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(BIG_FIVE);
  await expect(main(page).getByRole('button', { name: /^(검사 시작|이어서 하기)$/ })).toBeVisible();
});

test('on a 360 px phone: one item a screen, and the results fit the width', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const fits = async () => {
    const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  };
  await loginAs(page, 'student1', undefined, '/crrInsp/crrInspRslt');
  await expect(main(page).getByRole('table', { name: '직업흥미검사 검사 기록' })).toBeVisible();
  await fits();
  await main(page).getByRole('table', { name: '직업흥미검사 검사 기록' }).getByRole('link').first().click();
  await expectResult(page, '직업흥미검사', /^흥미 유형 육각형 그림: /, 6);
  await fits();

  await page.goto(WORK_VALUES);
  await main(page)
    .getByRole('button', { name: /^(검사 시작|이어서 하기)$/ })
    .click();
  await expect(main(page).getByRole('heading', { level: 2, name: '1번 문항(전체 24문항)' })).toBeFocused();
  await expect(items(page)).toHaveCount(1);
  await items(page).first().getByRole('radio').first().check();
  await main(page).getByRole('button', { name: '다음' }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: '2번 문항(전체 24문항)' })).toBeFocused();
  await fits();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
