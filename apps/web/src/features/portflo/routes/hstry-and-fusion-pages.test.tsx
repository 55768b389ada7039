import { computePagination, PORTFLO_MESSAGES, type TPortfloHstry, type TPortfloStdnts } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { ownView } from '../portflo.test-helper';
import { FusionActvListPage } from './fusion-actv-list-page';
import { StdntCrrHstryPage } from './stdnt-crr-hstry-page';

const view = ownView();
const HSTRY: TPortfloHstry = {
  userId: 'student1',
  userNm: '김학생',
  years: [
    { schlYr: 2026, insp: view.insp!, actv: view.actv![0]!.list, prgrm: [], awards: view.cntst! },
    { schlYr: 2025, insp: [], actv: [], prgrm: [], awards: [] },
  ],
};
const STDNTS: TPortfloStdnts = {
  schlYr: 2026,
  classes: [
    { clsId: 5, grd: 2, clsNo: 3, students: [{ userId: 'student1', userNm: '김학생', stdntNo: 7 }] },
    { clsId: 6, grd: 2, clsNo: 1, students: [] },
  ],
};

let calls: TFetchCall[];
const routes = [
  { path: '/myPage/stdntCrrHstry', element: <StdntCrrHstryPage /> },
  { path: '/myPage/fusionActv/list/:userId', element: <FusionActvListPage /> },
];

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('/myPage/stdntCrrHstry', () => {
  it('a student sees their own timeline by school year, newest first', async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' });
    ({ calls } = stubFetch((url) => (url === '/icec/api/portflo/hstry' ? json(HSTRY) : json({ message: '없음' }, 404))));
    await renderWithProviders(null, { routes, path: '/myPage/stdntCrrHstry' });
    const timeline = page.getByRole('list', { name: '학년도별 진로이력' });
    await expect.element(timeline).toBeVisible();
    expect(
      timeline
        .getByRole('heading', { level: 3 })
        .elements()
        .map((h) => h.textContent),
    ).toEqual(['2026학년도', '2025학년도']);
    await expect.element(timeline.getByText('결과 유형 IA', { exact: false })).toBeVisible();
    await expect.element(timeline.getByRole('link', { name: '과학관 견학' })).toHaveAttribute('href', '/crrActv/view/31');
    await expect.element(timeline.getByText('진로 에세이 공모전 - 우수상', { exact: false })).toBeVisible();
    expect(calls.some((c) => c.url.includes('/stdnts'))).toBe(false);
  });

  it('a teacher picks a class and a student first; the student goes in the address', async () => {
    setLoginUser({ userId: 'teacher1', userNm: '박교사', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
    ({ calls } = stubFetch((url) => {
      if (url === '/icec/api/portflo/stdnts') return json(STDNTS);
      if (url === '/icec/api/portflo/hstry/student1') return json({ ...HSTRY, years: [] });
      return json({ message: '없음' }, 404);
    }));
    const { router } = await renderWithProviders(null, { routes, path: '/myPage/stdntCrrHstry' });
    await page.getByLabelText('2026학년도 학급').selectOptions('5');
    await page.getByLabelText('학생', { exact: true }).selectOptions('student1');
    await expect.element(page.getByRole('heading', { name: '김학생 학생의 진로이력' })).toBeVisible();
    await expect.element(page.getByText(PORTFLO_MESSAGES.noHistory)).toBeVisible();
    expect(router.state.location.search).toBe('?userId=student1');
  });
});

describe('/myPage/fusionActv/list/:userId', () => {
  it('lists the fusion activities 10 a page, each opening its activity', async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' });
    ({ calls } = stubFetch((url) => {
      if (url.startsWith('/icec/api/portflo/fusionActv/student1')) {
        const currentPage = Number(new URL(url, 'http://x').searchParams.get('currentPage'));
        const list = [
          { crrActvId: 40 + currentPage, actvNm: `융합 체험 ${currentPage}`, actvYmd: '2026-05-02', actvPlc: '교육원', dutyCr: '로봇공학자', actvDgstfn: '5' },
        ];
        return json({ userId: 'student1', userNm: '김학생', list, pagination: computePagination(12, currentPage) });
      }
      if (url.startsWith('/icec/api/manageCode/list'))
        return json({ codeList: [{ comCd: '5', comCdNm: '매우 만족', upComCdId: 'ACTV_DGSTFN', cdExpln: null, sortSeq: 1 }] });
      return json({ message: '없음' }, 404);
    }));
    await renderWithProviders(null, { routes, path: '/myPage/fusionActv/list/student1' });
    await expect.element(page.getByRole('link', { name: '융합 체험 1' })).toHaveAttribute('href', '/crrActv/view/41');
    await expect.element(page.getByText('전체 12건')).toBeVisible();
    await expect.element(page.getByText('매우 만족')).toBeVisible();
    await page.getByRole('button', { name: '2 페이지' }).click();
    await expect.element(page.getByRole('link', { name: '융합 체험 2' })).toBeVisible();
    expect(calls.filter((c) => c.url.includes('fusionActv')).map((c) => c.url)).toEqual([
      '/icec/api/portflo/fusionActv/student1?currentPage=1',
      '/icec/api/portflo/fusionActv/student1?currentPage=2',
    ]);
  });
});
