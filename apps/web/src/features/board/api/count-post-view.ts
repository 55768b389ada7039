import type { TPostDetail } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { boardClient } from './board-client';
import { boardKeys } from './board-keys';
import { useViewer } from '../../../lib/login-user/use-viewer';

/** POST /icec/api/board/:boardId/post/:postId/inqCnt: the view count after this visit. */
export const countPostView = (boardId: string, postId: number) =>
  // an extra the page does without: a failure shows no dialog
  boardClient.countView({ params: { boardId, postId } }, { quiet: true });

/**
 * Counts one view per visit (`visitKey`: the location entry), once the post has been read (a
 * refused post counts nothing), and shows the new count. State never changes on GET, hence the POST.
 */
export function useCountPostView(boardId: string, postId: number, loaded: boolean, visitKey: string) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const counted = useRef('');
  useEffect(() => {
    const key = `${visitKey}:${boardId}:${postId}`;
    if (!loaded || counted.current === key) return;
    counted.current = key;
    countPostView(boardId, postId).then(
      ({ inqCnt }) => queryClient.setQueryData<TPostDetail>(boardKeys.detail(viewer, boardId, postId), (post) => (post ? { ...post, inqCnt } : post)),
      () => undefined,
    );
  }, [loaded, boardId, postId, visitKey, viewer, queryClient]);
}
