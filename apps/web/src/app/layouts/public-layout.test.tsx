import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { clearLoginUser, setLoginUser } from '../../lib/auth-storage';
import { MENU_FIXTURE, SITE_INFO_FIXTURE } from '../testing/menu-fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { PublicLayout } from './public-layout';

const routes: RouteObject[] = [
  {
    Component: PublicLayout,
    children: [
      { path: 'main', element: <h1>메인</h1>, handle: { ownHeading: true, fullBleed: true } },
      { path: '*', element: <p>본문 내용</p> },
    ],
  },
];

const renderAt = (path: string) => renderWithProviders(null, { routes, path, menus: MENU_FIXTURE, siteInfo: SITE_INFO_FIXTURE });

/** /crrActv pages ask for a login (spec §6 route guard). */
const asStudent = () => setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', isLogin: 'Y' });

afterEach(clearLoginUser);

describe('PublicLayout', () => {
  it('makes 본문 바로가기 the first focusable element, moving focus to the main content', async () => {
    await page.viewport(1280, 800);
    await renderAt('/crrInsp/crrInsp');
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const skip = page.getByRole('link', { name: '본문 바로가기' });
    await expect.element(skip).toHaveFocus();
    await expect.element(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('main')).toHaveFocus();
  });

  it('shows the location bar and the menu name as h1 on a menu page', async () => {
    await renderAt('/crrInsp/crrInsp');
    await expect.element(page.getByRole('heading', { level: 1, name: '검사하기' })).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: '현재 경로' })).toBeVisible();
  });

  it('titles the page "page | section | site", marks its section and lists the section beside it', async () => {
    await page.viewport(1280, 800);
    await renderAt('/crrInsp/crrInspRslt');
    await expect.poll(() => document.title).toBe(`검사 결과 | 진로심리검사 | 진로검사 | ${SITE_INFO_FIXTURE.siteNm}`);
    await expect.element(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: '진로검사' })).toHaveAttribute('aria-current', 'true');
    const side = page.getByRole('navigation', { name: '진로검사 메뉴' });
    await expect.element(side.getByRole('link', { name: '검사 결과' })).toHaveAttribute('aria-current', 'page');
  });

  it('titles the site alone on /main, with no side menu', async () => {
    await renderAt('/main');
    await expect.poll(() => document.title).toBe(SITE_INFO_FIXTURE.siteNm);
    expect(
      page
        .getByRole('navigation', { name: /메뉴$/ })
        .elements()
        .map((nav) => nav.getAttribute('aria-label')),
    ).toEqual(['사용자 메뉴', '주 메뉴']);
  });

  it('has no location bar on /main', async () => {
    await renderAt('/main');
    await expect.element(page.getByRole('heading', { level: 1, name: '메인' })).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: '현재 경로' })).not.toBeInTheDocument();
  });

  it('puts the light grey editor border around the content of a write page only (spec §2)', async () => {
    asStudent();
    await renderAt('/crrActv/write');
    const content = page.getByText('본문 내용').element().parentElement as HTMLElement;
    expect(getComputedStyle(content).borderTopStyle).toBe('solid');
    expect(getComputedStyle(content).borderTopColor).toBe('rgb(214, 214, 214)');
  });

  it('puts no border around the content of other pages', async () => {
    asStudent();
    await renderAt('/crrActv/view/1');
    const plain = page.getByText('본문 내용').element().parentElement as HTMLElement;
    expect(getComputedStyle(plain).borderTopStyle).toBe('none');
  });

  it('has the footer policy links, the privacy policy emphasised, and institution links in new windows', async () => {
    await renderAt('/main');
    const policy = page.getByRole('navigation', { name: '누리집 정책' });
    const privacy = policy.getByRole('link', { name: '개인정보처리방침' });
    await expect.element(privacy).toHaveAttribute('href', '/IndvdlInfoProcessPolcy');
    expect(Number(getComputedStyle(privacy.element()).fontWeight)).toBeGreaterThanOrEqual(700);
    await expect.element(policy.getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/SvcUseStplat');
    await expect.element(policy.getByRole('link', { name: '이메일무단수집거부' })).toHaveAttribute('href', '/EmailGrupColctReject');
    const edu = page.getByRole('region', { name: '교육기관 누리집' }).getByRole('link', { name: '시험교육청 (새 창 열림)' });
    await expect.element(edu).toHaveAttribute('target', '_blank');
    await expect.element(page.getByRole('region', { name: '진로기관 누리집' }).getByRole('link')).toHaveAttribute('href', 'https://www.career.go.kr');
    await expect.element(page.getByRole('link', { name: '02-123-4567' })).toHaveAttribute('href', 'tel:021234567');
    await expect.element(page.getByText(SITE_INFO_FIXTURE.copyright)).toBeVisible();
  });

  it('fits a 360 px wide screen without horizontal scrolling', async () => {
    await page.viewport(360, 740);
    await renderAt('/crrInsp/crrInspRslt');
    await expect.element(page.getByRole('heading', { level: 1, name: '검사 결과' })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await page.viewport(1280, 800);
  });
});
