import type { Page } from '@playwright/test';
import { answerDialog, PNG } from './support/board.js';
import { expectAxeClean } from './support/axe.js';
import { loginAs } from './support/identity.js';
import { expectNoSideScroll } from './support/page-api.js';
import { expect, test } from './support/fixture.js';

const POSTER = '나의 꿈 진로 포스터 공모전';
const PAST = '진로 체험 수기 공모전';
const MINE = '/myPage/cntstAply';

/** The demo contests' ids from the public list (they depend on the order of seeding). */
async function contestIds(page: Page) {
  const res = await page.request.get('/icec/api/cntst/list');
  const { list } = (await res.json()) as { list: { cntstId: number; cntstTtl: string }[] };
  return { poster: list.find((c) => c.cntstTtl === POSTER)!.cntstId, past: list.find((c) => c.cntstTtl === PAST)!.cntstId };
}

/**
 * Issue 17, contests: on a phone, student1 finds the poster contest, enters it with a file, sees the
 * entry among their entries, edits it and withdraws it; the past contest shows its announced
 * winners with masked names, and the poster contest's results are not out yet.
 */
test('a student enters a contest with a file on a phone, edits and withdraws the entry, and reads announced results', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const ids = await contestIds(page);

  await test.step('the list by phase and the contest page', async () => {
    await loginAs(page, 'student1', undefined, '/cntst/list?phase=APLY');
    await expect(page).toHaveURL('/cntst/list?phase=APLY');
    await expect(page.getByRole('navigation', { name: '공모전 진행 단계' }).getByRole('link', { name: '접수 중' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: PAST })).toHaveCount(0);
    await expectNoSideScroll(page);
    await expectAxeClean(page);
    await page.getByRole('link', { name: POSTER }).click();
    await expect(page.getByRole('heading', { level: 1, name: POSTER })).toBeVisible();
    await expect(page.getByText('내 응모 0건 / 최대 1건')).toBeVisible();
    await expectNoSideScroll(page);
    await expectAxeClean(page);
  });

  const title = `미래의 우주 정거장 ${Date.now().toString(36)}`;
  await test.step('enters with a poster file', async () => {
    await page.getByRole('link', { name: '응모하기' }).click();
    await expect(page).toHaveURL(`/cntst/${ids.poster}/write`);
    await expect(page.getByRole('heading', { level: 2, name: `${POSTER} 응모` })).toBeVisible();
    await page.getByRole('button', { name: '응모', exact: true }).click();
    await expect(page.getByRole('textbox', { name: /작품 제목/ })).toBeFocused();
    await expect(page.getByRole('textbox', { name: /작품 제목/ })).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await page.getByRole('textbox', { name: /작품 제목/ }).fill(title);
    await page.getByRole('textbox', { name: /작품 설명/ }).fill('우주 정거장에서 일하는 과학자가 된 나의 모습을 그렸습니다.');
    await page.getByRole('textbox', { name: /나의 꿈/ }).fill('우주 과학자');
    await page.getByLabel(/첨부파일/).setInputFiles({ name: '우주 포스터.png', mimeType: 'image/png', buffer: PNG });
    await expectNoSideScroll(page);
    await expectAxeClean(page);
    await page.getByRole('button', { name: '응모', exact: true }).click();
    await answerDialog(page, `${POSTER}\n응모하시겠습니까?`);
    await answerDialog(page, '응모되었습니다. 내 공모전 응모에서 확인할 수 있습니다.');
  });

  await test.step('sees the entry among my entries and edits it', async () => {
    await expect(page).toHaveURL(MINE);
    const mine = page.getByRole('article', { name: title });
    await expect(mine).toContainText(POSTER);
    await expect(mine.getByText('응모', { exact: true })).toBeVisible();
    await expect(mine.getByRole('button', { name: '우주 포스터.png 내려받기' })).toBeVisible();
    await expectNoSideScroll(page);
    await expectAxeClean(page);
    await mine.getByRole('link', { name: `${title} 응모 수정` }).click();
    await expect(page.getByRole('textbox', { name: /작품 제목/ })).toHaveValue(title);
    await expect(page.getByRole('list', { name: '첨부파일 목록' })).toContainText('우주 포스터.png');
    await page.getByRole('textbox', { name: /작품 제목/ }).fill(`${title} (수정)`);
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerDialog(page, '응모 내용을 수정하시겠습니까?');
    await answerDialog(page, '수정되었습니다.');
    await expect(page).toHaveURL(MINE);
    await expect(page.getByRole('article', { name: `${title} (수정)` })).toBeVisible();
  });

  await test.step('withdraws it; the contest counts it no more', async () => {
    const mine = page.getByRole('article', { name: `${title} (수정)` });
    await mine.getByRole('button', { name: `${title} (수정) 응모 철회` }).click();
    await answerDialog(page, `${title} (수정)\n응모를 철회하시겠습니까? 철회한 응모는 되돌릴 수 없습니다.`);
    await answerDialog(page, '응모를 철회했습니다.');
    await expect(mine).toContainText('철회');
    await expect(mine.getByRole('button', { name: /응모 철회/ })).toHaveCount(0);
    await page.goto(`/cntst/${ids.poster}`);
    await expect(page.getByText('내 응모 0건 / 최대 1건')).toBeVisible();
    await expect(page.getByRole('link', { name: '응모하기' })).toBeVisible();
  });

  await test.step('results: the past contest’s winners with masked names; the open contest’s not yet', async () => {
    await page.goto(`/cntst/${ids.past}/rslt`);
    const table = page.getByRole('table', { name: `${PAST} 수상 결과` });
    await expect(table.getByRole('row', { name: /대상/ })).toContainText('병원에서 만난 나의 꿈');
    await expect(table.getByRole('row', { name: /대상/ })).toContainText(/[가-힣]\*[가-힣]/);
    await expect(table).not.toContainText('이고등');
    await expectNoSideScroll(page);
    await expectAxeClean(page);
    await page.goto(`/cntst/${ids.poster}/rslt`);
    await expect(page.getByRole('note')).toContainText('아직 결과 발표 전입니다.');
  });
});
