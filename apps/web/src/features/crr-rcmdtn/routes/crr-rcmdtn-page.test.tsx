import type { TCrrRcmdtnList } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { CrrRcmdtnPage } from './crr-rcmdtn-page';

const PATH = '/crrRcmdtn/crrRcmdtnDtl';
const routes: RouteObject[] = [{ path: PATH, Component: CrrRcmdtnPage }];

const EMPTY: TCrrRcmdtnList = { basis: { riasec: null, workValues: null }, jobs: [], halls: [] };
const SA: TCrrRcmdtnList = {
  basis: { riasec: { sheetId: 5, code: 'SA', cmplAt: '2026-03-02T01:00:00.000Z' }, workValues: null },
  jobs: [
    {
      jobCd: 'J0012',
      jobNm: '사회복지사',
      jobFmlyNm: '사회복지·상담·종교',
      hollandCd: 'SAE',
      fit: 100,
      reasons: ['흥미 유형 SA와 직업의 SAE가 앞 두 글자까지 같습니다.'],
    },
    {
      jobCd: 'J0040',
      jobNm: '웹툰 작가',
      jobFmlyNm: '문화·예술·디자인·방송',
      hollandCd: 'AS',
      fit: 83,
      reasons: ['흥미 유형 SA와 직업의 AS에 예술형(A)·사회형(S)이 함께 들어 있습니다.'],
    },
  ],
  halls: [{ bmnexhlId: 3, bmnexhlNm: '사람과 마음관', smnexhlId: 9, smnexhlNo: 2, nm: '상담 체험실', reason: '추천 직업 사회복지사와 관련된 주제관입니다.' }],
};

let calls: TFetchCall[];
let answer: TCrrRcmdtnList;
const rcmdtnCalls = () => calls.filter((c) => c.url.startsWith('/icec/api/crrRcmdtn/list'));

beforeEach(() => {
  clearLoginUser();
  answer = SA;
  ({ calls } = stubFetch((url) => (url === '/icec/api/crrRcmdtn/list' ? json(answer) : json({ code: 'NOT_FOUND', message: '없음' }, 404))));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

const loginAs = (userTypeCd: string, mbrTypeAuthrt: string) => setLoginUser({ userId: 'u1', userNm: '김회원', userTypeCd, mbrTypeAuthrt, isLogin: 'Y' });

describe('recommended jobs (/crrRcmdtn/crrRcmdtnDtl)', () => {
  it('a guest sees how it works and a login that comes back here, and nothing is asked of the server', async () => {
    await renderWithProviders(null, { routes, path: PATH });
    await expect.element(page.getByRole('heading', { level: 2, name: '추천 방법' })).toBeVisible();
    await expect.element(page.getByText('적합도는 흥미 70%, 가치 30%로 계산합니다.', { exact: false })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login?redirectUrl=%2FcrrRcmdtn%2FcrrRcmdtnDtl');
    expect(rcmdtnCalls()).toHaveLength(0);
  });

  it('a teacher is told recommendations come from students results, without a call', async () => {
    loginAs('T', 'TC01');
    await renderWithProviders(null, { routes, path: PATH });
    await expect.element(page.getByText('추천 직업은 학생 회원의 진로검사 결과로 안내합니다.', { exact: false })).toBeVisible();
    expect(page.getByRole('link', { name: '로그인' }).query()).toBeNull();
    expect(rcmdtnCalls()).toHaveLength(0);
  });

  it('a student sees the basis with links to the result, the ranked jobs with reasons and fit, the halls, and a prompt for the missing test', async () => {
    loginAs('S', 'ST01');
    await renderWithProviders(null, { routes, path: PATH });
    await expect.element(page.getByText('흥미 유형 SA (사회형·예술형)')).toBeVisible();
    await expect.element(page.getByText('2026-03-02 검사')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '직업흥미검사 결과 보기' })).toHaveAttribute('href', '/crrInsp/crrInspRslt?sheetId=5');
    await expect.element(page.getByRole('link', { name: '직업가치관검사 받기' })).toHaveAttribute('href', '/crrInsp/crrInsp/workValues');

    const linkedHeadings = page.getByRole('heading', { level: 3 }).filter({ has: page.getByRole('link') });
    await expect.element(page.getByRole('link', { name: '사회복지사' })).toHaveAttribute('href', '/crrInsp/crrInfo/detail/J0012');
    await expect.element(page.getByRole('link', { name: '웹툰 작가' })).toHaveAttribute('href', '/crrInsp/crrInfo/detail/J0040');
    expect(linkedHeadings.elements().map((h) => h.textContent)).toEqual(['사회복지사', '웹툰 작가', '상담 체험실']);
    await expect.element(page.getByText('잘 맞는 순서로 2개 직업을 추천합니다.')).toBeVisible();
    await expect.element(page.getByRole('list', { name: '추천 이유' }).first()).toHaveTextContent('흥미 유형 SA와 직업의 SAE가 앞 두 글자까지 같습니다.');
    await expect.element(page.getByText('100점')).toBeVisible();

    await expect
      .element(page.getByRole('link', { name: '상담 체험실' }))
      .toHaveAttribute('href', `/eduIntdcn/smnexhlIntdcnView/3/${encodeURIComponent('사람과 마음관')}/2`);
    await expect.element(page.getByRole('link', { name: '사람과 마음관 소개' })).toHaveAttribute('href', '/eduIntdcn/bmnexhlIntdcnView/3');
    await expect.element(page.getByText('추천 직업 사회복지사와 관련된 주제관입니다.')).toBeVisible();
    expect(rcmdtnCalls()).toHaveLength(1);
  });

  it('a student without results is asked to take both tests; no jobs, no halls', async () => {
    loginAs('S', 'ST02');
    answer = EMPTY;
    await renderWithProviders(null, { routes, path: PATH });
    await expect.element(page.getByRole('link', { name: '직업흥미검사 받기' })).toHaveAttribute('href', '/crrInsp/crrInsp/riasec');
    await expect.element(page.getByRole('link', { name: '직업가치관검사 받기' })).toHaveAttribute('href', '/crrInsp/crrInsp/workValues');
    await expect.element(page.getByText('검사 결과가 있어야 직업을 추천할 수 있습니다.', { exact: false })).toBeVisible();
    expect(page.getByRole('heading', { name: '관련 주제관' }).query()).toBeNull();
  });
});
