import type { Page, Response } from '@playwright/test';
import type { TCntstItem, TCntstSaveInput } from '@portal/contract';
import { expectAxeClean } from './support/axe.js';
import { expect, test } from './support/fixture.js';
import { loginAdmin, loginAs, unique } from './support/identity.js';
import { call, uploadAs } from './support/page-api.js';
import { PNG } from './support/board.js';

const HOUR = 60 * 60 * 1000;
const iso = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

/** The demo entrant: no judge's answer may name her or carry her id or school (issue 17, blind judging). */
const ENTRANT = { userId: 'student2', userNm: '이고등', schlNm: '진로고등학교' };
/** The entry's file: its original name names the entrant, so a blind judge must never get it. */
const ENTRANT_FILE = '이고등_포스터.png';

const contestBody = (cntstTtl: string): TCntstSaveInput => ({
  cntstTtl,
  posterFileId: null,
  posterAlt: null,
  cntstExpln: '진로 체험에서 배운 점을 글로 써 주세요.',
  trgtMbrTypes: ['ST01', 'ST02'],
  trgtSchlTypes: [],
  aplyBgngDt: iso(-HOUR),
  aplyEndDt: iso(24 * HOUR),
  jdgBgngDt: iso(25 * HOUR),
  jdgEndDt: iso(48 * HOUR),
  annDt: iso(49 * HOUR),
  teamYn: 'N',
  maxTeamSize: 1,
  aplyLimitCnt: 1,
  entryForm: {
    fields: [{ fieldId: 'f1', fieldNm: '체험 수기', fieldType: 'LONG', requiredYn: 'Y', maxLength: 1000 }],
    fileMaxCnt: 1,
    fileMaxSizeMb: 20,
    fileExts: [],
  },
  crtrs: [
    { crtrId: 'c1', crtrNm: '진정성', weight: 60, maxScore: 10 },
    { crtrId: 'c2', crtrNm: '표현력', weight: 40, maxScore: 20 },
  ],
  prizes: [{ prizeId: 'p1', prizeNm: '최우수상', prizeCnt: 1 }],
  blindYn: 'Y',
  alcMode: 'ALL',
  alcJdgCnt: 1,
  sttsCd: 'OPEN',
});

/**
 * A judge scores the one allocated entry blind and downloads its file; every answer of the judging
 * API and the download's headers are kept to be searched for the entrant and the file's original name.
 */
async function judge(page: Page, userId: string, cntstTtl: string, scores: [string, string]) {
  const answers: Promise<string>[] = [];
  page.on('response', (res: Response) => {
    const path = new URL(res.url()).pathname;
    if (path.startsWith('/api/contestJudge/')) answers.push(res.text());
    if (path.startsWith('/api/common/downloadFile/')) answers.push(Promise.resolve(JSON.stringify(res.headers())));
  });
  await loginAdmin(page, userId);
  await page.goto('/admin/contestJudge');
  await expect(page.getByRole('heading', { level: 1, name: '공모전 심사' })).toBeVisible();
  await page.getByRole('link', { name: cntstTtl }).click();
  await expect(page.getByRole('heading', { level: 1, name: `응모작 심사: ${cntstTtl}` })).toBeVisible();
  await expect(page).toHaveTitle(/^응모작 심사 \| (?:[^|]+ \| )*진로교육포털 관리자$/, { timeout: 15_000 });
  const nav = page.getByRole('navigation', { name: '배정된 응모작' });
  await expect(nav.getByRole('link', { name: /응모작 A-001/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('우주 정거장에서 일하는 꿈을 꾸게 되었습니다.')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /\.png 내려받기$/ }).click()]);
  expect(download.suggestedFilename()).not.toContain(ENTRANT.userNm);

  await page.getByLabel('진정성(10점 만점)').fill(scores[0]);
  await page.getByRole('button', { name: '임시 저장' }).click();
  await page.getByRole('alertdialog').filter({ hasText: '임시 저장했습니다.' }).getByRole('button', { name: '확인' }).click();
  await page.getByLabel('표현력(20점 만점)').fill(scores[1]);
  await page.getByLabel('심사평').fill('체험에서 배운 점이 잘 드러납니다.');
  await expectAxeClean(page);
  await page.getByRole('button', { name: '제출', exact: true }).click();
  await page.getByRole('alertdialog').filter({ hasText: '응모작 A-001의 심사표를 제출하시겠습니까?' }).getByRole('button', { name: '확인' }).click();
  await page.getByRole('alertdialog').filter({ hasText: '제출했습니다.' }).getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('제출한 심사표입니다. 수정할 수 없습니다.')).toBeVisible();

  const bodies = await Promise.all(answers);
  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.some((body) => body.includes('content-disposition'))).toBe(true);
  for (const body of bodies) {
    for (const value of [...Object.values(ENTRANT), ENTRANT_FILE, encodeURIComponent(ENTRANT_FILE)]) expect(body).not.toContain(value);
  }
}

test('two judges score a student entry blind; the administrator ranks, awards and publishes; the student sees the result', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const cntstTtl = unique('심사 여정 공모전 ');

  // the administrator opens a contest taking entries, and student2 enters it
  await loginAdmin(page, 'admin');
  const created = await call<TCntstItem>(page, 'POST', '/api/contest', contestBody(cntstTtl));
  const student = await (await browser.newContext({ baseURL })).newPage();
  await loginAs(student, ENTRANT.userId);
  await expect(student).toHaveURL(/\/main$/);
  const upload = await uploadAs(student, { seqType: 'cntstEntry', seqId: String(created.cntstId) }, { name: ENTRANT_FILE, mimeType: 'image/png', buffer: PNG });
  await call(student, 'POST', `/icec/api/cntst/${created.cntstId}/entry`, {
    entryTtl: '우주 정거장 체험기',
    atchFileModuleId: upload.fileModuleId,
    values: { f1: '우주 정거장에서 일하는 꿈을 꾸게 되었습니다.' },
  });

  // the entries close and the judging opens; the announcement time has come, so the results may be published once judged
  await call(page, 'PUT', `/api/contest/${created.cntstId}`, {
    ...contestBody(cntstTtl),
    aplyBgngDt: iso(-72 * HOUR),
    aplyEndDt: iso(-48 * HOUR),
    jdgBgngDt: iso(-48 * HOUR),
    jdgEndDt: iso(-HOUR),
    annDt: iso(-HOUR / 2),
  });

  // the administrator sees the entrant by name, appoints the judges and allocates
  await page.goto('/admin/contest');
  await page.getByRole('button', { name: `${cntstTtl} 응모작·심사 관리` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `응모작·심사 관리: ${cntstTtl}` })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /응모작 목록/ })
      .getByRole('row')
      .filter({ hasText: '우주 정거장 체험기' }),
  ).toContainText(ENTRANT.userNm);
  await expectAxeClean(page);
  await page.getByRole('button', { name: '엑셀 내려받기' }).click();
  const exporting = page.getByRole('dialog', { name: '공모전 응모작 목록 내려받기' });
  await expect(exporting.getByLabel('내려받기 사유')).toBeFocused();
  await exporting.getByLabel('내려받기 사유').fill('심사 결과 보고 자료 작성');
  const [download] = await Promise.all([page.waitForEvent('download'), exporting.getByRole('button', { name: '내려받기' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(exporting).toHaveCount(0);
  await page.getByRole('tab', { name: '심사위원·배정' }).click();
  const picker = page.getByRole('combobox', { name: '심사위원' });
  for (const name of ['정심사 (judge1)', '한심사 (judge2)']) {
    await picker.click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(name).click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '심사위원 저장' }).click();
  await page.getByRole('alertdialog').filter({ hasText: '심사위원 2명을 저장하시겠습니까?' }).getByRole('button', { name: '확인' }).click();
  await page.getByRole('alertdialog').filter({ hasText: '저장되었습니다.' }).getByRole('button', { name: '확인' }).click();
  await page.getByRole('button', { name: '응모작 배정' }).click();
  await page.getByRole('alertdialog').filter({ hasText: '응모작을 심사위원에게 배정하시겠습니까?' }).getByRole('button', { name: '확인' }).click();
  await page.getByRole('alertdialog').filter({ hasText: '2건을 배정했습니다.' }).getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('table', { name: /심사위원별 진행 현황/ }).getByRole('row')).toHaveCount(3);
  await expectAxeClean(page);

  // each judge scores the entry, never told who wrote it
  for (const [userId, scores] of [
    ['judge1', ['9', '16']],
    ['judge2', ['7', '12']],
  ] as const) {
    const judgePage = await (await browser.newContext({ baseURL })).newPage();
    await judge(judgePage, userId, cntstTtl, [...scores]);
    await judgePage.context().close();
  }

  // the administrator sees the score table, awards the prize and publishes
  await page.reload();
  await page.getByRole('tab', { name: '심사 결과·시상' }).click();
  const row = page
    .getByRole('table', { name: /심사 결과/ })
    .getByRole('row')
    .filter({ hasText: '우주 정거장 체험기' });
  // (9+7)/2 = 8 of 10 at 60%, (16+12)/2 = 14 of 20 at 40%: 48 + 28 = 76
  await expect(row).toContainText('76');
  await expect(row).toContainText('2/2');
  await row.getByRole('combobox', { name: '우주 정거장 체험기 시상' }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('최우수상').click();
  await page.getByRole('button', { name: '시상 저장' }).click();
  await page.getByRole('alertdialog').filter({ hasText: '선택한 시상을 저장하시겠습니까?' }).getByRole('button', { name: '확인' }).click();
  await page.getByRole('alertdialog').filter({ hasText: '저장되었습니다.' }).getByRole('button', { name: '확인' }).click();
  await expectAxeClean(page);
  await page.getByRole('button', { name: '결과 발표' }).click();
  await page.getByRole('alertdialog').filter({ hasText: '심사 결과를 발표하시겠습니까?' }).getByRole('button', { name: '확인' }).click();
  await page.getByRole('alertdialog').filter({ hasText: '결과를 발표했습니다.' }).getByRole('button', { name: '확인' }).click();
  await expect(page.getByText(/에 결과를 발표했습니다\./)).toBeVisible();

  // the student sees the announced result
  await student.goto(`/cntst/${created.cntstId}/rslt`);
  await expect(student.getByRole('row').filter({ hasText: '우주 정거장 체험기' })).toContainText('최우수상');
  await student.context().close();
});
