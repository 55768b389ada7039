import type { TLikeResponse, TPostDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { boardKeys, postApiPath } from './board-keys';
import { useViewer } from '../../../lib/login-user/use-viewer';

/** POST /icec/api/board/:boardId/post/:postId/like: likes or unlikes (one like per member and post). */
export const toggleLike = (boardId: string, postId: number) => api.post<TLikeResponse>(`${postApiPath(boardId, postId)}/like`);

export function useToggleLike(boardId: string, postId: number) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: () => toggleLike(boardId, postId),
    onSuccess: ({ likedYn, likeCnt }) =>
      queryClient.setQueryData<TPostDetail>(boardKeys.detail(viewer, boardId, postId), (post) => (post ? { ...post, likedYn, likeCnt } : post)),
  });
}
