import type { TCrrInfoDetail, TCrrInfoRow } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { CrrInfoDetailPage } from './crr-info-detail-page';
import { CrrInfoListPage } from './crr-info-list-page';

const JOB: TCrrInfoRow = {
  jobCd: 'J0042',
  jobNm: '간호사',
  aliases: ['간호 인력'],
  jobFmly: { cd: 'HLT', nm: '보건·의료' },
  hollandCd: 'SIR',
  values: [
    { cd: 'SRVC', nm: '봉사' },
    { cd: 'STBL', nm: '안정' },
  ],
  jobExpln: '환자를 돌보고 치료를 돕습니다.',
};
const DETAIL: TCrrInfoDetail = {
  ...JOB,
  workCn: '병원에서 환자의 상태를 살핍니다.',
  prepCn: '간호학과를 졸업하고 국가시험에 합격합니다.',
  majors: ['간호학과'],
  certs: ['간호사 면허'],
  sbjcts: [],
  relJobs: [{ jobCd: 'J0043', jobNm: '간호조무사' }],
  srcNote: '교육원이 직접 작성했습니다.',
};
const PAGE = { currentPage: 1, maxResults: 10, maxLinks: 10, startPage: 1, endPage: 1, countItem: 1, countPage: 1, previousLinkPage: 0, nextLinkPage: 0 };
const code = (group: string, comCd: string, comCdNm: string, sortSeq: number) => ({
  comCdId: `${group}.${comCd}`,
  upComCdId: group,
  comCd,
  comCdNm,
  cdExpln: null,
  sortSeq,
});
const CODES: Record<string, object[]> = {
  JOB_FMLY: [code('JOB_FMLY', 'MGT', '경영·사무·금융', 1), code('JOB_FMLY', 'HLT', '보건·의료', 4)],
  WORK_VALUE: [code('WORK_VALUE', 'SRVC', '봉사', 2)],
};

const routes: RouteObject[] = [
  { path: '/crrInsp/crrInfo', Component: CrrInfoListPage },
  { path: '/crrInsp/crrInfo/detail/:jobCd', Component: CrrInfoDetailPage },
];

let calls: TFetchCall[];
let rcmdtn: { count: number; rcmdtnYn: 'Y' | 'N' };

beforeEach(() => {
  sessionStorage.clear();
  clearLoginUser();
  rcmdtn = { count: 2, rcmdtnYn: 'N' };
  ({ calls } = stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/icec/api/manageCode/list') return json({ codeList: CODES[searchParams.get('upComCdId') ?? ''] ?? [] });
    if (pathname === '/icec/api/crrInfo/list') return json({ list: [JOB], pagination: PAGE });
    if (pathname === '/icec/api/crrInfo/detail/J0042') return json(DETAIL);
    if (pathname === '/icec/api/crrInfo/read/J0042') return json({ point: 5 });
    if (pathname === '/api/commonLog/rcmdtn/count/JOB/J0042') return json(rcmdtn);
    if (pathname === '/api/commonLog/rcmdtn/save') {
      if (rcmdtn.rcmdtnYn === 'N') rcmdtn = { count: rcmdtn.count + 1, rcmdtnYn: 'Y' };
      return json(rcmdtn);
    }
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('career information (/crrInsp/crrInfo)', () => {
  it('searches by word, family, Holland type and value through the address, and opens a job', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/crrInsp/crrInfo' });
    await expect.element(page.getByRole('heading', { level: 2, name: '간호사' })).toBeVisible();
    await expect.element(page.getByText('전체 1개 직업')).toBeVisible();
    await expect.element(page.getByRole('list', { name: '간호사의 직업 가치' })).toHaveTextContent('봉사안정');

    await expect.element(page.getByRole('option', { name: '보건·의료' })).toBeInTheDocument();
    await page.getByLabelText('직업 분류').selectOptions('HLT');
    await page.getByLabelText('흥미 유형').selectOptions('S');
    await page.getByLabelText('직업 가치').selectOptions('SRVC');
    await page.getByLabelText('직업명').fill(' 간호 ');
    await page.getByRole('button', { name: '검색' }).click();
    await expect.poll(() => router.state.location.search).toBe('?jobFmlyCd=HLT&hollandCd=S&valueCd=SRVC&srchWrd=%EA%B0%84%ED%98%B8');
    await expect
      .poll(() => calls.filter((c) => c.url.startsWith('/icec/api/crrInfo/list')).at(-1)?.url)
      .toBe('/icec/api/crrInfo/list?currentPage=1&srchWrd=%EA%B0%84%ED%98%B8&jobFmlyCd=HLT&hollandCd=S&valueCd=SRVC');

    await page.getByRole('link', { name: '간호사' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: '간호사' })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: '준비 방법' })).toBeVisible();
    await expect.element(page.getByRole('list', { name: '관련 학과' })).toHaveTextContent('간호학과');
    await expect.element(page.getByRole('link', { name: '간호조무사' })).toHaveAttribute('href', '/crrInsp/crrInfo/detail/J0043');
    await expect.element(page.getByText('SIR (사회형·탐구형·현실형)')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: '목록' }))
      .toHaveAttribute('href', '/crrInsp/crrInfo?jobFmlyCd=HLT&hollandCd=S&valueCd=SRVC&srchWrd=%EA%B0%84%ED%98%B8');
  });

  it('a job that is not there, or a code that cannot be one, is the not-found page without a dialog', async () => {
    await renderWithProviders(null, { routes, path: '/crrInsp/crrInfo/detail/J9999' });
    await expect.element(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
    expect(page.getByRole('alertdialog').query()).toBeNull();
  });

  it('a student shown a job calls read once; a teacher and a guest never call', async () => {
    const reads = () => calls.filter((c) => c.url === '/icec/api/crrInfo/read/J0042');
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' });
    const shown = await renderWithProviders(null, { routes, path: '/crrInsp/crrInfo/detail/J0042' });
    await expect.element(page.getByRole('heading', { level: 1, name: '간호사' })).toBeVisible();
    await expect.poll(() => reads().map((c) => c.init.method)).toEqual(['POST']);
    await shown.screen.unmount();

    for (const user of [{ userId: 'teacher1', userNm: '김교사', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' as const }, null]) {
      if (user) setLoginUser(user);
      else clearLoginUser();
      const other = await renderWithProviders(null, { routes, path: '/crrInsp/crrInfo/detail/J0042' });
      await expect.element(page.getByRole('heading', { level: 1, name: '간호사' })).toBeVisible();
      await other.screen.unmount();
    }
    expect(reads()).toHaveLength(1);
  });

  it('a student recommends a job once: the count rises by one and stays', async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', isLogin: 'Y' });
    await renderWithProviders(null, { routes, path: '/crrInsp/crrInfo/detail/J0042' });
    const button = page.getByRole('button', { name: /^추천/ });
    await expect.element(button).toHaveTextContent('추천 2');
    await button.click();
    await expect.element(button).toHaveTextContent('추천 3');
    await button.click();
    await expect.element(page.getByRole('status')).toHaveTextContent('이미 추천한 직업입니다.');
    const saves = calls.filter((c) => c.url === '/api/commonLog/rcmdtn/save').map((c) => JSON.parse(String(c.init.body)));
    expect(saves).toEqual([
      { srvcCd: 'JOB', idntfId: 'J0042' },
      { srvcCd: 'JOB', idntfId: 'J0042' },
    ]);
  });
});
