import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postMngClient } from './board-client';
import { postMngKeys } from './post-mng-keys';

/** GET /api/postMng/:postId/cmnt: one page of a post's comments. */
export const getPostCmnts = (postId: number, currentPage: number, signal?: AbortSignal) =>
  postMngClient.cmntList({ params: { postId }, query: { currentPage } }, { signal });

export const usePostCmnts = (postId: number, currentPage: number) =>
  useQuery({
    queryKey: postMngKeys.cmnts(postId, currentPage),
    queryFn: ({ signal }) => getPostCmnts(postId, currentPage, signal),
    placeholderData: keepPreviousData,
  });
