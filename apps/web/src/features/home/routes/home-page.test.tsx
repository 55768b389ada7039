import type { TBannerView } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { MENU_FIXTURE } from '../../../app/testing/menu-fixtures';
import { renderWithProviders } from '../../../app/testing/render-with-providers';
import { buildMenuTree } from '../../../components/layout/menu-tree';
import { HomePage } from './home-page';

const tree = buildMenuTree(MENU_FIXTURE);

let banners: TBannerView[] = [];
let calls: TFetchCall[] = [];
beforeEach(() => {
  banners = [];
  ({ calls } = stubFetch((url) => (url.startsWith('/icec/api/banner/list?bannerSeCd=MAIN') ? json({ list: banners }) : json({}, 404))));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('welcomes with the site name as the h1', async () => {
    await renderWithProviders(<HomePage siteName="진로교육포털" tree={tree} loading={false} />, { path: '/main' });
    await expect.element(page.getByRole('heading', { level: 1, name: '진로교육포털' })).toBeVisible();
  });

  it('builds one quick-link card per level-1 menu with its level-2 menus, in menu order', async () => {
    await renderWithProviders(<HomePage siteName="진로교육포털" tree={tree} loading={false} />, { path: '/main' });
    const cards = page
      .getByRole('heading', { level: 3 })
      .elements()
      .map((h) => h.textContent);
    expect(cards).toEqual(['진로검사', '진로활동', '교육원 소개']);
    const activity = page.getByRole('region', { name: '진로활동' });
    expect(
      activity
        .getByRole('listitem')
        .elements()
        .map((li) => li.textContent),
    ).toEqual(['나의 활동', '진로교육 사이트(새 창 열림)', '준비 중인 메뉴']);
    await expect.element(page.getByRole('link', { name: '검사하기' })).toHaveAttribute('href', '/crrInsp/crrInsp');
  });

  it('applies the menu rules to its links (no access: an alert, not a page)', async () => {
    const { router } = await renderWithProviders(<HomePage siteName="진로교육포털" tree={tree} loading={false} />, { path: '/main' });
    await page.getByRole('button', { name: '나의 활동' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('현재 사용자는 실행할 수 없는 메뉴입니다.');
    expect(router.state.location.pathname).toBe('/main');
    await page.getByRole('button', { name: '확인' }).click();
  });

  it('says so while the menus load', async () => {
    await renderWithProviders(<HomePage siteName="진로교육포털" tree={[]} loading />, { path: '/main' });
    await expect.element(page.getByRole('status')).toHaveTextContent('불러오는 중입니다.');
  });

  it('tells when no menu is there', async () => {
    await renderWithProviders(<HomePage siteName="진로교육포털" tree={[]} loading={false} />, { path: '/main' });
    await expect.element(page.getByText('준비된 메뉴가 없습니다.')).toBeVisible();
  });

  it('shows the main banners in order, named by their alternative text, linked only to http(s) and pages of the site', async () => {
    banners = [
      {
        bannerId: 1,
        bannerNm: '커리어넷',
        imagePath: '/api/common/displayImage?imagePath=banner%2F11111111-1111-4111-8111-111111111111%2F1',
        altText: '커리어넷 바로가기',
        linkUrl: 'https://www.career.go.kr',
        trgtTypeCd: 'B',
      },
      {
        bannerId: 2,
        bannerNm: '체험',
        imagePath: '/api/common/displayImage?imagePath=banner%2F11111111-1111-4111-8111-111111111112%2F1',
        altText: '주제관 소개',
        linkUrl: '/eduIntdcn/mnexhlIntdcn',
        trgtTypeCd: null,
      },
      {
        bannerId: 3,
        bannerNm: '위험',
        imagePath: '/api/common/displayImage?imagePath=banner%2F11111111-1111-4111-8111-111111111113%2F1',
        altText: '위험한 링크',
        linkUrl: 'javascript:alert(1)',
        trgtTypeCd: null,
      },
      {
        bannerId: 4,
        bannerNm: '다른 누리집',
        imagePath: '/api/common/displayImage?imagePath=banner%2F11111111-1111-4111-8111-111111111114%2F1',
        altText: '주소가 //로 시작하는 배너',
        linkUrl: '//evil.example/x',
        trgtTypeCd: null,
      },
    ];
    await renderWithProviders(<HomePage siteName="진로교육포털" tree={tree} loading={false} />, { path: '/main' });
    const strip = page.getByRole('region', { name: '배너 모음' });
    await expect.element(strip).toBeVisible();
    expect(
      strip
        .getByRole('img')
        .elements()
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['커리어넷 바로가기', '주제관 소개', '위험한 링크', '주소가 //로 시작하는 배너']);
    const link = strip.getByRole('link', { name: /^커리어넷 바로가기\s?\(새 창 열림\)$/ });
    await expect.element(link).toHaveAttribute('href', 'https://www.career.go.kr');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(strip.getByRole('link', { name: '주제관 소개', exact: true })).toHaveAttribute('href', '/eduIntdcn/mnexhlIntdcn');
    expect(strip.getByRole('link').elements()).toHaveLength(2);
  });

  it('has no banner section when no banner is showing', async () => {
    await renderWithProviders(<HomePage siteName="진로교육포털" tree={tree} loading={false} />, { path: '/main' });
    await expect.poll(() => calls.map((c) => c.url)).toEqual(['/icec/api/banner/list?bannerSeCd=MAIN']);
    await expect.element(page.getByRole('heading', { level: 1, name: '진로교육포털' })).toBeVisible();
    expect(page.getByRole('region', { name: '배너 모음' }).elements()).toHaveLength(0);
  });
});
