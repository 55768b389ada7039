import type { TAdminPostDetail } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postMngKeys } from './post-mng-keys';

/** GET /api/postMng/:postId: a post with its body, files and answer. */
export const getPostMng = (postId: number, signal?: AbortSignal) => api.get<TAdminPostDetail>(`/api/postMng/${postId}`, { signal });

export const usePostMng = (postId: number | undefined) =>
  useQuery({ queryKey: postMngKeys.detail(postId ?? 0), queryFn: ({ signal }) => getPostMng(postId!, signal), enabled: postId !== undefined });
