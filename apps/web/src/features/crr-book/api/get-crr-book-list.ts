import type { TCrrBookPublicQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { crrBookClient } from './crr-book-client';
import { crrBookKeys } from './crr-book-keys';

/** GET /icec/api/crrBook/list: the books in use, by keyword and school type, 10 a page. */
export const useCrrBookList = (query: TCrrBookPublicQuery) =>
  useQuery({ queryKey: crrBookKeys.list(query), queryFn: ({ signal }) => crrBookClient.list({ query }, { signal }), placeholderData: keepPreviousData });
