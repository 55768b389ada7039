import { computePagination, type TCrrSiteItem, type TCrrSitePublicListResponse } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { setLoginUser } from '../../../lib/auth-storage';
import { crrSiteRoutes } from '../crr-site-routes';
import { admCrrSiteRoutes } from '../crr-site-adm-routes';

const routes: RouteObject[] = [{ path: '/', children: crrSiteRoutes }, adminTestRoute(admCrrSiteRoutes)];

const codeList = [
  { comCdId: 'CRR_SITE_CTGRY_INSP', upComCdId: 'CRR_SITE_CTGRY', comCd: 'INSP', comCdNm: '진로검사', cdExpln: null, sortSeq: 1 },
  { comCdId: 'CRR_SITE_CTGRY_ETC', upComCdId: 'CRR_SITE_CTGRY', comCd: 'ETC', comCdNm: '기타', cdExpln: null, sortSeq: 2 },
];
const careernet = {
  crrSiteId: 1,
  siteNm: '커리어넷',
  siteUrl: 'https://www.career.go.kr',
  ctgryCd: 'INSP',
  ctgryNm: '진로검사',
  siteExpln: '진로심리검사와 직업 정보',
  logoPath: '/api/common/displayImage?imagePath=crrSite%2F11111111-1111-4111-8111-111111111111%2F1',
  logoAlt: '커리어넷 로고',
};
const publicList: TCrrSitePublicListResponse = { list: [careernet], pagination: computePagination(11, 1) };
const adminItem: TCrrSiteItem = {
  ...careernet,
  logoFileId: 5,
  sortSeq: 1,
  useYn: 'Y',
  lastCheck: { rsltCd: 'BROKEN', httpStatus: 404, checkedAt: '2026-11-22T01:00:00.000Z' },
  registeredBy: 'admin',
  registeredAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'admin',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

let calls: TFetchCall[];
const lastDialog = () => getDialogs().at(-1);
const urlsOf = (path: string) => calls.map((c) => new URL(c.url, window.location.origin)).filter((u) => u.pathname === path);

beforeEach(() => {
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    if (path === '/icec/api/manageCode/list') return json({ codeList });
    if (path === '/icec/api/crrSite/list') return json(publicList);
    if (path === '/api/crrSiteMng/list') return json({ list: [adminItem], pagination: computePagination(1, 1) });
    if (path === '/api/crrSiteMng' && init.method === 'POST') return json({ ...adminItem, crrSiteId: 2 });
    return json({ result: 'SUCCESS' });
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/infoGd/crrSite', () => {
  it('shows each site as a card whose link opens a new window, said to screen readers', async () => {
    await renderWithProviders(null, { routes, path: '/infoGd/crrSite' });
    await expect.element(page.getByRole('heading', { name: '커리어넷', level: 2 })).toBeVisible();
    await expect.element(page.getByRole('img', { name: '커리어넷 로고' })).toHaveAttribute('src', careernet.logoPath);
    const link = page.getByRole('link', { name: '커리어넷 바로가기 (새 창 열림)' });
    await expect.element(link).toHaveAttribute('href', careernet.siteUrl);
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(page.getByText('전체 11건')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by a category from the code list and goes back to page 1', async () => {
    await renderWithProviders(null, { routes, path: '/infoGd/crrSite' });
    await userEvent.click(page.getByRole('button', { name: '2 페이지' }));
    await expect.poll(() => urlsOf('/icec/api/crrSite/list').at(-1)?.searchParams.get('currentPage')).toBe('2');
    await userEvent.click(page.getByRole('button', { name: '진로검사' }));
    await expect.element(page.getByRole('button', { name: '진로검사' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => urlsOf('/icec/api/crrSite/list').at(-1)?.search).toBe('?currentPage=1&ctgryCd=INSP');
  });
});

describe('/admin/crrSiteMng', () => {
  beforeEach(() => setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' }));

  it('lists sites with their last link check and adds one through the form', async () => {
    await renderWithProviders(null, { routes, path: '/admin/crrSiteMng' });
    await expect.element(page.getByText('오류 응답 (404)')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: '진로 사이트 등록' }));
    const dialog = page.getByRole('dialog', { name: '진로 사이트 등록' });
    await userEvent.fill(dialog.getByLabelText('누리집 주소'), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect.element(dialog.getByText('올바른 누리집 주소 형식이 아닙니다.')).toBeVisible();
    await expect.element(dialog.getByText('분류를 선택해 주세요.')).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);

    await userEvent.fill(dialog.getByLabelText('사이트명'), '꿈길');
    await userEvent.fill(dialog.getByLabelText('누리집 주소'), 'https://www.ggoomgil.go.kr');
    await userEvent.click(dialog.getByLabelText('분류'));
    await userEvent.click(page.getByTitle('기타'));
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => lastDialog()?.message).toBe('저장되었습니다.');
    const post = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(String(post!.init.body))).toEqual({
      siteNm: '꿈길',
      siteUrl: 'https://www.ggoomgil.go.kr',
      ctgryCd: 'ETC',
      siteExpln: '',
      logoFileId: null,
      logoAlt: '',
      sortSeq: 0,
      useYn: 'Y',
    });
  });
});
