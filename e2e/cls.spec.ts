import type { Page } from '@playwright/test';
import { answerDialog } from './support/board.js';
import { expectAxeClean } from './support/axe.js';
import { loginAs } from './support/identity.js';
import { expectNoSideScroll } from './support/page-api.js';
import { expect, test } from './support/fixture.js';

/**
 * Issue 18, the teacher's school pages on a phone: teacher1 (진로중학교's career teacher, homeroom
 * of 2-3) reads the school, approves the demo student who chose 2-3 at join (송채원) with a
 * number, designates a reservation manager, and sees the roster; every page axe clean at 360 px.
 */

const PENDING = '송채원';

async function checkPage(page: Page) {
  await expectNoSideScroll(page);
  await expectAxeClean(page);
}

test('teacher1 at 360 px: school info, approves the pending student into 2-3, designates, sees the roster', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const main = page.getByRole('main');
  await loginAs(page, 'teacher1');
  await expect(page).toHaveURL(/\/main$/);

  await test.step('학교 정보: the school, my roles, its classes and teachers', async () => {
    await page.goto('/myPage/schlInfo');
    await expect(main.getByRole('heading', { level: 1, name: '학교 정보' })).toBeVisible();
    const school = main.getByRole('region', { name: '소속 학교' });
    await expect(school).toContainText('진로중학교');
    await expect(school).toContainText('진로전담교사');
    await expect(main.getByRole('table', { name: /학급$/ })).toContainText('2학년 3반');
    await expect(main.getByRole('table', { name: '학교 교사' })).toContainText('이담임');
    await checkPage(page);
  });

  await test.step('학급 관리: the pending student approved with number 14', async () => {
    await page.goto('/myPage/clsInfo');
    await expect(main.getByRole('heading', { level: 2, name: /2학년 3반 학생 명단$/ })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '승인 대기 학생' })).toBeVisible();
    await checkPage(page);
    const no = main.getByRole('textbox', { name: `${PENDING} 번호` });
    await no.fill('7');
    await main.getByRole('button', { name: `${PENDING} 승인` }).click();
    await expect(no).toHaveAccessibleDescription('이 학급에 7번 학생이 이미 있습니다.');
    await expect(no).toBeFocused();
    await no.fill('14');
    await main.getByRole('button', { name: `${PENDING} 승인` }).click();
    await answerDialog(page, `${PENDING} 학생을 2학년 3반 14번으로 승인하시겠습니까?`);
    await answerDialog(page, '승인했습니다.');
    await expect(main.getByRole('heading', { level: 2, name: '승인 대기 학생' })).toBeHidden();
  });

  await test.step('교사 지정: 이담임 made a reservation manager in one save', async () => {
    await page.goto('/myPage/tchrDsgn');
    await expect(main.getByRole('heading', { level: 1, name: '교사 지정' })).toBeVisible();
    await expect(main.getByRole('combobox', { name: '2학년 3반 담임교사' })).toHaveValue('teacher1');
    await checkPage(page);
    const rsvt = main.getByRole('checkbox', { name: '이담임 예약 담당자' });
    await rsvt.check();
    await main.getByRole('button', { name: '저장' }).click();
    await answerDialog(page, '저장하시겠습니까?');
    await answerDialog(page, '저장되었습니다.');
    await page.reload();
    await expect(main.getByRole('checkbox', { name: '이담임 예약 담당자' })).toBeChecked();
  });

  await test.step('the roster shows the approved student with her number and links to her records', async () => {
    await page.goto('/myPage/clsInfo');
    const roster = main.getByRole('table', { name: /2학년 3반 학생 명단$/ });
    const row = roster.getByRole('row').filter({ hasText: PENDING });
    await expect(row).toContainText('14');
    await expect(row.getByRole('link', { name: `${PENDING} 진로활동` })).toHaveAttribute('href', /^\/myPage\/list\/stu2312$/);
    await expect(roster.getByRole('row').filter({ hasText: '김학생' }).getByRole('link', { name: '김학생 포트폴리오' })).toHaveAttribute(
      'href',
      '/myPage/portflo/student1',
    );
    await checkPage(page);
  });
});

test('a student opening the teachers’ class page is told why and sent back (the server’s 403)', async ({ page }) => {
  await loginAs(page, 'student1');
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/myPage/clsInfo');
  await answerDialog(page, '학교 소속이 승인된 교사만 이용할 수 있습니다.');
  await expect(page).toHaveURL(/\/main$/);
});
