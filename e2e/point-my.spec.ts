import { answerDialog, QNA, DEMO_QUESTION } from './support/board.js';
import { loginAs, unique } from './support/identity.js';
import { expect, test } from './support/fixture.js';
import { seriousAxeViolations } from './support/axe.js';

/**
 * Issue 15, the student's point page: a student earns LGN at login, CMNT for a comment and LIKE for
 * a like through the boards, and finds the three in the history with links to the posts; a teacher
 * holds no points: the menu does not run for him and the page refuses him (spec §6).
 */

const MY_POINT = '/myPage/cmpnPoint/myPoint';
const GALLERY = '/eduIntdcn/board/gallery';
const GALLERY_POST = '직업 체험의 날 활동 모습';
const HOLDER_ONLY = '포인트는 학생 회원만 적립하고 사용할 수 있습니다.';

test('student1 earns LGN, CMNT and LIKE and sees them in 내 포인트, with links to the posts', async ({ page }) => {
  const main = page.getByRole('main');
  const cmnt = unique('진로 체험 후기 잘 읽었습니다 ');
  await loginAs(page, 'student1', undefined, QNA);
  await expect(page).toHaveURL(QNA);

  let questionUrl = '';
  await test.step('a comment on the Q&A question', async () => {
    await main.getByRole('link', { name: DEMO_QUESTION }).click();
    await expect(main.getByRole('heading', { level: 1, name: DEMO_QUESTION })).toBeVisible();
    questionUrl = new URL(page.url()).pathname;
    await main.getByRole('textbox', { name: '댓글 입력' }).fill(cmnt);
    await main.getByRole('button', { name: '댓글 등록' }).click();
    await expect(main.getByRole('listitem').filter({ hasText: cmnt })).toBeVisible();
  });

  let galleryUrl = '';
  await test.step('a like of a gallery post', async () => {
    await page.goto(GALLERY);
    await main.getByRole('link', { name: GALLERY_POST }).first().click();
    await expect(main.getByRole('heading', { level: 1, name: GALLERY_POST })).toBeVisible();
    galleryUrl = new URL(page.url()).pathname;
    const like = main.getByRole('button', { name: /좋아요/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('내 포인트: the balance and the new rows, newest first, each source linked', async () => {
    await page.goto(MY_POINT);
    await expect(main.getByRole('heading', { level: 1, name: '내 포인트' })).toBeVisible();
    const figures = main.getByRole('region', { name: '포인트 현황' });
    await expect(figures).toContainText('보유 포인트');
    const table = main.getByRole('table', { name: /포인트 내역/ });
    const row = (type: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: type, exact: true }) });
    await expect(row('좋아요').first()).toContainText('적립 +1점');
    await expect(
      row('좋아요')
        .first()
        .getByRole('link', { name: `좋아요: ${GALLERY_POST}` }),
    ).toHaveAttribute('href', galleryUrl);
    await expect(row('댓글 작성').first()).toContainText('적립 +5점');
    await expect(
      row('댓글 작성')
        .first()
        .getByRole('link', { name: `댓글 작성: ${DEMO_QUESTION}` }),
    ).toHaveAttribute('href', questionUrl);

    // the link leads back to the post
    await row('좋아요').first().getByRole('link').click();
    await expect(main.getByRole('heading', { level: 1, name: GALLERY_POST })).toBeVisible();
  });

  await test.step('the type filter keeps only its rows', async () => {
    await page.goto(MY_POINT);
    await main.getByRole('combobox', { name: '유형' }).selectOption({ label: '로그인' });
    await main.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/pointTypeCd=LGN/);
    const types = main.getByRole('table').getByRole('row').locator('.point-table__type');
    await expect(types.first()).toHaveText('로그인');
    // today's first login earned LGN (other credits of the day may have pushed it off the first page)
    await expect(main.getByRole('table').getByRole('row').nth(1)).toContainText('적립 +10점');
    expect(new Set(await types.allTextContents())).toEqual(new Set(['로그인']));
  });

  await test.step('axe-clean at 1280 px and at 360 px, with no sideways scroll on the phone', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(MY_POINT);
    await expect(main.getByRole('table')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(main.getByRole('table')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('teacher1 has no way to the point page, and the page refuses him', async ({ page }) => {
  await loginAs(page, 'teacher1', undefined, '/main');
  await expect(page).toHaveURL('/main');
  // no link anywhere leads to the point page
  await expect(page.locator(`a[href="${MY_POINT}"]`)).toHaveCount(0);

  // in 마이페이지 nothing of 포인트 is a link for him (its group is listed as text only)
  await page.goto('/myPage/myInfo');
  const side = page.getByRole('navigation', { name: '마이페이지 메뉴' });
  await expect(side.getByRole('link', { name: '내 정보' })).toBeVisible();
  await expect(side.getByRole('link', { name: /포인트/ })).toHaveCount(0);

  await page.goto(MY_POINT);
  await answerDialog(page, HOLDER_ONLY);
  await expect(page).toHaveURL('/main');
  await expect(page.getByRole('table', { name: /포인트 내역/ })).toHaveCount(0);
});
