import { useQuery } from '@tanstack/react-query';
import { postMngClient } from './board-client';
import { postMngKeys } from './post-mng-keys';

/** GET /api/postMng/:postId: a post with its body, files and answer. */
export const getPostMng = (postId: number, signal?: AbortSignal) => postMngClient.item({ params: { postId } }, { signal });

export const usePostMng = (postId: number | undefined) =>
  useQuery({ queryKey: postMngKeys.detail(postId ?? 0), queryFn: ({ signal }) => getPostMng(postId!, signal), enabled: postId !== undefined });
