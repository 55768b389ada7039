import type { TAdminPostListQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postMngClient } from './board-client';
import { postMngKeys } from './post-mng-keys';

/** GET /api/postMng/list: every board's posts, hidden and secret ones too, with a capped count. */
export const getPostMngList = (query: Partial<TAdminPostListQuery>, signal?: AbortSignal) => postMngClient.list({ query }, { signal });

export const usePostMngList = (query: Partial<TAdminPostListQuery>) =>
  useQuery({ queryKey: postMngKeys.list(query), queryFn: ({ signal }) => getPostMngList(query, signal), placeholderData: keepPreviousData });
