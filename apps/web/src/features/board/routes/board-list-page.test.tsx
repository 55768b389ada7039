import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { featureRoutes } from '../../../app/feature-routes';
import { createRoutes } from '../../../app/router';
import { MENU_FIXTURE, SITE_INFO_FIXTURE } from '../../../app/testing/menu-fixtures';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { boardInfo, listPage, NOT_FOUND, searchOf, summary, testRoutes } from './board-test-fixtures';

let calls: TFetchCall[];
const listCalls = () => calls.filter((c) => c.url.startsWith('/icec/api/board/notice/post?') || c.url.startsWith('/icec/api/board/gallery/post?'));

const open = (path: string) => renderWithProviders(null, { routes: testRoutes, path });

beforeEach(() => {
  sessionStorage.clear();
  clearLoginUser();
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

const routes = createRoutes(featureRoutes);

describe('route table', () => {
  const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
  it('puts the board pages beside the sections’ own pages without shadowing them', () => {
    expect(leaf('/eduIntdcn/grts')).toBe('eduIntdcn/grts');
    expect(leaf('/eduIntdcn/bmnexhlIntdcnView/3')).toBe('eduIntdcn/bmnexhlIntdcnView/:bmnexhlId');
    expect(leaf('/infoGd/crrBook/7')).toBe('infoGd/crrBook/:crrBookId');
    expect(leaf('/eduIntdcn/board/notice')).toBe(':section/board/:boardId');
    expect(leaf('/eduIntdcn/board/notice/write')).toBe(':section/board/:boardId/write');
    expect(leaf('/eduIntdcn/board/notice/12')).toBe(':section/board/:boardId/:postId');
    expect(leaf('/cmnty/board/free/12/update')).toBe(':section/board/:boardId/:postId/update');
    expect(leaf('/eduIntdcn/board')).toBe('*');
  });

  it('serves a board inside the public layout: the menu’s crumbs and one h1; a write page gets the editor border', async () => {
    const menus = [
      ...MENU_FIXTURE,
      { ...MENU_FIXTURE[3]!, menuId: 'M3-1', upMenuId: 'M3', level: 2, menuNm: '공지사항', sortSeq: 9, menuUrl: '/eduIntdcn/board/notice' },
    ];
    ({ calls } = stubFetch((url) => {
      if (url === '/icec/api/board/notice') return json(boardInfo({ canWrite: true }));
      if (url.startsWith('/icec/api/board/notice/post?')) return json(listPage([summary(1)], 1));
      // the layout's own calls: the login check, the popups
      if (url === '/icec/api/login/isLogin') return json({ isLogin: 'Y' });
      if (url.startsWith('/icec/api/popup/list')) return json({ list: [] });
      return NOT_FOUND();
    }));
    setLoginUser({ userId: 'teacher1', userNm: '김교사', userTypeCd: 'T', isLogin: 'Y' });
    const { router } = await renderWithProviders(null, { routes, path: '/eduIntdcn/board/notice', menus, siteInfo: SITE_INFO_FIXTURE });
    await expect.element(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    expect(page.getByRole('heading', { level: 1 }).elements()).toHaveLength(1);
    const crumbs = page.getByRole('navigation', { name: '현재 경로' }).getByRole('listitem');
    expect(crumbs.elements().map((li) => li.textContent)).toEqual(['홈', '교육원 소개', '공지사항']);
    expect(document.querySelector('.page-content--editor')).toBeNull();
    await page.getByRole('link', { name: '글쓰기' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: '공지사항 글쓰기' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/eduIntdcn/board/notice/write');
    expect(document.querySelector('.page-content--editor')).not.toBeNull();
  });

  it('shows a board with its list at once: the loader has asked for both, once each, before the page renders', async () => {
    ({ calls } = stubFetch((url) => {
      if (url === '/icec/api/board/notice') return json(boardInfo());
      if (url.startsWith('/icec/api/board/notice/post?')) return json(listPage([summary(1, { postTtl: '첫 글' })], 1));
      return NOT_FOUND();
    }));
    // every loading line the page content ever showed
    const loadingLines: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (node instanceof Element) loadingLines.push(...[...node.querySelectorAll('.page-content [role="status"]')].map((el) => el.textContent ?? ''));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await renderWithProviders(null, { routes, path: '/eduIntdcn/board/notice', menus: MENU_FIXTURE, siteInfo: SITE_INFO_FIXTURE });
    await expect.element(page.getByRole('link', { name: '첫 글' })).toBeVisible();
    observer.disconnect();
    expect(loadingLines).toEqual([]);
    expect(calls.filter((c) => c.url === '/icec/api/board/notice')).toHaveLength(1);
    // the address the server preloads with the page (plugins/web-app.ts boardPreloads, its test): the same keys in the same order
    expect(listCalls().map((c) => c.url)).toEqual(['/icec/api/board/notice/post?currentPage=1&searchCnd=ALL']);
  });

  it('asks once for a board the API does not know: the page shows the answer its loader got', async () => {
    ({ calls } = stubFetch((url) => (url.startsWith('/icec/api/popup/list') ? json({ list: [] }) : NOT_FOUND())));
    await renderWithProviders(null, { routes, path: '/eduIntdcn/board/nosuch', menus: MENU_FIXTURE, siteInfo: SITE_INFO_FIXTURE });
    await expect.element(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
    expect(calls.filter((c) => c.url === '/icec/api/board/nosuch')).toHaveLength(1);
  });
});

describe('a board list (/:section/board/:boardId)', () => {
  beforeEach(() => {
    ({ calls } = stubFetch((url) => {
      if (url === '/icec/api/board/notice') return json(boardInfo({ ctgrys: ['행사', '모집'] }));
      if (url.startsWith('/icec/api/board/notice/post?')) {
        const query = searchOf(url);
        const currentPage = Number(query.currentPage);
        if (query.searchWrd) return json(listPage([summary(5, { postTtl: '캠프 모집 안내' })], 1000, 1, { countCappedYn: 'Y' }));
        const pinned = currentPage === 1 ? [summary(99, { postTtl: '[필독] 이용 수칙', noticeYn: 'Y', atchFileYn: 'Y' })] : [];
        const list = currentPage === 1 ? [summary(30, { cmntCnt: 2 }), summary(29, { secretYn: 'Y', wrtrNm: null, postTtl: '비밀 질문' })] : [summary(20)];
        return json(listPage(list, 25, currentPage, { pinned }));
      }
      return NOT_FOUND();
    }));
  });

  it('shows the board, its pinned notice first, numbered rows, marks and the total', async () => {
    await open('/eduIntdcn/board/notice');
    await expect.element(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await expect.element(page.getByText('교육원의 새 소식과 안내를 알려 드립니다.')).toBeVisible();
    await expect.element(page.getByText('전체 25건')).toBeVisible();
    const table = page.getByRole('table', { name: '공지사항 목록' });
    const rows = table.getByRole('row').elements().slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['[필독] 이용 수칙첨부파일 있음', '게시글 30[2]댓글 2개', '비밀글비밀 질문']);
    expect(rows[0]?.querySelector('td')?.textContent).toBe('공지');
    expect(rows[1]?.querySelector('td')?.textContent).toBe('25');
    await expect.element(table.getByRole('link', { name: '게시글 30' })).toHaveAttribute('href', '/eduIntdcn/board/notice/30');
    await expect.element(table.getByRole('columnheader', { name: '조회수' })).toBeVisible();
    // no write right: no write button
    expect(page.getByRole('link', { name: '글쓰기' }).query()).toBeNull();
  });

  it('tells why a secret post of someone else cannot be opened, without leaving the list', async () => {
    const { router } = await open('/eduIntdcn/board/notice');
    await page.getByRole('button', { name: '비밀 질문' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('비밀글은 작성자와 관리자만 볼 수 있습니다.');
    expect(router.state.location.pathname).toBe('/eduIntdcn/board/notice');
    expect(calls.some((c) => c.url.startsWith('/icec/api/board/notice/post/29'))).toBe(false);
  });

  it('pages by 10 with the page links, the keyboard going to the count', async () => {
    await open('/eduIntdcn/board/notice');
    await page.getByRole('button', { name: '3 페이지' }).click();
    await expect.element(page.getByRole('link', { name: '게시글 20' })).toBeVisible();
    expect(searchOf(listCalls().at(-1)?.url ?? '')).toEqual({ currentPage: '3', searchCnd: 'ALL' });
    await expect.element(page.getByText('전체 25건')).toHaveFocus();
    await expect.element(page.getByRole('button', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(page.getByText('[필독] 이용 수칙').query()).toBeNull();
  });

  it('searches by condition and word through the address, and says a capped total is a lower bound', async () => {
    const { router } = await open('/eduIntdcn/board/notice');
    await page.getByLabelText('검색 조건').selectOptions('TTL');
    await page.getByLabelText('검색어').fill('캠프');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(() => router.state.location.search).toBe(`?${new URLSearchParams({ searchCnd: 'TTL', searchWrd: '캠프' })}`);
    await expect.element(page.getByText('전체 1,000건 이상')).toBeVisible();
    expect(searchOf(listCalls().at(-1)?.url ?? '')).toEqual({ currentPage: '1', searchCnd: 'TTL', searchWrd: '캠프' });
    await expect.element(page.getByRole('link', { name: '캠프 모집 안내' })).toHaveAttribute('href', '/eduIntdcn/board/notice/5');
  });

  it('opens with the search of the address and filters by category', async () => {
    const { router } = await open('/eduIntdcn/board/notice?searchCnd=WRTR&searchWrd=%EA%B9%80');
    await expect.element(page.getByLabelText('검색어')).toHaveValue('김');
    expect(searchOf(listCalls()[0]?.url ?? '')).toEqual({ currentPage: '1', searchCnd: 'WRTR', searchWrd: '김' });
    const group = page.getByRole('group', { name: '분류' });
    await expect.element(group.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
    await group.getByRole('button', { name: '모집' }).click();
    await expect.element(group.getByRole('button', { name: '모집' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => searchOf(router.state.location.search).ctgryNm).toBe('모집');
    await expect.poll(() => searchOf(listCalls().at(-1)?.url ?? '').ctgryNm).toBe('모집');
  });

  it('offers 글쓰기 to a member with the write right', async () => {
    vi.unstubAllGlobals();
    stubFetch((url) => {
      if (url === '/icec/api/board/notice') return json(boardInfo({ canWrite: true }));
      if (url.startsWith('/icec/api/board/notice/post?')) return json(listPage([], 0));
      return NOT_FOUND();
    });
    setLoginUser({ userId: 'teacher1', userNm: '김교사', userTypeCd: 'T', isLogin: 'Y' });
    await open('/eduIntdcn/board/notice');
    await expect.element(page.getByText('등록된 글이 없습니다.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '글쓰기' })).toHaveAttribute('href', '/eduIntdcn/board/notice/write');
  });

  it('offers a guest 글쓰기 through the login on a board members write', async () => {
    vi.unstubAllGlobals();
    const info = boardInfo({ loginToWrite: true });
    stubFetch((url) => {
      if (url === '/icec/api/board/notice') return json(info);
      if (url.startsWith('/icec/api/board/notice/post?')) return json(listPage([], 0));
      return NOT_FOUND();
    });
    await open('/eduIntdcn/board/notice');
    await expect.element(page.getByRole('link', { name: '글쓰기' })).toHaveAttribute('href', '/login?redirectUrl=%2FeduIntdcn%2Fboard%2Fnotice%2Fwrite');
  });

  it('shows the not-found page for a board the API does not know, and for an address that is no board', async () => {
    const { screen } = await open('/eduIntdcn/board/nosuch');
    // a missing board is the page's to say (issue 14): no dialog comes first
    await expect.element(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
    expect(page.getByRole('alertdialog').query()).toBeNull();
    await screen.unmount();
    const before = calls.length;
    await open('/admin/board/notice');
    await expect.element(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
    expect(calls.length).toBe(before);
  });

  it('moves a board opened under another section to its own', async () => {
    const { router } = await open('/infoGd/board/notice?searchWrd=a');
    await expect.poll(() => router.state.location.pathname + router.state.location.search).toBe('/eduIntdcn/board/notice?searchWrd=a');
  });
});
