import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MENU_FIXTURE } from '../../app/testing/menu-fixtures';
import { closeAllDialogs, renderWithProviders } from '../../app/testing/render-with-providers';
import { getLoginUser, setLoginUser, type TStoredLoginUser } from '../../lib/auth-storage';
import { useLoginTimer } from '../../lib/session-timer';
import { getDialogs } from '../modal/modal-store';
import { Header } from './header';
import { buildMenuTree } from './menu-tree';

const tree = buildMenuTree(MENU_FIXTURE);
const renderHeader = () => renderWithProviders(<Header siteName="진로교육포털" tree={tree} />, { path: '/main' });
const mainNav = () => page.getByRole('navigation', { name: '주 메뉴' });

afterEach(closeAllDialogs);

const student = {
  userId: 'student1',
  userNm: '김학생',
  userTypeCd: 'S',
  isLogin: 'Y',
  sessionTimeoutSec: 1800,
  sessionExpiresAt: '2026-03-02T01:30:00.000Z',
} as TStoredLoginUser;

/** The header as the public layout mounts it for a member: with the user realm's login timer. */
function MemberHeader() {
  useLoginTimer({ realm: 'USER' });
  return <Header siteName="진로교육포털" tree={tree} loginUser={student} />;
}

describe('Header for a logged-in member', () => {
  beforeEach(() => {
    localStorage.clear();
    setLoginUser(student);
  });
  afterEach(() => localStorage.clear());

  it('shows the name, the login time left with 연장, my page and logout instead of login and join', async () => {
    await page.viewport(1280, 800);
    await renderWithProviders(<MemberHeader />, { path: '/main' });
    const utility = page.getByRole('navigation', { name: '사용자 메뉴' });
    await expect.element(utility.getByText('김학생님')).toBeVisible();
    await expect.element(utility.getByRole('timer')).toHaveTextContent('남은 시간 30:00');
    await expect.element(utility.getByRole('button', { name: '로그인 시간 연장' })).toHaveTextContent('연장');
    await expect.element(utility.getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/myPage/myInfo');
    await expect.element(utility.getByRole('link', { name: '로그인' })).not.toBeInTheDocument();
    await expect.element(utility.getByRole('link', { name: '회원가입' })).not.toBeInTheDocument();
  });

  it('logs out by a plain link to the logout, forgetting the saved user first', async () => {
    await renderWithProviders(<MemberHeader />, { path: '/main' });
    const logout = page.getByRole('link', { name: '로그아웃' });
    await expect.element(logout).toHaveAttribute('href', '/icec/api/login/logout-proc');
    // the test page must stay: stop the browser from following the link once React has seen the click
    const stay = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stay);
    await logout.click();
    document.removeEventListener('click', stay);
    expect(getLoginUser()).toBeNull();
  });

  it('fits a 360 px wide screen', async () => {
    await page.viewport(360, 740);
    await renderWithProviders(<MemberHeader />, { path: '/main' });
    await expect.element(page.getByText('김학생님')).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });
});

describe('Header on a desktop screen', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  it('links the site name to /main and offers login and join', async () => {
    await renderHeader();
    await expect.element(page.getByRole('link', { name: '진로교육포털 홈으로 이동' })).toHaveAttribute('href', '/main');
    await expect.element(page.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    await expect.element(page.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/mbrJoin');
  });

  it('shows level 1 in sortSeq order; a level-1 button opens levels 2 and 3 in order', async () => {
    await renderHeader();
    const topLevel = [...mainNav().element().querySelectorAll(':scope > ul > li > .gnb__trigger')].map((el) => el.textContent);
    expect(topLevel).toEqual(['진로검사', '진로활동', '교육원 소개']);

    const trigger = mainNav().getByRole('button', { name: '진로검사' });
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.element().getAttribute('aria-controls') ?? '');
    const items = [...(panel?.querySelectorAll('.gnb__group-title, .gnb__link') ?? [])].map((el) => el.textContent);
    expect(items).toEqual(['진로심리검사', '검사하기', '검사 결과', '진로정보']);
    await expect.element(mainNav().getByRole('link', { name: '검사하기' })).toBeVisible();
  });

  it('closes the open panel with Escape and puts focus back on its button', async () => {
    await renderHeader();
    const trigger = mainNav().getByRole('button', { name: '진로검사' });
    await trigger.click();
    await userEvent.tab();
    await expect.element(mainNav().getByRole('link', { name: '검사하기' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect.element(trigger).toHaveFocus();
    // a closed panel is hidden, so its links leave the accessibility tree
    await expect.element(mainNav().getByRole('link', { name: '검사하기' })).not.toBeInTheDocument();
  });

  it('navigates with a menu link and closes the panel', async () => {
    const { router } = await renderHeader();
    await mainNav().getByRole('button', { name: '진로검사' }).click();
    await mainNav().getByRole('link', { name: '검사 결과' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/crrInsp/crrInspRslt');
    await expect.element(mainNav().getByRole('button', { name: '진로검사' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not run a menu with acsAuthrt N: it shows the spec §6 alert and stays on the page', async () => {
    const { router } = await renderHeader();
    await mainNav().getByRole('button', { name: '진로활동' }).click();
    await mainNav().getByRole('button', { name: '나의 활동' }).click();
    await expect.element(page.getByRole('alertdialog', { name: '알림' })).toHaveAccessibleDescription('현재 사용자는 실행할 수 없는 메뉴입니다.');
    expect(router.state.location.pathname).toBe('/main');
    await page.getByRole('button', { name: '확인' }).click();
    await expect.element(mainNav().getByRole('button', { name: '나의 활동' })).toHaveFocus();
  });

  it('marks the section of the current page, and the page in its panel', async () => {
    await renderWithProviders(<Header siteName="진로교육포털" tree={tree} currentIds={['M1', 'M1-1', 'M1-1-2']} />, { path: '/crrInsp/crrInspRslt' });
    const trigger = mainNav().getByRole('button', { name: '진로검사' });
    await expect.element(trigger).toHaveAttribute('aria-current', 'true');
    await expect.element(mainNav().getByRole('button', { name: '진로활동' })).not.toHaveAttribute('aria-current');
    await trigger.click();
    await expect.element(mainNav().getByRole('link', { name: '검사 결과' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers a guest the login for a login-only menu, and comes back to it after the login', async () => {
    const loginOnly = buildMenuTree(MENU_FIXTURE.map((m) => (m.menuId === 'M1-2' ? { ...m, lgnNeedYn: 'Y' as const } : m)));
    const { router } = await renderWithProviders(<Header siteName="진로교육포털" tree={loginOnly} />, { path: '/main' });
    await mainNav().getByRole('button', { name: '진로검사' }).click();
    await mainNav().getByRole('link', { name: '진로정보' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.element(confirm).toHaveAccessibleDescription('로그인이 필요한 메뉴입니다. 로그인하시겠습니까?');
    expect(router.state.location.pathname).toBe('/main');
    await confirm.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => router.state.location.pathname + router.state.location.search).toBe('/login?redirectUrl=%2FcrrInsp%2FcrrInfo');
  });

  it('says a menu without a usable URL cannot be run', async () => {
    await renderHeader();
    await mainNav().getByRole('button', { name: '진로활동' }).click();
    await mainNav().getByRole('button', { name: '준비 중인 메뉴' }).click();
    await expect.poll(() => getDialogs().map((d) => d.message)).toEqual(['실행할 수 없는 메뉴입니다. 확인해 주세요.']);
  });

  it('opens trgtTypeCd B in a new window without an opener, and says so', async () => {
    await renderHeader();
    await mainNav().getByRole('button', { name: '진로활동' }).click();
    const link = mainNav().getByRole('link', { name: '진로교육 사이트 (새 창 열림)' });
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(link).toHaveAttribute('href', 'https://www.career.go.kr');
    const sameWindow = mainNav().getByRole('link', { name: '교육원 소개' });
    await expect.element(sameWindow).not.toHaveAttribute('target');
  });
});

describe('Header on a narrow screen', () => {
  beforeEach(async () => {
    await page.viewport(360, 740);
  });

  it('hides the dropdown GNB behind a menu button that opens a full-height drawer', async () => {
    await renderHeader();
    await expect.element(mainNav()).not.toBeInTheDocument();
    const menuButton = page.getByRole('button', { name: '전체 메뉴' });
    await expect.element(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect.element(drawer).toBeVisible();
    expect(drawer.element().getBoundingClientRect().height).toBe(window.innerHeight);
  });

  it('walks the accordion by keyboard; Escape closes the drawer and focus returns to the menu button', async () => {
    await renderHeader();
    const menuButton = page.getByRole('button', { name: '전체 메뉴' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    const first = drawer.getByRole('button', { name: '진로검사' });
    await expect.element(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    const group = drawer.getByRole('button', { name: '진로심리검사' });
    await expect.element(group).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(drawer.getByRole('link', { name: '검사 결과' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(drawer).not.toBeInTheDocument();
    await expect.element(menuButton).toHaveFocus();
  });

  it('closes the drawer when a menu link navigates', async () => {
    const { router } = await renderHeader();
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    await page.getByRole('link', { name: '교육원 소개' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/eduIntdcn/grts');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
