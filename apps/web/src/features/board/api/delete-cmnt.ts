import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardClient } from './board-client';
import { boardKeys } from './board-keys';
import { useViewer } from '../../../lib/login-user/use-viewer';

/** DELETE /icec/api/board/:boardId/post/:postId/cmnt/:cmntId: the writer's own comment. */
export const deleteCmnt = (boardId: string, postId: number, cmntId: number) => boardClient.deleteCmnt({ params: { boardId, postId, cmntId } });

export function useDeleteCmnt(boardId: string, postId: number) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (cmntId: number) => deleteCmnt(boardId, postId, cmntId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.cmnts(viewer, boardId, postId) }),
  });
}
