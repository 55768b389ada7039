import { beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { computePagination, PAGING_PROPERTY_KEY } from '@portal/contract';
import { Pagination } from '../../components/pagination';
import { sectionOf } from './section';
import { usePagingState } from './use-paging-state';
import { useResetPagingOnSectionChange } from './use-reset-paging-on-section-change';

const TOTAL = 235;
let renderedPages: number[] = [];

function RootLayout() {
  useResetPagingOnSectionChange();
  return <Outlet />;
}

function ListPage({ title, pagingKey }: { title: string; pagingKey?: string }) {
  const { paging, setCurrentPage, setPagination } = usePagingState(pagingKey);
  renderedPages.push(paging.currentPage);
  return (
    <main>
      <h1>{title}</h1>
      <p>{`${paging.currentPage}쪽`}</p>
      <button type="button" onClick={() => setPagination(computePagination(TOTAL, paging.currentPage))}>
        목록 받기
      </button>
      <Pagination pagination={computePagination(TOTAL, paging.currentPage)} onChange={setCurrentPage} />
    </main>
  );
}

function makeRouter(initial: string) {
  return createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/crrActv/list', element: <ListPage title="진로활동 목록" /> },
          { path: '/crrActv/view/:id', element: <h1>진로활동 상세</h1> },
          { path: '/myPage/list', element: <ListPage title="마이페이지 목록" /> },
          { path: '/admin/board/list', element: <ListPage title="게시판 관리" /> },
          { path: '/admin/board/view', element: <h1>게시판 상세</h1> },
          { path: '/admin/post/list', element: <ListPage title="게시물 관리" /> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
}

function stored(key = PAGING_PROPERTY_KEY) {
  const raw = sessionStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

beforeEach(() => {
  sessionStorage.clear();
  renderedPages = [];
});

describe('sectionOf', () => {
  it('is the first segment, or the second under /admin', () => {
    expect(sectionOf('/crrActv/fusion/school/list')).toBe('crrActv');
    expect(sectionOf('/myPage')).toBe('myPage');
    expect(sectionOf('/')).toBe('');
    expect(sectionOf('/admin/board/list')).toBe('admin/board');
    expect(sectionOf('/admin')).toBe('admin/');
  });
});

describe('usePagingState', () => {
  it("keeps the spec §3 fields in sessionStorage under 'pagingProperty'", async () => {
    const router = makeRouter('/crrActv/list');
    const screen = await render(<RouterProvider router={router} />);
    await screen.getByRole('button', { name: '목록 받기' }).click();
    await screen.getByRole('button', { name: '다음 페이지 목록' }).click();
    await expect.element(screen.getByText('11쪽')).toBeVisible();
    expect(stored()).toMatchObject({
      currentPage: 11,
      maxResults: 10,
      maxLinks: 10,
      startPage: 11,
      endPage: 20,
      countItem: TOTAL,
      countPage: 24,
      loading: false,
      previousLinkPage: 10,
      nextLinkPage: 21,
    });
  });

  it('keeps the page when coming back from a detail page of the same section', async () => {
    const router = makeRouter('/crrActv/list');
    const screen = await render(<RouterProvider router={router} />);
    await screen.getByRole('button', { name: '3 페이지' }).click();
    await expect.element(screen.getByText('3쪽')).toBeVisible();
    await router.navigate('/crrActv/view/7');
    await expect.element(screen.getByRole('heading', { name: '진로활동 상세' })).toBeVisible();
    await router.navigate(-1);
    await expect.element(screen.getByRole('heading', { name: '진로활동 목록' })).toBeVisible();
    await expect.element(screen.getByText('3쪽')).toBeVisible();
  });

  it('keeps the page across a reload (a new router over the same session)', async () => {
    const first = await render(<RouterProvider router={makeRouter('/crrActv/list')} />);
    await first.getByRole('button', { name: '4 페이지' }).click();
    await expect.element(first.getByText('4쪽')).toBeVisible();
    await first.unmount();
    const second = await render(<RouterProvider router={makeRouter('/crrActv/list')} />);
    await expect.element(second.getByText('4쪽')).toBeVisible();
  });

  it('keeps lists under different keys apart', async () => {
    function TwoLists() {
      return (
        <>
          <ListPage title="첫째" />
          <ListPage title="둘째" pagingKey="secondList" />
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/infoGd/crrBook', element: <TwoLists /> }], {
      initialEntries: ['/infoGd/crrBook'],
    });
    const screen = await render(<RouterProvider router={router} />);
    await screen.getByRole('button', { name: '5 페이지' }).nth(1).click();
    await expect.element(screen.getByText('5쪽')).toBeVisible();
    await expect.element(screen.getByText('1쪽')).toBeVisible();
    expect(stored('secondList')).toMatchObject({ currentPage: 5 });
    expect(stored()).toBeNull();
  });
});

describe('useResetPagingOnSectionChange', () => {
  it('starts another section at page 1 and forgets the old page', async () => {
    const router = makeRouter('/crrActv/list');
    const screen = await render(<RouterProvider router={router} />);
    await screen.getByRole('button', { name: '3 페이지' }).click();
    await expect.element(screen.getByText('3쪽')).toBeVisible();

    renderedPages = [];
    await router.navigate('/myPage/list');
    await expect.element(screen.getByRole('heading', { name: '마이페이지 목록' })).toBeVisible();
    await expect.element(screen.getByText('1쪽')).toBeVisible();
    // the new section never rendered the old section's page, not even for one frame
    expect(renderedPages).not.toContain(3);
    await expect.poll(() => stored()).toBeNull();

    await router.navigate('/crrActv/list');
    await expect.element(screen.getByRole('heading', { name: '진로활동 목록' })).toBeVisible();
    await expect.element(screen.getByText('1쪽')).toBeVisible();
  });

  it('under /admin, each admin page is its own section', async () => {
    const router = makeRouter('/admin/board/list');
    const screen = await render(<RouterProvider router={router} />);
    await screen.getByRole('button', { name: '2 페이지' }).click();
    await router.navigate('/admin/board/view');
    await router.navigate('/admin/board/list');
    await expect.element(screen.getByRole('heading', { name: '게시판 관리' })).toBeVisible();
    await expect.element(screen.getByText('2쪽')).toBeVisible();
    await router.navigate('/admin/post/list');
    await expect.element(screen.getByRole('heading', { name: '게시물 관리' })).toBeVisible();
    await expect.element(screen.getByText('1쪽')).toBeVisible();
    await router.navigate('/admin/board/list');
    await expect.element(screen.getByRole('heading', { name: '게시판 관리' })).toBeVisible();
    await expect.element(screen.getByText('1쪽')).toBeVisible();
  });
});
