import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { MENU_FIXTURE } from '../../app/testing/menu-fixtures';
import { renderWithProviders } from '../../app/testing/render-with-providers';
import { buildMenuTree } from './menu-tree';
import { SideNav } from './side-nav';

const tree = buildMenuTree(MENU_FIXTURE);
const section = tree[0]!;
const nav = () => page.getByRole('navigation', { name: '진로검사 메뉴' });

describe('SideNav', () => {
  it("lists the section's level-2 menus and the level-3 ones of the current group, the page marked", async () => {
    await page.viewport(1280, 800);
    await renderWithProviders(<SideNav section={section} currentIds={['M1', 'M1-1', 'M1-1-2']} />);
    await expect.element(nav()).toBeVisible();
    await expect.element(nav().getByText('진로심리검사')).toBeVisible();
    await expect.element(nav().getByRole('link', { name: '검사 결과' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav().getByRole('link', { name: '검사하기' })).not.toHaveAttribute('aria-current');
    await expect.element(nav().getByRole('link', { name: '진로정보' })).toHaveAttribute('href', '/crrInsp/crrInfo');
    // the disclosure button is for phones only: hidden, it is out of the accessibility tree
    expect(nav().getByRole('button').query()).toBeNull();
  });

  it('shows a level-3 group folded while the page is elsewhere in the section', async () => {
    await page.viewport(1280, 800);
    await renderWithProviders(<SideNav section={section} currentIds={['M1', 'M1-2']} />);
    await expect.element(nav().getByRole('link', { name: '진로정보' })).toHaveAttribute('aria-current', 'page');
    expect(nav().getByRole('link', { name: '검사하기' }).query()).toBeNull();
  });

  it('folds under a disclosure button on a phone', async () => {
    await page.viewport(360, 740);
    await renderWithProviders(<SideNav section={section} currentIds={['M1', 'M1-2']} />);
    const toggle = nav().getByRole('button', { name: '진로검사 메뉴' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav().getByRole('link', { name: '진로정보' }).query()).toBeNull();
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(nav().getByRole('link', { name: '진로정보' })).toBeVisible();
  });
});
