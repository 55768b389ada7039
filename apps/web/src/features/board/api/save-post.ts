import type { TPostSave } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardClient } from './board-client';
import { boardKeys } from './board-keys';
import { useViewer } from '../../../lib/login-user/use-viewer';

/** POST /icec/api/board/:boardId/post: a new post (members with the board's write right). */
export const createPost = (boardId: string, body: TPostSave) => boardClient.createPost({ params: { boardId }, body });

/** PUT /icec/api/board/:boardId/post/:postId: the writer's own post, while unanswered. */
export const updatePost = (boardId: string, postId: number, body: TPostSave) => boardClient.updatePost({ params: { boardId, postId }, body });

/** Saves a new post (postId undefined) or an edit; the board's lists and the post are read again. */
export function useSavePost(boardId: string, postId: number | undefined) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (body: TPostSave) => (postId === undefined ? createPost(boardId, body) : updatePost(boardId, postId, body)),
    onSuccess: async ({ postId: saved }) => {
      await queryClient.invalidateQueries({ queryKey: boardKeys.lists(viewer, boardId) });
      await queryClient.invalidateQueries({ queryKey: boardKeys.detail(viewer, boardId, saved), refetchType: 'none' });
    },
  });
}
