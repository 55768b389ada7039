import type { TPostDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardClient } from './board-client';
import { boardKeys } from './board-keys';
import { useViewer } from '../../../lib/login-user/use-viewer';

/** POST /icec/api/board/:boardId/post/:postId/like: likes or unlikes (one like per member and post). */
export const toggleLike = (boardId: string, postId: number) => boardClient.toggleLike({ params: { boardId, postId } });

export function useToggleLike(boardId: string, postId: number) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: () => toggleLike(boardId, postId),
    onSuccess: ({ likedYn, likeCnt }) =>
      queryClient.setQueryData<TPostDetail>(boardKeys.detail(viewer, boardId, postId), (post) => (post ? { ...post, likedYn, likeCnt } : post)),
  });
}
