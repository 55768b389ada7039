import { computePagination, schlYrOf, type TClsMngListResponse, type TClsMngTchrResponse } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../../app/testing/render-with-providers';
import { getDialogs } from '../../../../components/modal/modal-store';
import { setLoginUser } from '../../../../lib/auth-storage';
import { admClsRoutes } from '../../cls-admin-routes';

const routes: RouteObject[] = [adminTestRoute(admClsRoutes)];
const YEAR = schlYrOf();

const CLASSES: TClsMngListResponse = {
  list: [
    {
      clsId: 1,
      schlCd: '9990004',
      schlNm: '진로중학교',
      schlYr: YEAR,
      grd: 2,
      clsNo: 3,
      hmrmTchrId: 'teacher1',
      hmrmTchrNm: '박교사',
      stdntCnt: 12,
      pndgCnt: 1,
      editYn: 'Y',
    },
    {
      clsId: 2,
      schlCd: '9990004',
      schlNm: '진로중학교',
      schlYr: YEAR,
      grd: 2,
      clsNo: 4,
      hmrmTchrId: null,
      hmrmTchrNm: null,
      stdntCnt: 0,
      pndgCnt: 0,
      editYn: 'Y',
    },
  ],
  pagination: computePagination(2, 1),
};

const teacher = (userId: string, userNm: string, sttsCd: 'PNDG' | 'APRV', crrTchrYn: 'Y' | 'N', rsvtMngrYn: 'Y' | 'N' = 'N') => ({
  userId,
  userNm,
  schlCd: '9990004',
  schlNm: '진로중학교',
  sttsCd,
  crrTchrYn,
  rsvtMngrYn,
  reqAt: '2026-03-02T00:30:00.000Z',
  aprvAt: sttsCd === 'APRV' ? '2026-03-03T01:00:00.000Z' : null,
});
const TEACHERS: TClsMngTchrResponse = {
  list: [teacher('waiting1', '정대기', 'PNDG', 'N'), teacher('teacher1', '박교사', 'APRV', 'Y', 'Y'), teacher('teacher2', '이담임', 'APRV', 'N')],
  pagination: computePagination(3, 1),
};

let calls: TFetchCall[];
const pathOf = (url: string) => new URL(url, window.location.origin);
const gets = (path: string) =>
  calls.filter((c) => (c.init.method ?? 'GET') === 'GET' && pathOf(c.url).pathname === path).map((c) => pathOf(c.url).searchParams);
const changes = () => calls.filter((c) => c.init.method === 'POST' || c.init.method === 'PUT');
const lastDialog = () => getDialogs().at(-1);

async function answer(message: string, yes: boolean) {
  await expect.poll(() => lastDialog()?.message).toBe(message);
  lastDialog()!.resolve(yes);
}

beforeEach(async () => {
  // the administrators' screen (issue 14): every column shows
  await page.viewport(1366, 768);
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url, init) => {
    const { pathname } = pathOf(url);
    if (pathname === '/api/classes/list') return json(CLASSES);
    if (pathname === '/api/classes/teachers') return json(TEACHERS);
    if (pathname.endsWith('/refuse')) return json({ result: 'SUCCESS' });
    const userId = pathname.split('/')[4]!;
    const row = TEACHERS.list.find((r) => r.userId === userId)!;
    if (pathname.endsWith('/approve')) return json({ ...row, sttsCd: 'APRV' });
    const body = JSON.parse(String(init.body)) as { crrTchrYn: 'Y' | 'N' };
    return json({ ...row, crrTchrYn: body.crrTchrYn });
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/admin/classes (spec §2 admin classes)', () => {
  it("opens on the current school year's classes with their homeroom teachers and counts, and searches by year and school name", async () => {
    await renderWithProviders(null, { routes, path: '/admin/classes' });
    await expect.element(page.getByRole('heading', { level: 1, name: '학급·교사 관리' })).toBeVisible();
    const table = page.getByRole('table', { name: '학교별 학급 목록' });
    const first = table.getByRole('row').filter({ hasText: '3반' });
    await expect.element(first).toHaveTextContent(`진로중학교${YEAR}학년도2학년3반박교사12명1명`);
    await expect.element(table.getByRole('row').filter({ hasText: '4반' })).toHaveTextContent(`진로중학교${YEAR}학년도2학년4반없음0명0명`);
    expect(gets('/api/classes/list')[0]!.get('schlYr')).toBe(String(YEAR));

    await userEvent.click(page.getByLabelText('학년도'));
    await userEvent.click(page.getByTitle(`${YEAR - 1}학년도`));
    await userEvent.fill(page.getByLabelText('학교명'), '진로중');
    await userEvent.click(page.getByRole('button', { name: '검색' }));
    await expect.poll(() => gets('/api/classes/list').at(-1)?.get('searchWrd')).toBe('진로중');
    expect(gets('/api/classes/list').at(-1)!.get('schlYr')).toBe(String(YEAR - 1));
    expect(gets('/api/classes/list').at(-1)!.get('currentPage')).toBe('1');
  });

  it('lists the teachers with their state, roles and dates, and searches by state and school or teacher name', async () => {
    await renderWithProviders(null, { routes, path: '/admin/classes' });
    await userEvent.click(page.getByRole('tab', { name: '교사' }));
    const table = page.getByRole('table', { name: '학교별 교사 목록' });
    await expect.element(table.getByRole('row').filter({ hasText: '정대기' })).toHaveTextContent('진로중학교정대기waiting1승인 대기-2026-03-02-승인반려');
    await expect
      .element(table.getByRole('row').filter({ hasText: '박교사' }))
      .toHaveTextContent('진로중학교박교사teacher1승인진로전담교사예약 담당자2026-03-022026-03-03진로전담교사 해제');
    await expect.element(table.getByRole('button', { name: '정대기 승인' })).toBeVisible();
    await expect.element(table.getByRole('button', { name: '박교사 진로전담교사 해제' })).toBeVisible();
    await expect.element(table.getByRole('button', { name: '이담임 진로전담교사 지정' })).toBeVisible();
    expect(table.getByRole('button', { name: '박교사 승인' }).elements()).toHaveLength(0);

    await userEvent.click(page.getByLabelText('상태'));
    await userEvent.click(page.getByTitle('승인 대기').last());
    await userEvent.fill(page.getByLabelText('학교명 또는 교사명'), '정대');
    await userEvent.click(page.getByRole('button', { name: '검색' }));
    await expect.poll(() => gets('/api/classes/teachers').at(-1)?.get('searchWrd')).toBe('정대');
    expect(gets('/api/classes/teachers').at(-1)!.get('sttsCd')).toBe('PNDG');
  });

  it('approves and refuses a waiting request after asking, says it is done and reads the list again; "no" sends nothing', async () => {
    await renderWithProviders(null, { routes, path: '/admin/classes?tab=teachers' });
    const table = page.getByRole('table', { name: '학교별 교사 목록' });
    await userEvent.click(table.getByRole('button', { name: '정대기 반려' }));
    await answer('정대기 선생님의 진로중학교 소속 신청을 반려하시겠습니까?\n반려하면 신청이 삭제되며, 선생님은 다시 신청할 수 있습니다.', false);
    expect(changes()).toEqual([]);

    await userEvent.click(table.getByRole('button', { name: '정대기 반려' }));
    await answer('정대기 선생님의 진로중학교 소속 신청을 반려하시겠습니까?\n반려하면 신청이 삭제되며, 선생님은 다시 신청할 수 있습니다.', true);
    await answer('정상적으로 처리되었습니다.', true);
    expect(changes().map((c) => [c.init.method, pathOf(c.url).pathname])).toEqual([['POST', '/api/classes/teachers/waiting1/refuse']]);

    const before = gets('/api/classes/teachers').length;
    await userEvent.click(table.getByRole('button', { name: '정대기 승인' }));
    await answer('정대기 선생님의 진로중학교 소속 신청을 승인하시겠습니까?', true);
    await answer('정상적으로 처리되었습니다.', true);
    expect(changes().at(-1)!.url).toBe('/api/classes/teachers/waiting1/approve');
    await expect.poll(() => gets('/api/classes/teachers').length).toBeGreaterThan(before);
  });

  it('names and un-names a school career teacher after asking', async () => {
    await renderWithProviders(null, { routes, path: '/admin/classes?tab=teachers' });
    const table = page.getByRole('table', { name: '학교별 교사 목록' });
    await userEvent.click(table.getByRole('button', { name: '이담임 진로전담교사 지정' }));
    await answer('이담임 선생님을 진로중학교의 진로전담교사로 지정하시겠습니까?', true);
    await answer('정상적으로 처리되었습니다.', true);
    await userEvent.click(table.getByRole('button', { name: '박교사 진로전담교사 해제' }));
    await answer('박교사 선생님의 진로중학교 진로전담교사 지정을 해제하시겠습니까?', true);
    await answer('정상적으로 처리되었습니다.', true);
    expect(changes().map((c) => [c.init.method, c.url, JSON.parse(String(c.init.body))])).toEqual([
      ['PUT', '/api/classes/teachers/teacher2/crrTchr', { crrTchrYn: 'Y' }],
      ['PUT', '/api/classes/teachers/teacher1/crrTchr', { crrTchrYn: 'N' }],
    ]);
  });
});
