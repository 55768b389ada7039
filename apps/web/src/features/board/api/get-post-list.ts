import type { TPostListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { boardClient } from './board-client';
import { boardKeys } from './board-keys';
import { useViewer } from '../../../lib/login-user/use-viewer';

/** GET /icec/api/board/:boardId/post: a page of 10 posts, the pinned notices and the (maybe capped) count. */
export const getPostList = (boardId: string, query: TPostListQuery, signal?: AbortSignal) => boardClient.postList({ params: { boardId }, query }, { signal });

export const postListQuery = (viewer: string, boardId: string, query: TPostListQuery) =>
  queryOptions({ queryKey: boardKeys.list(viewer, boardId, query), queryFn: ({ signal }) => getPostList(boardId, query, signal) });

export function usePostList(boardId: string, query: TPostListQuery, enabled = true) {
  const viewer = useViewer();
  return useQuery({ ...postListQuery(viewer, boardId, query), placeholderData: keepPreviousData, enabled });
}

/** The same list page after page, for the gallery's scroll paging (spec §4). */
export function usePostScrollList(boardId: string, query: Omit<TPostListQuery, 'currentPage'>, enabled = true) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: boardKeys.scroll(viewer, boardId, query),
    queryFn: ({ pageParam, signal }) => getPostList(boardId, { ...query, currentPage: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.currentPage < pagination.countPage ? pagination.currentPage + 1 : undefined),
    enabled,
  });
}
