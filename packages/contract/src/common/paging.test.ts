import { expect, test } from 'vitest';
import { computePagination } from './paging.js';
import { ZPageQuery } from './paging.schema.js';

test('spec §9: 10 per page and groups of 10 page links', () => {
  expect(computePagination(235, 1)).toMatchObject({ countPage: 24, startPage: 1, endPage: 10, previousLinkPage: 0, nextLinkPage: 11 });
  expect(computePagination(235, 15)).toMatchObject({ startPage: 11, endPage: 20, previousLinkPage: 10, nextLinkPage: 21 });
  expect(computePagination(235, 24)).toMatchObject({ startPage: 21, endPage: 24, previousLinkPage: 20, nextLinkPage: 0 });
});

test('an empty list still has one page; out-of-range pages are clamped', () => {
  expect(computePagination(0, 1)).toMatchObject({ countPage: 1, startPage: 1, endPage: 1, currentPage: 1 });
  expect(computePagination(30, 99).currentPage).toBe(3);
  expect(computePagination(30, -4).currentPage).toBe(1);
});

test('the page query rejects nonsense instead of trusting it', () => {
  expect(ZPageQuery.parse({})).toEqual({ currentPage: 1, maxResults: 10 });
  expect(ZPageQuery.safeParse({ currentPage: '1e9' }).success).toBe(false);
  expect(ZPageQuery.safeParse({ maxResults: 1000 }).success).toBe(false);
});
