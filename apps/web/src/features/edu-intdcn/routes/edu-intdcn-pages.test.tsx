import type { TIntdcnPage, TMnexhlBmnexhl } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { PublicLayout } from '../../../app/layouts/public-layout';
import { json, stubFetch } from '../../../app/testing/fetch-stub';
import { MENU_FIXTURE, SITE_INFO_FIXTURE } from '../../../app/testing/menu-fixtures';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { eduIntdcnRoutes } from '../edu-intdcn-routes';

const AT = '2026-11-01T00:00:00.000Z';
const PAGES: Record<string, TIntdcnPage> = {
  GRTS: {
    pageCd: 'GRTS',
    title: '환영합니다',
    cn: '첫 문단\n\n<i>둘째</i> 문단',
    imagePath: '/api/common/displayImage?imagePath=intdcnPage%2F11111111-1111-4111-8111-111111111111%2F1',
    imageAlt: '교육원 그림',
    updatedAt: AT,
    extra: { sgntr: '진로교육원장' },
  },
  CRR_MAP: {
    pageCd: 'CRR_MAP',
    title: '오시는 길',
    cn: '',
    imagePath: '/api/common/displayImage?imagePath=intdcnPage%2F33333333-3333-4333-8333-333333333333%2F1',
    imageAlt: '약도',
    updatedAt: AT,
    extra: { addr: '한빛시 꿈나래로 100', telNo: '032-440-7700', subway: '미래역 2번 출구' },
  },
  FLR_INFO: {
    pageCd: 'FLR_INFO',
    title: '층별 안내',
    cn: '',
    imagePath: null,
    imageAlt: null,
    updatedAt: AT,
    extra: { floors: [{ flrNm: '2층', expln: '미래기술관' }, { flrNm: '지하 1층' }] },
  },
};

const hall = (bmnexhlId: number, bmnexhlNm: string, flrNm: string): TMnexhlBmnexhl => ({
  bmnexhlId,
  bmnexhlNm,
  flrNm,
  plcNm: '201호',
  bmnexhlExpln: null,
  imagePath: null,
  imageAlt: null,
  linkUrl: null,
  smnexhlList: [],
});

const routes = [{ Component: PublicLayout, children: eduIntdcnRoutes }];

function stubApi() {
  return stubFetch((url) => {
    if (url.startsWith('/icec/api/menu/list')) return json({ userMenuList: MENU_FIXTURE });
    if (url.startsWith('/icec/api/site/info')) return json(SITE_INFO_FIXTURE);
    if (url === '/icec/api/mnexhl/bmnexhl/list') return json({ list: [hall(1, '미래기술관', '2층'), hall(2, '주차관', '지하1층'), hall(3, '옥상관', '5층')] });
    const pageCd = url.match(/^\/icec\/api\/eduIntdcn\/(\w+)$/)?.[1];
    if (pageCd && PAGES[pageCd]) return json(PAGES[pageCd]);
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  });
}

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
});

describe('centre introduction pages', () => {
  it('greetings: the text as paragraphs of text, the picture with its alt, the signature', async () => {
    stubApi();
    await renderWithProviders(null, { routes, path: '/eduIntdcn/grts' });
    await expect.element(page.getByRole('heading', { level: 2, name: '환영합니다' })).toBeVisible();
    expect([...document.querySelectorAll('.intdcn-text p')].map((p) => p.textContent)).toEqual(['첫 문단', '<i>둘째</i> 문단']);
    await expect.element(page.getByRole('img', { name: '교육원 그림' })).toHaveAttribute('src', PAGES.GRTS!.imagePath!);
    await expect.element(page.getByText('진로교육원장')).toBeVisible();
  });

  it('how to get there: address, a phone link and the ways there', async () => {
    stubApi();
    await renderWithProviders(null, { routes, path: '/eduIntdcn/crrMap' });
    await expect.element(page.getByText('한빛시 꿈나래로 100')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '032-440-7700' })).toHaveAttribute('href', 'tel:0324407700');
    await expect.element(page.getByRole('heading', { level: 2, name: '교통편 안내' })).toBeVisible();
    await expect.element(page.getByText('지하철')).toBeVisible();
    expect(page.getByText('버스').elements()).toHaveLength(0);
  });

  it('floor guide: each floor links the halls whose floor matches it (spaces ignored)', async () => {
    stubApi();
    await renderWithProviders(null, { routes, path: '/eduIntdcn/flrInfo' });
    await expect
      .element(page.getByRole('list', { name: '2층 주제관' }).getByRole('link', { name: '미래기술관' }))
      .toHaveAttribute('href', '/eduIntdcn/bmnexhlIntdcnView/1');
    expect(
      page
        .getByRole('navigation', { name: '현재 경로' })
        .getByRole('listitem')
        .elements()
        .map((li) => li.textContent),
    ).toEqual(['홈', '층별 안내']);
    await expect.element(page.getByRole('heading', { level: 1, name: '층별 안내' })).toBeVisible();
    await expect.element(page.getByRole('list', { name: '지하 1층 주제관' }).getByRole('link', { name: '주차관' })).toBeVisible();
    expect(page.getByRole('link', { name: '옥상관' }).elements()).toHaveLength(0);
  });
});
