import { CNTST_MESSAGES } from '@portal/contract';
import type { TCntstItem, TCntstJdgEntryDetail, TCntstJdgEntryListResponse, TCntstScoreTableResponse } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../../app/testing/render-with-providers';
import { getDialogs } from '../../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../../lib/auth-storage';
import { admCntstRoutes } from '../cntst-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admCntstRoutes)];

const CRTRS = [
  { crtrId: 'c1', crtrNm: '주제 적합성', weight: 60, maxScore: 10 },
  { crtrId: 'c2', crtrNm: '창의성', weight: 40, maxScore: 20 },
];
const PRIZES = [
  { prizeId: 'p1', prizeNm: '최우수상', prizeCnt: 1 },
  { prizeId: 'p2', prizeNm: '우수상', prizeCnt: 2 },
];

const ITEM: TCntstItem = {
  cntstId: 3,
  cntstTtl: '나의 꿈 진로 포스터 공모전',
  posterImagePath: null,
  posterAlt: null,
  posterFileId: null,
  cntstExpln: '나의 꿈을 포스터로 그려 주세요.',
  trgtMbrTypes: ['ST01', 'ST02'],
  trgtSchlTypes: [],
  aplyBgngDt: '2026-11-01T00:00:00.000Z',
  aplyEndDt: '2026-11-10T00:00:00.000Z',
  jdgBgngDt: '2026-11-10T00:00:00.000Z',
  jdgEndDt: '2026-11-20T00:00:00.000Z',
  annDt: '2026-11-20T01:00:00.000Z',
  teamYn: 'N',
  maxTeamSize: 1,
  aplyLimitCnt: 1,
  entryForm: {
    fields: [{ fieldId: 'f1', fieldNm: '작품 설명', fieldType: 'LONG', requiredYn: 'Y', maxLength: 1000 }],
    fileMaxCnt: 1,
    fileMaxSizeMb: 20,
    fileExts: ['png'],
  },
  prizes: PRIZES,
  sttsCd: 'OPEN',
  phase: 'JDG',
  crtrs: CRTRS,
  blindYn: 'Y',
  alcMode: 'ALL',
  alcJdgCnt: 1,
  entryCnt: 3,
  judgeCnt: 2,
  pblsDt: null,
  registeredBy: 'admin',
  registeredAt: '2026-10-01T00:00:00.000Z',
  updatedBy: 'admin',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

const judgeScore = (judgeId: string, total: number, c1: number, c2: number) => ({
  judgeId,
  judgeNm: judgeId === 'judge1' ? '김심사' : '이심사',
  sttsCd: 'SUBMIT' as const,
  scores: { c1, c2 },
  total,
  cmnt: null,
});

const SCORES: TCntstScoreTableResponse = {
  crtrs: CRTRS,
  prizes: PRIZES,
  rows: [
    {
      entryId: 11,
      entryTtl: '우주를 여는 사람',
      userNm: '박학생',
      schlNm: '한빛중학교',
      alcCnt: 2,
      submitCnt: 2,
      means: { c1: 8, c2: 15 },
      total: 78,
      spread: 30,
      rank: 1,
      tieYn: 'N',
      tieOrd: null,
      prizeId: null,
      judges: [judgeScore('judge1', 93, 10, 19), judgeScore('judge2', 63, 6, 11)],
    },
    {
      entryId: 12,
      entryTtl: '바다의 꿈',
      userNm: '최학생',
      schlNm: '한빛중학교',
      alcCnt: 2,
      submitCnt: 1,
      means: { c1: 7, c2: 14 },
      total: 70,
      spread: null,
      rank: 2,
      tieYn: 'Y',
      tieOrd: null,
      prizeId: null,
      judges: [judgeScore('judge1', 70, 7, 14)],
    },
    {
      entryId: 13,
      entryTtl: '하늘 정원',
      userNm: '정학생',
      schlNm: null,
      alcCnt: 2,
      submitCnt: 2,
      means: { c1: 7, c2: 14 },
      total: 70,
      spread: 4,
      rank: 2,
      tieYn: 'Y',
      tieOrd: null,
      prizeId: 'p2',
      judges: [judgeScore('judge1', 72, 7, 15), judgeScore('judge2', 68, 7, 13)],
    },
  ],
};

const JDG_LIST: TCntstJdgEntryListResponse = {
  cntst: { cntstId: 3, cntstTtl: ITEM.cntstTtl, phase: 'JDG', jdgBgngDt: ITEM.jdgBgngDt, jdgEndDt: ITEM.jdgEndDt, blindYn: 'Y', alcCnt: 2, submitCnt: 1 },
  crtrs: CRTRS,
  list: [
    { entryId: 11, entryNo: '응모작 A-001', entryTtl: '우주를 여는 사람', entrantNm: null, schlNm: null, teamNm: null, scoreSttsCd: 'DRAFT' },
    { entryId: 12, entryNo: '응모작 A-002', entryTtl: '바다의 꿈', entrantNm: null, schlNm: null, teamNm: null, scoreSttsCd: 'SUBMIT' },
  ],
};

const jdgEntry = (entryId: number): TCntstJdgEntryDetail => {
  const item = JDG_LIST.list.find((e) => e.entryId === entryId)!;
  const submitted = item.scoreSttsCd === 'SUBMIT';
  return {
    ...item,
    cntstTtl: ITEM.cntstTtl,
    blindYn: 'Y',
    fields: ITEM.entryForm.fields,
    values: { f1: '우주 비행사가 되고 싶은 꿈을 그렸습니다.' },
    teamMbrs: null,
    // a blind entry's files under the neutral names the server gives them
    files: [
      {
        fileId: 50 + entryId,
        fileModuleId: '0b5c7f1e-3c1a-4d8e-9a55-3f1f2a6b7c8d',
        fileNo: 1,
        seqType: 'cntstEntry',
        orgFileNm: `${item.entryNo}-1.png`,
        fileSz: 2048,
        fileExtn: 'png',
        regUserId: null,
        regDt: '2026-11-05T00:00:00.000Z',
        downloadPath: '/api/common/downloadFile/cntstEntry/0b5c7f1e-3c1a-4d8e-9a55-3f1f2a6b7c8d/1',
        imagePath: null,
      },
    ],
    crtrs: CRTRS,
    scores: submitted ? { c1: 7, c2: 14 } : { c1: 8 },
    cmnt: submitted ? '주제가 잘 드러납니다.' : null,
    editable: !submitted,
  };
};

let calls: TFetchCall[];
/** the server's answer to the next contest save, when it refuses it */
let putRefusal: Response | undefined;
const lastDialog = () => getDialogs().at(-1);
const answer = async (message: string | RegExp, yes = true) => {
  await expect.poll(() => lastDialog()?.message).toMatch(message);
  lastDialog()!.resolve(yes);
};
const bodyOf = (path: string, method: string) =>
  JSON.parse(String(calls.findLast((c) => c.url.endsWith(path) && c.init.method === method)!.init.body)) as unknown;

/** the entries whose sheets were submitted (read back as submitted) */
let submitted: Set<number>;
/** the server fails (5xx) on the contest and on the judge's entry list */
let failing: boolean;

beforeEach(() => {
  putRefusal = undefined;
  submitted = new Set();
  failing = false;
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    const method = init.method ?? 'GET';
    if (failing && (path === '/api/contest/3' || path === '/api/contestJudge/3/entries'))
      return json({ code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' }, 500);
    if (path === '/api/contest/3' && method === 'GET') return json(ITEM);
    if (path === '/api/contest/3' && method === 'PUT')
      return putRefusal ?? json({ ...ITEM, ...(JSON.parse(String(init.body)) as object), updatedAt: '2026-10-02T00:00:00.000Z' });
    if (path === '/api/contest/3/scores') return json(SCORES);
    if (path === '/api/contest/3/entries') return json({ list: [], pagination: { currentPage: 1, maxResults: 10, countItem: 0, countPage: 0 } });
    if (path === '/api/contest/3/judges' || path === '/api/contest/judgeCandidates') return json({ list: [] });
    if (path === '/api/contest/3/progress') return json({ judges: [], alcCnt: 6, submitCnt: 5 });
    if (path === '/api/contest/3/prizes') return json(SCORES);
    if (path === '/api/contest/3/ties') return json(SCORES);
    if (path === '/api/contest/3/scores/reopen') return json({ result: 'SUCCESS' });
    if (path === '/api/contest/list') return json({ list: [ITEM], pagination: { currentPage: 1, maxResults: 10, countItem: 1, countPage: 1 } });
    if (path === '/api/contest/3/publish') return json({ ...ITEM, sttsCd: 'PUBLISHED', phase: 'ANN', pblsDt: '2026-11-21T00:00:00.000Z' });
    if (path === '/api/contestJudge/3/entries') return json(JDG_LIST);
    const entry = /^\/api\/contestJudge\/3\/entries\/(\d+)/.exec(path);
    const asSubmitted = (entryId: number) => ({ ...jdgEntry(entryId), scoreSttsCd: 'SUBMIT', editable: false });
    if (entry && method === 'GET') return json(submitted.has(Number(entry[1])) ? asSubmitted(Number(entry[1])) : jdgEntry(Number(entry[1])));
    if (entry && path.endsWith('/submit')) submitted.add(Number(entry[1]));
    if (entry) return json(asSubmitted(Number(entry[1])));
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('the contests (/admin/contest)', () => {
  it('lists each contest with its phase and entries, leading to its form and its judging', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contest' });
    await expect.element(page.getByRole('heading', { level: 1, name: '공모전 관리' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: ITEM.cntstTtl });
    await expect.element(row.getByText('심사 중')).toBeVisible();
    await expect.element(row.getByRole('link', { name: `${ITEM.cntstTtl} 응모작 3건 보기` })).toHaveAttribute('href', '/admin/contest/3/entries');
    await userEvent.click(row.getByRole('button', { name: `${ITEM.cntstTtl} 응모작·심사 관리` }));
    await expect.element(page.getByRole('heading', { level: 1, name: `응모작·심사 관리: ${ITEM.cntstTtl}` })).toBeVisible();
  });
});

describe('the contest form (/admin/contest/:cntstId)', () => {
  it('shows the weights sum live and saves the contest with its dates as Seoul wall-clock times', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contest/3' });
    await expect.element(page.getByRole('heading', { level: 1, name: `공모전 수정: ${ITEM.cntstTtl}` })).toBeVisible();
    await expect.element(page.getByText('가중치 합계: 100')).toBeVisible();
    await userEvent.fill(page.getByRole('group', { name: '심사 기준 2' }).getByLabelText('가중치'), '30');
    await expect.element(page.getByText(/가중치 합계: 90 심사 기준의 가중치 합계는 100이어야 합니다\./)).toBeVisible();
    await userEvent.fill(page.getByRole('group', { name: '심사 기준 2' }).getByLabelText('가중치'), '40');
    await expect.element(page.getByText('가중치 합계: 100')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await answer('저장하시겠습니까?');
    await answer('저장되었습니다.');
    const body = bodyOf('/api/contest/3', 'PUT') as Record<string, unknown>;
    expect(body).toMatchObject({ aplyBgngDt: '2026-11-01 09:00', annDt: '2026-11-20 10:00', crtrs: CRTRS, posterAlt: null, sttsCd: 'OPEN' });
  });

  it('a contest with entries keeps its judging settings and stays open; a refused save shows the server’s message', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contest/3' });
    await expect.element(page.getByText(CNTST_MESSAGES.jdgPeriodHelp)).toBeVisible();
    await expect.element(page.getByText(CNTST_MESSAGES.settingsFixed)).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '작성 중' })).toBeDisabled();
    await expect.element(page.getByRole('radio', { name: '공개' })).toBeEnabled();
    await expect.element(page.getByRole('radio', { name: '응모자 공개' })).toBeDisabled();
    await expect.element(page.getByRole('radio', { name: '전체 심사' })).toBeDisabled();

    putRefusal = json({ code: 'CNTST_SETTINGS_FIXED', message: CNTST_MESSAGES.settingsFixed }, 409);
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await answer('저장하시겠습니까?');
    await answer(CNTST_MESSAGES.settingsFixed);
    expect(getDialogs().some((d) => d.message === '저장되었습니다.')).toBe(false);
  });

  it('a contest without entries may still change its judging settings', async () => {
    stubFetch((url) => (new URL(url, window.location.origin).pathname === '/api/contest/3' ? json({ ...ITEM, entryCnt: 0 }) : json({}, 404)));
    await renderWithProviders(null, { routes, path: '/admin/contest/3' });
    await expect.element(page.getByRole('radio', { name: '응모자 공개' })).toBeEnabled();
    await expect.element(page.getByRole('radio', { name: '작성 중' })).toBeEnabled();
    await expect.element(page.getByText(CNTST_MESSAGES.settingsFixed)).not.toBeInTheDocument();
  });

  it('a contest that does not exist shows the not-found page', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contest/99' });
    await expect.element(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
  });
});

describe('the score table (/admin/contest/:cntstId/entries)', () => {
  it('opens the tab the address names and marks a prize given more often than its count', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contest/3/entries?tab=scores' });
    await expect.element(page.getByRole('tab', { name: '심사 결과·시상' })).toHaveAttribute('aria-selected', 'true');
    for (const entryTtl of ['우주를 여는 사람', '하늘 정원']) {
      await userEvent.click(page.getByRole('combobox', { name: `${entryTtl} 시상` }));
      await page.getByTitle('최우수상').last().click();
    }
    await expect.element(page.getByText('최우수상 2/1건 (초과)')).toBeVisible();
  });

  it('says so when the contest cannot be loaded', async () => {
    failing = true;
    await renderWithProviders(null, { routes, path: '/admin/contest/3/entries' });
    await answer('일시적인 오류가 발생했습니다.');
    await expect.element(page.getByRole('alert').filter({ hasText: '공모전 정보를 불러오지 못했습니다.' })).toBeVisible();
  });

  it('marks a large spread and ties, assigns prizes, orders a tie and publishes after asking', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contest/3/entries' });
    await userEvent.click(page.getByRole('tab', { name: '심사 결과·시상' }));
    const table = page.getByRole('table', { name: /심사 결과/ });
    await expect.element(table.getByRole('row').filter({ hasText: '우주를 여는 사람' }).getByText('편차 큼')).toBeVisible();
    await expect.element(table.getByRole('row').filter({ hasText: '하늘 정원' }).getByText('편차 큼')).not.toBeInTheDocument();
    await expect.element(table.getByRole('row').filter({ hasText: '바다의 꿈' }).getByText('동점')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: '동점 70점 2건 순위 정하기' }));
    await userEvent.click(page.getByRole('button', { name: '하늘 정원 위로' }));
    await userEvent.click(page.getByRole('button', { name: '순위 저장' }));
    await expect.poll(() => calls.some((c) => c.url.endsWith('/ties'))).toBe(true);
    expect(bodyOf('/api/contest/3/ties', 'PUT')).toEqual({ entryIds: [13, 12] });

    await userEvent.click(page.getByRole('combobox', { name: '우주를 여는 사람 시상' }));
    await page.getByTitle('최우수상').click();
    await expect.element(page.getByText('최우수상 1/1건')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '시상 저장' }));
    await answer('선택한 시상을 저장하시겠습니까?');
    await answer('저장되었습니다.');
    expect(bodyOf('/api/contest/3/prizes', 'PUT')).toEqual({
      awards: [
        { entryId: 11, prizeId: 'p1' },
        { entryId: 12, prizeId: null },
        { entryId: 13, prizeId: 'p2' },
      ],
    });

    await userEvent.click(page.getByRole('button', { name: '하늘 정원 심사위원별 점수 보기' }));
    await userEvent.click(page.getByRole('button', { name: '하늘 정원, 이심사 점수 다시 열기' }));
    const dialog = page.getByRole('dialog').filter({ hasText: '점수 다시 열기: 하늘 정원, 이심사' });
    await userEvent.click(dialog.getByRole('button', { name: '다시 열기' }));
    await expect.element(dialog.getByText('사유를 입력해 주세요.')).toBeVisible();
    await userEvent.fill(dialog.getByLabelText('다시 여는 사유'), '점수 입력 착오 신고');
    await userEvent.click(dialog.getByRole('button', { name: '다시 열기' }));
    await answer('점수를 다시 열었습니다.');
    expect(bodyOf('/api/contest/3/scores/reopen', 'POST')).toEqual({ entryId: 13, judgeId: 'judge2', reason: '점수 입력 착오 신고' });

    await userEvent.click(page.getByRole('button', { name: '결과 발표' }));
    await answer(/제출되지 않은 심사가 1건 있습니다/);
    await answer('결과를 발표했습니다.');
    expect(bodyOf('/api/contest/3/publish', 'POST')).toEqual({ overrideYn: 'Y' });
  });
});

describe('the judge sheets (/admin/contestJudge/:cntstId)', () => {
  it('lists the allocated entries by blind number and submits a complete sheet after asking', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contestJudge/3' });
    const nav = page.getByRole('navigation', { name: '배정된 응모작' });
    await expect.element(nav.getByRole('link', { name: /응모작 A-001/ })).toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByText('우주 비행사가 되고 싶은 꿈을 그렸습니다.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: /응모작 A-001-1\.png/ })).toBeVisible();
    await expect.element(page.getByLabelText('주제 적합성(10점 만점)')).toHaveValue('8');

    await userEvent.click(page.getByRole('button', { name: '제출' }));
    await expect.element(page.getByText('창의성 점수를 입력해 주세요.')).toBeVisible();
    await userEvent.fill(page.getByLabelText('창의성(20점 만점)'), '17');
    await userEvent.click(page.getByRole('button', { name: '제출' }));
    await answer('응모작 A-001의 심사표를 제출하시겠습니까? 제출한 뒤에는 수정할 수 없습니다.');
    await answer('제출했습니다.');
    expect(bodyOf('/api/contestJudge/3/entries/11/score/submit', 'POST')).toEqual({ scores: { c1: 8, c2: 17 }, cmnt: null });
    await expect.element(page.getByText('제출한 심사표입니다. 수정할 수 없습니다.')).toHaveFocus();
  });

  it('says so when the entries cannot be loaded (a server failure is no endless loading)', async () => {
    failing = true;
    await renderWithProviders(null, { routes, path: '/admin/contestJudge/3' });
    await answer('일시적인 오류가 발생했습니다.');
    await expect.element(page.getByRole('alert').filter({ hasText: '공모전 정보를 불러오지 못했습니다.' })).toBeVisible();
    expect(page.getByRole('status').filter({ hasText: '불러오는 중' }).elements()).toHaveLength(0);
  });

  it('shows a submitted sheet read-only', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contestJudge/3?entryId=12' });
    await expect.element(page.getByText('제출한 심사표입니다. 수정할 수 없습니다.')).toBeVisible();
    await expect.element(page.getByText('주제가 잘 드러납니다.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '제출' })).not.toBeInTheDocument();
  });
});
