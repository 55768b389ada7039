import type { TAssistInstPublicItem } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { instRoutes } from '../inst-routes';

const OPEN: TAssistInstPublicItem = {
  assistInstId: 1,
  instNm: '진로체험지원센터',
  instTypeCd: 'CRR_CNTR',
  instTypeNm: '진로체험지원센터',
  instExpln: '진로체험 프로그램을 운영합니다.',
  addr: '서울특별시 진로구 체험로 4',
  hmpgUrl: 'https://center.example.org',
  logoPath: '/api/common/displayImage?imagePath=assistInst%2F11111111-1111-4111-8111-111111111111%2F1',
  logoAlt: '진로체험지원센터 로고',
  picNm: '김진로',
  telno: '02-000-7001',
  email: 'center@example.org',
};
const CLOSED: TAssistInstPublicItem = {
  ...OPEN,
  assistInstId: 2,
  instNm: '미래직업체험관',
  picNm: null,
  telno: null,
  email: null,
  logoPath: null,
  logoAlt: null,
};
const PAGE = { currentPage: 1, maxResults: 10, maxLinks: 10, startPage: 1, endPage: 1, countItem: 2, countPage: 1, previousLinkPage: 0, nextLinkPage: 0 };
const TYPES = [
  { comCdId: 'INST_TYPE.CRR_CNTR', upComCdId: 'INST_TYPE', comCd: 'CRR_CNTR', comCdNm: '진로체험지원센터', cdExpln: null, sortSeq: 3 },
  { comCdId: 'INST_TYPE.UNIV', upComCdId: 'INST_TYPE', comCd: 'UNIV', comCdNm: '대학', cdExpln: null, sortSeq: 4 },
];

let calls: TFetchCall[];

beforeEach(() => {
  sessionStorage.clear();
  ({ calls } = stubFetch((url) => {
    if (url.startsWith('/icec/api/assistInst/list')) return json({ list: [OPEN, CLOSED], pagination: PAGE });
    if (url.startsWith('/icec/api/manageCode/list')) return json({ codeList: TYPES });
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
});

const routes: RouteObject[] = [{ path: '/', children: instRoutes }];

describe('career institutions (/infoGd/crrInst)', () => {
  it('shows each institution as a card; the contact only when public; the homepage in a new window', async () => {
    await renderWithProviders(null, { routes, path: '/infoGd/crrInst' });
    const [open, closed] = [page.getByRole('article').nth(0), page.getByRole('article').nth(1)];
    await expect.element(open.getByRole('heading', { level: 2 })).toHaveTextContent('진로체험지원센터');
    await expect.element(open.getByRole('img', { name: '진로체험지원센터 로고' })).toBeVisible();
    await expect.element(open).toMatchTextContent(/김진로/);
    await expect.element(open.getByRole('link', { name: '02-000-7001' })).toHaveAttribute('href', 'tel:020007001');
    const homepage = open.getByRole('link', { name: '진로체험지원센터 누리집 (새 창 열림)' });
    await expect.element(homepage).toHaveAttribute('target', '_blank');
    await expect.element(homepage).toHaveAttribute('rel', 'noopener noreferrer');

    await expect.element(closed.getByRole('heading', { level: 2 })).toHaveTextContent('미래직업체험관');
    await expect.element(closed).not.toMatchTextContent(/담당자/);
    await expect.element(page.getByText('전체 2건')).toBeVisible();
  });

  it('searches by type and keyword through the address, from page 1', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/infoGd/crrInst' });
    await expect.element(page.getByRole('option', { name: '대학' })).toBeInTheDocument();
    await page.getByLabelText('기관 유형').selectOptions('UNIV');
    await page.getByLabelText('검색어').fill('캠프');
    await page.getByRole('button', { name: '검색' }).click();
    await expect.poll(() => router.state.location.search).toBe('?instTypeCd=UNIV&searchWrd=%EC%BA%A0%ED%94%84');
    await expect.poll(() => calls.at(-1)?.url).toBe('/icec/api/assistInst/list?currentPage=1&instTypeCd=UNIV&searchWrd=%EC%BA%A0%ED%94%84');
  });
});
