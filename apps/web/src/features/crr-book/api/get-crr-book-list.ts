import type { TCrrBookPublicListResponse, TCrrBookPublicQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { crrBookKeys } from './crr-book-keys';

/** GET /icec/api/crrBook/list: the books in use, by keyword and school type, 10 a page. */
export const getCrrBookList = (query: TCrrBookPublicQuery, signal?: AbortSignal) =>
  api.get<TCrrBookPublicListResponse>('/icec/api/crrBook/list', { params: query, signal });

export const useCrrBookList = (query: TCrrBookPublicQuery) =>
  useQuery({ queryKey: crrBookKeys.list(query), queryFn: ({ signal }) => getCrrBookList(query, signal), placeholderData: keepPreviousData });
