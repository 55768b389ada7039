import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardClient } from './board-client';
import { boardKeys } from './board-keys';
import { useViewer } from '../../../lib/login-user/use-viewer';

/** DELETE /icec/api/board/:boardId/post/:postId: the writer's own post, while unanswered. */
export const deletePost = (boardId: string, postId: number) => boardClient.deletePost({ params: { boardId, postId } });

/**
 * Deletes, then `leave` (the way back to the list) runs; only once the post's page is gone is its
 * cached copy dropped, since a page still showing it would read it again and meet a 404.
 */
export function useDeletePost(boardId: string, postId: number) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: async (leave: () => Promise<void> | void) => {
      await deletePost(boardId, postId);
      await queryClient.invalidateQueries({ queryKey: boardKeys.lists(viewer, boardId) });
      await leave();
      queryClient.removeQueries({ queryKey: boardKeys.detail(viewer, boardId, postId) });
      queryClient.removeQueries({ queryKey: boardKeys.cmnts(viewer, boardId, postId) });
    },
  });
}
