import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { computePagination } from '@portal/contract';
import { Pagination } from './pagination';

const pageNames = (nav: HTMLElement) => Array.from(nav.querySelectorAll('.pagination-page')).map((button) => button.getAttribute('aria-label'));

describe('Pagination', () => {
  it('shows the first group of ten pages with the current page marked', async () => {
    const onChange = vi.fn();
    const screen = await render(<Pagination pagination={computePagination(235, 1)} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(pageNames(nav.element() as HTMLElement)).toEqual(Array.from({ length: 10 }, (_, i) => `${i + 1} 페이지`));
    await expect.element(screen.getByRole('button', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
    await expect.element(screen.getByRole('button', { name: '2 페이지' })).not.toHaveAttribute('aria-current');
    await expect.element(screen.getByRole('button', { name: '처음 페이지' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: '이전 페이지 목록' })).toBeDisabled();

    await screen.getByRole('button', { name: '3 페이지' }).click();
    await screen.getByRole('button', { name: '다음 페이지 목록' }).click();
    await screen.getByRole('button', { name: '마지막 페이지' }).click();
    await screen.getByRole('button', { name: '1 페이지' }).click();
    expect(onChange.mock.calls).toEqual([[3], [11], [24]]);
  });

  it('jumps between groups: 이전 to the end of the previous group, 다음 to the start of the next', async () => {
    const onChange = vi.fn();
    const screen = await render(<Pagination pagination={computePagination(235, 15)} onChange={onChange} />);
    expect(pageNames(screen.getByRole('navigation').element() as HTMLElement)).toEqual(Array.from({ length: 10 }, (_, i) => `${i + 11} 페이지`));
    await expect.element(screen.getByRole('button', { name: '15 페이지' })).toHaveAttribute('aria-current', 'page');
    await screen.getByRole('button', { name: '이전 페이지 목록' }).click();
    await screen.getByRole('button', { name: '다음 페이지 목록' }).click();
    await screen.getByRole('button', { name: '처음 페이지' }).click();
    expect(onChange.mock.calls).toEqual([[10], [21], [1]]);
  });

  it('ends the last group at the last page, with 다음 and 마지막 disabled there', async () => {
    const screen = await render(<Pagination pagination={computePagination(235, 24)} onChange={() => {}} />);
    expect(pageNames(screen.getByRole('navigation').element() as HTMLElement)).toEqual(['21 페이지', '22 페이지', '23 페이지', '24 페이지']);
    await expect.element(screen.getByRole('button', { name: '다음 페이지 목록' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: '마지막 페이지' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: '이전 페이지 목록' })).toBeEnabled();
  });

  it('moves through the groups as the page changes', async () => {
    function Stateful() {
      const [page, setPage] = useState(1);
      return <Pagination pagination={computePagination(195, page)} onChange={setPage} />;
    }
    const screen = await render(<Stateful />);
    await screen.getByRole('button', { name: '다음 페이지 목록' }).click();
    await expect.element(screen.getByRole('button', { name: '11 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '10 페이지' }).query()).toBeNull();
    await expect.element(screen.getByRole('button', { name: '다음 페이지 목록' })).toBeDisabled();
    await screen.getByRole('button', { name: '이전 페이지 목록' }).click();
    await expect.element(screen.getByRole('button', { name: '10 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '11 페이지' }).query()).toBeNull();
  });

  it('fits a 360 px wide screen without horizontal overflow', async () => {
    await page.viewport(360, 640);
    const screen = await render(<Pagination pagination={computePagination(235, 1)} onChange={() => {}} />);
    const nav = screen.getByRole('navigation').element() as HTMLElement;
    expect(nav.scrollWidth).toBeLessThanOrEqual(360);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await page.viewport(414, 896);
  });
});
