import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { ScrollPagingList } from '../../components/pagination';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LOADING = '목록을 불러오는 중입니다.';

function Feed({ count, hasNextPage, loadNextPage }: { count: number; hasNextPage: boolean; loadNextPage: () => unknown }) {
  const items = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <div data-testid="scroller" style={{ height: '300px', overflowY: 'auto' }}>
      <ScrollPagingList
        aria-label="활동 목록"
        items={items}
        getKey={(n) => n}
        renderItem={(n) => <div style={{ height: '40px' }}>{`항목 ${n}`}</div>}
        hasNextPage={hasNextPage}
        loadNextPage={loadNextPage}
      />
    </div>
  );
}

function scrollToBottom(scroller: HTMLElement) {
  scroller.scrollTop = scroller.scrollHeight;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useScrollPaging (spec §4: next page at the bottom after 1 s)', () => {
  it('does nothing until the bottom is reached, then shows loading and loads after about 1 s', async () => {
    let calledAt = 0;
    const loadNextPage = vi.fn(() => (calledAt = performance.now()));
    function Growing() {
      const [count, setCount] = useState(30);
      const load = () => {
        loadNextPage();
        setCount((c) => c + 30);
      };
      return <Feed count={count} hasNextPage loadNextPage={load} />;
    }
    const screen = await render(<Growing />);
    const scroller = screen.getByTestId('scroller').element() as HTMLElement;
    await wait(1300);
    expect(loadNextPage).not.toHaveBeenCalled();
    expect(screen.getByText(LOADING).query()).toBeNull();

    const reachedBottom = performance.now();
    scrollToBottom(scroller);
    await expect.element(screen.getByText(LOADING)).toBeVisible();
    // a busy machine only makes the wait longer: wait for the call, then check when it was made
    await expect.poll(() => loadNextPage.mock.calls.length, { timeout: 10_000 }).toBe(1);
    expect(calledAt - reachedBottom).toBeGreaterThanOrEqual(950);
    await expect.poll(() => screen.getByText(LOADING).query(), { timeout: 5_000 }).toBeNull();
    // the new items pushed the bottom away: no loading indicator comes back
    for (let i = 0; i < 12; i++) {
      await wait(100);
      expect(screen.getByText(LOADING).query()).toBeNull();
    }
    expect(loadNextPage).toHaveBeenCalledTimes(1);
  });

  it('loads once however often the bottom is hit while waiting or loading', async () => {
    let finishLoad = () => {};
    const loadNextPage = vi.fn(() => new Promise<void>((resolve) => (finishLoad = resolve)));
    const screen = await render(<Feed count={30} hasNextPage loadNextPage={loadNextPage} />);
    const scroller = screen.getByTestId('scroller').element() as HTMLElement;
    for (let i = 0; i < 4; i++) {
      scrollToBottom(scroller);
      await wait(150);
      scroller.scrollTop = 0;
      await wait(150);
    }
    scrollToBottom(scroller);
    await expect.poll(() => loadNextPage.mock.calls.length, { timeout: 10_000 }).toBe(1);
    // still loading: more scrolling at the bottom starts nothing
    scroller.scrollTop = 0;
    await wait(100);
    scrollToBottom(scroller);
    await wait(1500);
    expect(loadNextPage).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByText(LOADING)).toBeVisible();
    await screen.rerender(<Feed count={30} hasNextPage={false} loadNextPage={loadNextPage} />);
    finishLoad();
    await expect.poll(() => screen.getByText(LOADING).query()).toBeNull();
    expect(loadNextPage).toHaveBeenCalledTimes(1);
  });

  it('stops when there is no next page', async () => {
    const loadNextPage = vi.fn();
    const screen = await render(<Feed count={3} hasNextPage={false} loadNextPage={loadNextPage} />);
    await wait(1300);
    expect(loadNextPage).not.toHaveBeenCalled();
    expect(screen.getByText(LOADING).query()).toBeNull();
  });

  it('pages through useInfiniteQuery: one page per visit to the bottom', async () => {
    const fetched: number[] = [];
    function InfiniteFeed() {
      const query = useInfiniteQuery({
        queryKey: ['scroll-feed'],
        initialPageParam: 1,
        queryFn: async ({ pageParam }) => {
          fetched.push(pageParam);
          return { page: pageParam, items: Array.from({ length: 10 }, (_, i) => (pageParam - 1) * 10 + i + 1) };
        },
        getNextPageParam: (last) => (last.page < 3 ? last.page + 1 : undefined),
      });
      const items = query.data?.pages.flatMap((p) => p.items) ?? [];
      return <Feed count={items.length} hasNextPage={query.hasNextPage} loadNextPage={() => query.fetchNextPage()} />;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const screen = await render(
      <QueryClientProvider client={client}>
        <InfiniteFeed />
      </QueryClientProvider>,
    );
    await expect.element(screen.getByText('항목 10', { exact: true })).toBeInTheDocument();
    const scroller = screen.getByTestId('scroller').element() as HTMLElement;
    await wait(1300);
    expect(fetched).toEqual([1]);

    scrollToBottom(scroller);
    await expect.element(screen.getByText('항목 20', { exact: true }), { timeout: 10_000 }).toBeInTheDocument();
    // the new items pushed the bottom out of view: no further page on its own
    await wait(1300);
    expect(fetched).toEqual([1, 2]);

    scrollToBottom(scroller);
    await expect.element(screen.getByText('항목 30', { exact: true }), { timeout: 10_000 }).toBeInTheDocument();
    scrollToBottom(scroller);
    await wait(1300);
    expect(fetched).toEqual([1, 2, 3]);
    expect(screen.getByText(LOADING).query()).toBeNull();
  });

  it('goes on while a short page leaves the bottom in view', async () => {
    function Growing() {
      const [count, setCount] = useState(2);
      return <Feed count={count} hasNextPage={count < 6} loadNextPage={() => setCount((c) => c + 2)} />;
    }
    const screen = await render(<Growing />);
    await expect.element(screen.getByText('항목 4', { exact: true }), { timeout: 10_000 }).toBeInTheDocument();
    await expect.element(screen.getByText('항목 6', { exact: true }), { timeout: 10_000 }).toBeInTheDocument();
    await wait(1300);
    expect(screen.getByText('항목 8', { exact: true }).query()).toBeNull();
  });
});
