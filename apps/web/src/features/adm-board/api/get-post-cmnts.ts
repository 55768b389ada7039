import type { TAdminCmntListResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postMngKeys } from './post-mng-keys';

/** GET /api/postMng/:postId/cmnt: one page of a post's comments. */
export const getPostCmnts = (postId: number, currentPage: number, signal?: AbortSignal) =>
  api.get<TAdminCmntListResponse>(`/api/postMng/${postId}/cmnt`, { params: { currentPage }, signal });

export const usePostCmnts = (postId: number, currentPage: number) =>
  useQuery({ queryKey: postMngKeys.cmnts(postId, currentPage), queryFn: ({ signal }) => getPostCmnts(postId, currentPage, signal), placeholderData: keepPreviousData });
