import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { boardKeys, postApiPath } from './board-keys';
import { useViewer } from '../../../lib/login-user/use-viewer';

/** DELETE /icec/api/board/:boardId/post/:postId/cmnt/:cmntId: the writer's own comment. */
export const deleteCmnt = (boardId: string, postId: number, cmntId: number) =>
  api.delete<{ result: string }>(`${postApiPath(boardId, postId)}/cmnt/${cmntId}`);

export function useDeleteCmnt(boardId: string, postId: number) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (cmntId: number) => deleteCmnt(boardId, postId, cmntId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.cmnts(viewer, boardId, postId) }),
  });
}
