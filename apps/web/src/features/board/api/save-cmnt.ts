import type { TCmntSave } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardClient } from './board-client';
import { boardKeys } from './board-keys';
import { useViewer } from '../../../lib/login-user/use-viewer';

/** POST /icec/api/board/:boardId/post/:postId/cmnt: a member's comment (the board's comment right). */
export const createCmnt = (boardId: string, postId: number, body: TCmntSave) => boardClient.createCmnt({ params: { boardId, postId }, body });

export function useCreateCmnt(boardId: string, postId: number) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (body: TCmntSave) => createCmnt(boardId, postId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.cmnts(viewer, boardId, postId) }),
  });
}
