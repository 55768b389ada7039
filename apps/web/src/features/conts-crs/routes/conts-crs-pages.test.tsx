import type { TCrsAsgnProgress, TCrsDetail, TCrsItem } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { ContsCrsAsgnPage } from './conts-crs-asgn-page';
import { ContsCrsDetailPage } from './conts-crs-detail-page';
import { ContsCrsListPage } from './conts-crs-list-page';

const ITEM: TCrsItem = {
  crsId: 3,
  crsTtl: '중1 진로 탐색 8차시',
  crsSmry: '여덟 차시에 걸친 진로 수업입니다.',
  schlLvls: ['MD01'],
  sesnCnt: 2,
  pblcDt: '2026-11-20T00:00:00.000Z',
};
const detail = (isTchr: boolean): TCrsDetail => ({
  ...ITEM,
  isTchr,
  sesns: [
    {
      sesnNo: 1,
      sesnTtl: '나의 흥미와 강점 찾기',
      sesnObjc: '흥미와 강점을 살펴본다.',
      tchrNote: isTchr ? '검사 결과는 좋고 나쁨이 없음을 안내합니다.' : null,
      conts: [{ contsId: 11, contsTtl: '나를 알아가는 첫걸음', contsKndCd: 'WKSHT' }],
    },
    { sesnNo: 2, sesnTtl: '미래 사회와 새로운 직업', sesnObjc: '', tchrNote: isTchr ? '' : null, conts: [] },
  ],
});
const PAGE = { currentPage: 1, maxResults: 10, maxLinks: 10, startPage: 1, endPage: 1, countItem: 1, countPage: 1, previousLinkPage: 0, nextLinkPage: 0 };
const PROGRESS: TCrsAsgnProgress = {
  asgn: { asgnId: 5, crsId: 3, crsTtl: ITEM.crsTtl, clsId: 9, schlYr: 2026, grd: 2, clsNo: 3, asgnAt: '2026-11-21T00:00:00.000Z' },
  sesns: [
    { sesnNo: 1, sesnTtl: '나의 흥미와 강점 찾기', contsCnt: 1 },
    { sesnNo: 2, sesnTtl: '미래 사회와 새로운 직업', contsCnt: 2 },
  ],
  students: [{ userId: 'student1', userNm: '김학생', stdntNo: 7, opened: [1, 0] }],
};

const routes: RouteObject[] = [
  { path: '/infoGd/contsCrs', Component: ContsCrsListPage },
  { path: '/infoGd/contsCrs/:crsId', Component: ContsCrsDetailPage },
  { path: '/myPage/contsCrsAsgn', Component: ContsCrsAsgnPage },
];

let calls: TFetchCall[];
let isTchr = false;
let asgns: (typeof PROGRESS.asgn)[];
const lastDialog = () => getDialogs().at(-1);
const unassigned = () => calls.filter((c) => c.url === '/icec/api/contsCrs/asgn/5' && c.init.method === 'DELETE');

beforeEach(() => {
  sessionStorage.clear();
  clearLoginUser();
  isTchr = false;
  asgns = [PROGRESS.asgn];
  ({ calls } = stubFetch((url, init) => {
    if (url.startsWith('/icec/api/contsCrs?')) return json({ list: [ITEM], pagination: PAGE });
    if (url === '/icec/api/contsCrs/3') return json(detail(isTchr));
    if (url === '/icec/api/contsCrs/tchrCls') return json({ list: [{ clsId: 9, grd: 2, clsNo: 3, stdntCnt: 12 }] });
    if (url === '/icec/api/contsCrs/3/asgn') return json({ result: 'SUCCESS', asgnId: 5 });
    if (url === '/icec/api/contsCrs/asgn') return json({ list: asgns });
    if (url === '/icec/api/contsCrs/asgn/5' && init.method === 'DELETE') {
      asgns = [];
      return json({ result: 'SUCCESS' });
    }
    if (url === '/icec/api/contsCrs/asgn/5') return json(PROGRESS);
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('contents classes (/infoGd/contsCrs)', () => {
  it('lists published classes with a link to each', async () => {
    await renderWithProviders(null, { routes, path: '/infoGd/contsCrs' });
    const link = page.getByRole('link', { name: '중1 진로 탐색 8차시' });
    await expect.element(link).toHaveAttribute('href', '/infoGd/contsCrs/3');
    await expect.element(page.getByText('2차시 · 대상 중학교')).toBeVisible();
  });

  it('shows a class’s sessions with their contents linked; no teacher’s note nor assign form for others', async () => {
    await renderWithProviders(null, { routes, path: '/infoGd/contsCrs/3' });
    await expect.element(page.getByRole('heading', { level: 1, name: '중1 진로 탐색 8차시' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '나를 알아가는 첫걸음' })).toHaveAttribute('href', '/infoGd/conts/11');
    await expect.element(page.getByText('이 차시에 볼 수 있는 콘텐츠가 없습니다.')).toBeVisible();
    expect(page.getByText('교사용 지도 메모').elements()).toHaveLength(0);
    expect(page.getByRole('heading', { name: '우리 반에 수업 배정' }).elements()).toHaveLength(0);
  });

  it('a teacher reads the note and assigns the class to their class', async () => {
    isTchr = true;
    setLoginUser({ userId: 'teacher1', userNm: '이선생', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
    await renderWithProviders(null, { routes, path: '/infoGd/contsCrs/3' });
    await expect.element(page.getByText('검사 결과는 좋고 나쁨이 없음을 안내합니다.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '배정', exact: true }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('학급을 선택해 주세요.');
    await userEvent.selectOptions(page.getByLabelText('배정할 학급'), '2학년 3반 (학생 12명)');
    await userEvent.click(page.getByRole('button', { name: '배정', exact: true }));
    await expect.element(page.getByRole('link', { name: '수업 배정 현황' })).toHaveAttribute('href', '/myPage/contsCrsAsgn');
    // the button is not disabled while it saves, so the keyboard user's focus stays on it
    await expect.element(page.getByRole('button', { name: '배정', exact: true })).toHaveFocus();
    const post = calls.find((c) => c.url === '/icec/api/contsCrs/3/asgn');
    expect(JSON.parse(String(post?.init.body))).toEqual({ clsId: 9 });
  });

  it('a teacher ends an assignment of the class after the question', async () => {
    isTchr = true;
    setLoginUser({ userId: 'teacher1', userNm: '이선생', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
    await renderWithProviders(null, { routes, path: '/infoGd/contsCrs/3' });
    const assigned = page.getByRole('list', { name: '이 수업을 배정한 학급' });
    await expect.element(assigned.getByRole('listitem')).toBeVisible();
    await userEvent.click(assigned.getByRole('button', { name: '중1 진로 탐색 8차시 · 2학년 3반 배정 취소' }));
    await expect.poll(() => lastDialog()?.message).toBe('중1 진로 탐색 8차시 · 2학년 3반\n배정을 취소하시겠습니까? 학생별 진행 현황은 더 볼 수 없습니다.');
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('배정을 취소했습니다.');
    lastDialog()!.resolve(true);
    expect(unassigned()).toHaveLength(1);
    await expect.element(assigned).not.toBeInTheDocument();
  });

  it('an unknown or unpublished class shows the not-found page', async () => {
    await renderWithProviders(null, { routes, path: '/infoGd/contsCrs/99' });
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(page.getByRole('heading', { name: '중1 진로 탐색 8차시' }).elements()).toHaveLength(0);
  });
});

describe('the teacher’s assignments (/myPage/contsCrsAsgn)', () => {
  it('shows student × session: opened of the session’s contents, names in full', async () => {
    setLoginUser({ userId: 'teacher1', userNm: '이선생', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
    await renderWithProviders(null, { routes, path: '/myPage/contsCrsAsgn' });
    const table = page.getByRole('table');
    await expect.element(table).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: '김학생' })).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: '2차시 미래 사회와 새로운 직업' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '1 / 1' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '0 / 2' })).toBeVisible();
  });

  it('the teacher ends an assignment: nothing happens when the question is declined; then the table leaves the page', async () => {
    setLoginUser({ userId: 'teacher1', userNm: '이선생', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
    await renderWithProviders(null, { routes, path: '/myPage/contsCrsAsgn' });
    await expect.element(page.getByRole('table')).toBeVisible();
    const button = page.getByRole('button', { name: '중1 진로 탐색 8차시 · 2학년 3반 배정 취소' });
    await userEvent.click(button);
    await expect.poll(() => lastDialog()?.message).toMatch(/배정을 취소하시겠습니까\?/);
    lastDialog()!.resolve(false);
    await expect.poll(() => getDialogs()).toHaveLength(0);
    expect(unassigned()).toHaveLength(0);

    await userEvent.click(button);
    await expect.poll(() => lastDialog()?.message).toMatch(/배정을 취소하시겠습니까\?/);
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('배정을 취소했습니다.');
    lastDialog()!.resolve(true);
    expect(unassigned()).toHaveLength(1);
    await expect.element(page.getByText('배정한 수업이 없습니다.', { exact: false })).toBeVisible();
    expect(page.getByRole('table').elements()).toHaveLength(0);
  });
});
