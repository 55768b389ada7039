import { computePagination } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithProviders } from '../../app/testing/render-with-providers';
import { Card, CardList, CardSearchBar, useListSearch } from '.';

type TItem = { id: number; name: string };
const texts = { countText: (count: number) => `전체 ${count}건`, emptyText: '없습니다.', errorText: '못 읽었습니다.' };
const listOf = (list: TItem[], total = list.length) => ({ data: { list, pagination: computePagination(total, 1) }, isPending: false, isError: false });

function TestList({
  result,
  onPageChange = () => undefined,
}: {
  result: Parameters<typeof CardList<TItem>>[0]['result'];
  onPageChange?: (page: number) => void;
}) {
  return <CardList result={result} {...texts} itemKey={(item) => item.id} renderItem={(item) => <Card title={item.name} />} onPageChange={onPageChange} />;
}

const SEARCH = ['kindCd', 'searchWrd'] as const;
function TestSearch() {
  const { search, setSearch, currentPage, setCurrentPage } = useListSearch('cardListTest', SEARCH);
  return (
    <>
      <CardSearchBar
        value={search}
        onSearch={setSearch}
        select={{ name: 'kindCd', label: '종류', options: [{ value: 'A', label: '가' }], allLabel: '전체' }}
        keyword={{ name: 'searchWrd', label: '검색어', maxLength: 20 }}
        submitLabel="검색"
      />
      <button type="button" onClick={() => setCurrentPage(3)}>{`page ${currentPage}`}</button>
    </>
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('CardList', () => {
  it('moves the keyboard to the count when another page is chosen, so the new page is announced', async () => {
    const onPageChange = vi.fn();
    await renderWithProviders(<TestList result={listOf([{ id: 1, name: '하나' }], 25)} onPageChange={onPageChange} />);
    await expect.element(page.getByRole('heading', { level: 2, name: '하나' })).toBeVisible();
    await page.getByRole('button', { name: '2 페이지' }).click();
    expect(onPageChange).toHaveBeenCalledWith(2);
    await expect.element(page.getByText('전체 25건')).toHaveFocus();
  });

  it('says why there are no cards: none found, or the list could not be read', async () => {
    const { screen } = await renderWithProviders(<TestList result={listOf([])} />);
    await expect.element(page.getByText('없습니다.')).toBeVisible();
    expect(page.getByRole('article').elements()).toHaveLength(0);
    await screen.unmount();
    await renderWithProviders(<TestList result={{ isPending: false, isError: true }} />);
    await expect.element(page.getByText('못 읽었습니다.')).toBeVisible();
  });
});

describe('Card', () => {
  it('leaves out meta rows without a value and opens its link in an announced new window without an opener', async () => {
    await renderWithProviders(
      <Card
        title="기관"
        meta={[
          { label: '주소', value: '서울' },
          { label: '전화', value: null },
        ]}
        link={{ href: 'https://example.org', label: '기관 홈페이지' }}
      />,
    );
    await expect.element(page.getByRole('term')).toHaveTextContent('주소');
    expect(page.getByRole('term').elements()).toHaveLength(1);
    const link = page.getByRole('link', { name: '기관 홈페이지 (새 창 열림)' });
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('CardSearchBar with useListSearch', () => {
  it('keeps only the filled values in the address, in the page order, and starts again from page 1', async () => {
    const { router } = await renderWithProviders(null, { routes: [{ path: '/list', Component: TestSearch }], path: '/list?searchWrd=old' });
    await expect.element(page.getByLabelText('검색어')).toHaveValue('old');
    await page.getByRole('button', { name: 'page 1' }).click();
    await expect.element(page.getByRole('button', { name: 'page 3' })).toBeVisible();
    await page.getByLabelText('검색어').fill('  새 말  ');
    await page.getByLabelText('종류').selectOptions('A');
    await page.getByRole('button', { name: '검색' }).click();
    await expect.poll(() => router.state.location.search).toBe(`?${new URLSearchParams({ kindCd: 'A', searchWrd: '새 말' }).toString()}`);
    await expect.element(page.getByRole('button', { name: 'page 1' })).toBeVisible();

    await page.getByLabelText('종류').selectOptions('');
    await page.getByLabelText('검색어').fill('');
    await page.getByRole('button', { name: '검색' }).click();
    await expect.poll(() => router.state.location.search).toBe('');
  });
});
