import type { TSrvyCross, TSrvyRslt } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../../app/testing/render-with-providers';
import { clearLoginUser, setLoginUser } from '../../../../lib/auth-storage';
import { admSrvyRoutes } from '../srvy-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admSrvyRoutes)];
let calls: TFetchCall[];

const RSLT: TSrvyRslt = {
  srvyId: 3,
  srvyTtl: '진로 캠프 만족도',
  anonYn: 'N',
  trgtSeCd: 'MBR',
  sttsCd: 'OPEN',
  rspnsCnt: 4,
  lastSbmsnDt: '2026-05-01 10:00',
  pages: [{ pageId: 'p1', pageTtl: '', answeredCnt: 4 }],
  qstns: [
    {
      qstnId: 'q1',
      qstnType: 'SINGLE',
      qstnTtl: '참여한 프로그램',
      pageId: 'p1',
      answeredCnt: 4,
      choices: [
        { optId: 'o1', optNm: '진로 캠프', cnt: 3, pct: 75 },
        { optId: 'o2', optNm: '직업 체험', cnt: 1, pct: 25 },
      ],
    },
    {
      qstnId: 'q2',
      qstnType: 'SCALE5',
      qstnTtl: '만족도',
      pageId: 'p1',
      answeredCnt: 4,
      scale: { mean: 4.25, dist: [1, 2, 3, 4, 5].map((point) => ({ point, cnt: point >= 4 ? 2 : 0, pct: point >= 4 ? 50 : 0 })) },
    },
    { qstnId: 'q3', qstnType: 'LONG', qstnTtl: '좋았던 점', pageId: 'p1', answeredCnt: 2, textCnt: 2 },
  ],
};

const CROSS: TSrvyCross = {
  rowTtl: '회원 유형',
  colTtl: '참여한 프로그램',
  cols: [
    { key: 'o1', label: '진로 캠프', total: 3 },
    { key: 'o2', label: '직업 체험', total: 1 },
  ],
  rows: [{ key: 'ST01', label: '학생(초·중학생)', total: 4, cnts: [3, 1], pcts: [75, 25] }],
  total: 4,
};

beforeEach(() => {
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, window.location.origin);
    if (pathname === '/api/srvy/3/rslt') return json(RSLT);
    if (pathname === '/api/srvy/3/rslt/cross') return json(CROSS);
    if (pathname === '/api/srvy/3/rslt/texts') {
      const list = [{ rspnsId: 1, text: '친구와 함께해서 좋았어요.', sbmsnDt: '2026-05-01 10:00' }].filter((row) =>
        row.text.includes(searchParams.get('searchWrd') ?? ''),
      );
      return json({
        qstnId: 'q3',
        qstnTtl: '좋았던 점',
        list,
        pagination: { currentPage: 1, maxResults: 10, maxLinks: 10, countItem: list.length, countPage: 1 },
      });
    }
    if (pathname === '/api/srvy/3/rslt/nonRspns') {
      const list = [{ userId: 'student9', userNm: '김학생', mbrTypeAuthrt: 'ST01', schlTypeCd: 'MD01', schlNm: '한빛중학교', grd: 2 }];
      return json({ list, pagination: { currentPage: 1, maxResults: 10, maxLinks: 10, countItem: 1, countPage: 1 } });
    }
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('the survey results page', () => {
  it('shows the summary, each question with its chart and table, the texts on demand, the cross-tab and non-respondents on request', async () => {
    await renderWithProviders(null, { routes, path: '/admin/srvy/3/rslt' });
    await expect.element(page.getByRole('heading', { level: 1, name: '설문 결과: 진로 캠프 만족도' })).toBeVisible();
    await expect.element(page.getByText('4건').first()).toBeVisible();
    await expect.element(page.getByRole('img', { name: '1. 참여한 프로그램의 응답 비율: 진로 캠프 75%, 직업 체험 25%' })).toBeVisible();
    await expect.element(page.getByRole('table', { name: '1번 문항 결과 표' }).getByRole('row', { name: /진로 캠프 3 75.0%/ })).toBeVisible();
    await expect.element(page.getByText('평균 4.25점')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: '3번 문항 응답 글 보기' }));
    await expect.element(page.getByText('친구와 함께해서 좋았어요.')).toBeVisible();
    await userEvent.fill(page.getByRole('searchbox', { name: '3번 문항 응답 글 검색' }), '지루');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('조회된 응답 글이 없습니다.')).toBeVisible();

    const cross = page.getByRole('table', { name: /회원 유형 × 참여한 프로그램 교차표/ });
    await expect.element(cross.getByRole('row', { name: /학생\(초·중학생\) 3 \(75.0%\) 1 \(25.0%\) 4/ })).toBeVisible();

    expect(calls.some((c) => c.url.includes('/rslt/nonRspns'))).toBe(false);
    await userEvent.click(page.getByRole('button', { name: '미응답자 보기' }));
    await expect.element(page.getByRole('table', { name: /미응답자 목록/ }).getByText('김학생')).toBeVisible();
  });
});
