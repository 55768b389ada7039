import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { boardClient } from './board-client';
import { boardKeys } from './board-keys';
import { useViewer } from '../../../lib/login-user/use-viewer';

/** GET /icec/api/board/:boardId/post/:postId/cmnt: a page of 10 comments, oldest first. */
export const getCmntList = (boardId: string, postId: number, currentPage: number, signal?: AbortSignal) =>
  boardClient.cmntList({ params: { boardId, postId }, query: { currentPage } }, { signal });

export function useCmntList(boardId: string, postId: number, currentPage: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: boardKeys.cmntPage(viewer, boardId, postId, currentPage),
    queryFn: ({ signal }) => getCmntList(boardId, postId, currentPage, signal),
    placeholderData: keepPreviousData,
  });
}
