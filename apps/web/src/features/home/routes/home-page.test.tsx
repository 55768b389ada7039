import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { MENU_FIXTURE } from '../../../app/testing/menu-fixtures';
import { renderWithProviders } from '../../../app/testing/render-with-providers';
import { buildMenuTree } from '../../../components/layout/menu-tree';
import { HomePage } from './home-page';

const tree = buildMenuTree(MENU_FIXTURE);

describe('HomePage', () => {
  it('welcomes with the site name as the h1', async () => {
    await renderWithProviders(<HomePage siteName="진로교육포털" tree={tree} loading={false} />, { path: '/main' });
    await expect.element(page.getByRole('heading', { level: 1, name: '진로교육포털' })).toBeVisible();
  });

  it('builds one quick-link card per level-1 menu with its level-2 menus, in menu order', async () => {
    await renderWithProviders(<HomePage siteName="진로교육포털" tree={tree} loading={false} />, { path: '/main' });
    const cards = page.getByRole('heading', { level: 3 }).elements().map((h) => h.textContent);
    expect(cards).toEqual(['진로검사', '진로활동', '교육원 소개']);
    const activity = page.getByRole('region', { name: '진로활동' });
    expect(activity.getByRole('listitem').elements().map((li) => li.textContent)).toEqual([
      '나의 활동',
      '진로교육 사이트(새 창 열림)',
      '준비 중인 메뉴',
    ]);
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
});
