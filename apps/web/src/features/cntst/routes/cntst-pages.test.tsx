import { CNTST_MESSAGES as M, type TCntstPubView, type TCntstRsltResponse } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { json, stubFetch } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, LOGIN_USER_KEY, setLoginUser } from '../../../lib/auth-storage';
import { ENTRY, VIEW } from '../cntst.test-helper';
import { CntstDetailPage } from './cntst-detail-page';
import { MyCntstAplyPage } from './my-cntst-aply-page';
import { CntstRsltPage } from './cntst-rslt-page';

const routes = [
  { path: '/cntst/:cntstId', element: <CntstDetailPage /> },
  { path: '/cntst/:cntstId/rslt', element: <CntstRsltPage /> },
  { path: '/myPage/cntstAply', element: <MyCntstAplyPage /> },
];

const RSLT: TCntstRsltResponse = {
  cntstId: 3,
  cntstTtl: VIEW.cntstTtl,
  annDt: VIEW.annDt,
  pblsDt: VIEW.annDt,
  prizes: VIEW.prizes,
  winners: [{ prizeId: 'p1', prizeNm: '대상', entryTtl: '별을 그리는 천문학자', entrantNm: '이*등', teamNm: null, schlNm: '진로고등학교' }],
};

function stubServer(view: TCntstPubView, rslt?: TCntstRsltResponse) {
  stubFetch((url) => {
    if (url === '/icec/api/cntst/3') return json(view);
    if (url === '/icec/api/cntst/3/rslt' && rslt) return json(rslt);
    return json({ code: 'NOT_FOUND', message: M.rsltNotPublished }, 404);
  });
}

const student = () => setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' });

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('/cntst/:cntstId', () => {
  it('a guest reads the contest and is offered the login that comes back to it', async () => {
    stubServer({ ...VIEW, eligible: false, canEnter: false });
    await renderWithProviders(null, { routes, path: '/cntst/3' });
    await expect.element(page.getByRole('heading', { level: 1, name: VIEW.cntstTtl })).toBeVisible();
    await expect.element(page.getByText('나의 꿈을 포스터로 표현해 주세요.')).toBeVisible();
    await expect.element(page.getByRole('note')).toHaveTextContent(M.loginRequired);
    await expect.element(page.getByRole('link', { name: '로그인하고 응모하기' })).toHaveAttribute('href', '/login?redirectUrl=%2Fcntst%2F3');
    expect(page.getByRole('link', { name: '응모하기', exact: true }).elements()).toHaveLength(0);
  });

  it('a guest who logs in (here in another tab) sees their own eligibility without reloading the page', async () => {
    let calls = 0;
    stubFetch((url) => {
      if (url !== '/icec/api/cntst/3') return json({ code: 'NOT_FOUND', message: M.rsltNotPublished }, 404);
      calls += 1;
      return json(calls === 1 ? { ...VIEW, eligible: false, canEnter: false } : VIEW);
    });
    await renderWithProviders(null, { routes, path: '/cntst/3' });
    await expect.element(page.getByRole('note')).toHaveTextContent(M.loginRequired);
    student();
    window.dispatchEvent(new StorageEvent('storage', { key: LOGIN_USER_KEY }));
    await expect.element(page.getByRole('link', { name: '응모하기', exact: true })).toHaveAttribute('href', '/cntst/3/write');
    expect(calls).toBe(2);
  });

  it.each([
    ['not eligible', { eligible: false, canEnter: false }, M.notEligible],
    ['not in the entry period', { phase: 'READY', canEnter: false }, M.notInPeriod],
    ['the limit reached', { myEntryCnt: 1, canEnter: false }, M.limitReached(1)],
  ] as const)('a member is told why not when %s', async (_, change, reason) => {
    student();
    stubServer({ ...VIEW, ...change });
    await renderWithProviders(null, { routes, path: '/cntst/3' });
    await expect.element(page.getByRole('note')).toHaveTextContent(reason);
    expect(page.getByRole('link', { name: '응모하기', exact: true }).elements()).toHaveLength(0);
  });

  it('an eligible member within the period goes to the entry form', async () => {
    student();
    stubServer(VIEW);
    await renderWithProviders(null, { routes, path: '/cntst/3' });
    await expect.element(page.getByRole('link', { name: '응모하기', exact: true })).toHaveAttribute('href', '/cntst/3/write');
    await expect.element(page.getByText('내 응모 0건 / 최대 1건')).toBeVisible();
  });
});

describe('/cntst/:cntstId/rslt', () => {
  it('before the announcement says when the results come, with no dialog', async () => {
    stubServer(VIEW);
    await renderWithProviders(null, { routes, path: '/cntst/3/rslt' });
    await expect.element(page.getByRole('note')).toHaveTextContent('아직 결과 발표 전입니다. 결과는 2027-01-15 10:00에 발표합니다.');
    expect(getDialogs()).toHaveLength(0);
  });

  it('lists the winners by prize with the names as the server masked them', async () => {
    stubServer({ ...VIEW, phase: 'ANN' }, RSLT);
    await renderWithProviders(null, { routes, path: '/cntst/3/rslt' });
    const table = page.getByRole('table', { name: `${VIEW.cntstTtl} 수상 결과` });
    await expect.element(table.getByRole('rowheader', { name: '대상' })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: /별을 그리는 천문학자/ })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: /이\*등/ })).toBeVisible();
  });

  it('a contest that does not exist shows the not-found page', async () => {
    stubServer(VIEW);
    await renderWithProviders(null, { routes, path: '/cntst/0/rslt' });
    await expect.element(page.getByRole('heading', { level: 1, name: /찾을 수 없습니다/ })).toBeVisible();
  });
});

describe('/myPage/cntstAply', () => {
  it('withdraws an entry after asking and leaves the keyboard on the entry, now marked 철회', async () => {
    student();
    let withdrawn = false;
    stubFetch((url) => {
      if (url.endsWith('/withdraw')) {
        withdrawn = true;
        return json({ result: 'SUCCESS' });
      }
      const entry = withdrawn ? { ...ENTRY, sttsCd: 'WTHDR' as const, editable: false } : ENTRY;
      if (url.startsWith('/icec/api/cntst/myEntry/list'))
        return json({ list: [entry], pagination: { currentPage: 1, maxResults: 10, countItem: 1, countPage: 1 } });
      return json({ code: 'NOT_FOUND', message: M.rsltNotPublished }, 404);
    });
    await renderWithProviders(null, { routes, path: '/myPage/cntstAply' });
    const item = page.getByRole('article', { name: ENTRY.entryTtl });
    await userEvent.click(item.getByRole('button', { name: `${ENTRY.entryTtl} 응모 철회` }));
    await expect.poll(() => getDialogs().at(-1)?.message).toBe(`${ENTRY.entryTtl}\n응모를 철회하시겠습니까? 철회한 응모는 되돌릴 수 없습니다.`);
    getDialogs().at(-1)!.resolve(true);
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('응모를 철회했습니다.');
    getDialogs().at(-1)!.resolve(true);
    await expect.element(item).toHaveFocus();
    await expect.element(item.getByText('철회', { exact: true })).toBeVisible();
  });
});
