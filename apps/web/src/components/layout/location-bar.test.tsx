import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { MENU_FIXTURE } from '../../app/testing/menu-fixtures';
import { renderWithProviders } from '../../app/testing/render-with-providers';
import { LocationBar } from './location-bar';
import { buildMenuTree } from './menu-tree';
import { pageTrail } from './page-trail';

const tree = buildMenuTree(MENU_FIXTURE);
const crumbs = () =>
  page
    .getByRole('navigation', { name: '현재 경로' })
    .getByRole('listitem')
    .elements()
    .map((li) => li.textContent);

describe('LocationBar', () => {
  it('shows home > level 1 > level 2 > level 3 of the current menu, and its name as the h1', async () => {
    await renderWithProviders(<LocationBar trail={pageTrail({ tree, pathname: '/crrInsp/crrInspRslt' })} showHeading />);
    expect(crumbs()).toEqual(['홈', '진로검사', '진로심리검사', '검사 결과']);
    await expect.element(page.getByRole('link', { name: '홈' })).toHaveAttribute('href', '/main');
    await expect.element(page.getByText('검사 결과', { exact: true }).first()).toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('검사 결과');
  });

  it('follows the longest menu prefix of a detail page and links the crumbs that have a page', async () => {
    await renderWithProviders(<LocationBar trail={pageTrail({ tree, pathname: '/crrInsp/crrInfo/detail/J01' })} showHeading />);
    expect(crumbs()).toEqual(['홈', '진로검사', '진로정보']);
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('진로정보');
  });

  it('ends with the record the page shows, under the menu its route names', async () => {
    await renderWithProviders(
      <LocationBar
        trail={pageTrail({ tree, pathname: '/eduIntdcn/bmnexhlIntdcnView/3', menuUrl: '/eduIntdcn/grts', recordName: '진로 탐색관' })}
        showHeading
      />,
    );
    expect(crumbs()).toEqual(['홈', '교육원 소개', '진로 탐색관']);
    await expect.element(page.getByRole('link', { name: '교육원 소개' })).toHaveAttribute('href', '/eduIntdcn/grts');
    await expect.element(page.getByText('진로 탐색관', { exact: true }).first()).toHaveAttribute('aria-current', 'page');
  });

  it('leaves the h1 to a page that has its own, and uses the fallback crumb off the menu', async () => {
    await renderWithProviders(<LocationBar trail={pageTrail({ tree, pathname: '/SvcUseStplat', crumb: '이용약관' })} showHeading={false} />);
    expect(crumbs()).toEqual(['홈', '이용약관']);
    await expect.element(page.getByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
