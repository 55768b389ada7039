import { useQuery } from '@tanstack/react-query';
import { boardClient } from './board-client';
import { boardKeys } from './board-keys';
import { useViewer } from '../../../lib/login-user/use-viewer';

/**
 * GET /icec/api/board/:boardId/post/:postId: a post the caller may read. A secret post of someone
 * else is refused (403 with the server's message, 401 for a guest); an unknown one is 404 (the not-found page, without a dialog).
 */
export const getPost = (boardId: string, postId: number, signal?: AbortSignal) => boardClient.post({ params: { boardId, postId } }, { signal, record: true });

export function usePost(boardId: string, postId: number, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: boardKeys.detail(viewer, boardId, postId),
    queryFn: ({ signal }) => getPost(boardId, postId, signal),
    enabled: enabled && postId > 0,
    retry: false,
  });
}
