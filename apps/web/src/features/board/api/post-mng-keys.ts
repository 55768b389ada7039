import type { TAdminPostListQuery } from '@portal/contract';

/** The post page's query keys: every change refreshes what is under `all`. */
export const postMngKeys = {
  all: ['postMng'] as const,
  list: (query: Partial<TAdminPostListQuery>) => [...postMngKeys.all, 'list', query] as const,
  detail: (postId: number) => [...postMngKeys.all, 'detail', postId] as const,
  cmnts: (postId: number, currentPage: number) => [...postMngKeys.all, 'cmnts', postId, currentPage] as const,
};
