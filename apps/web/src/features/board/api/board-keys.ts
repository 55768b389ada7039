import type { TPostListQuery } from '@portal/contract';

/**
 * Query keys of the public board pages. The answers depend on who asks (canWrite, mineYn, likedYn,
 * a secret post's writer), so every key carries the viewer ('' for a guest).
 */
export const boardKeys = {
  all: ['board'] as const,
  info: (viewer: string, boardId: string) => [...boardKeys.all, viewer, 'info', boardId] as const,
  lists: (viewer: string, boardId: string) => [...boardKeys.all, viewer, 'list', boardId] as const,
  list: (viewer: string, boardId: string, query: TPostListQuery) => [...boardKeys.lists(viewer, boardId), query] as const,
  scroll: (viewer: string, boardId: string, query: Omit<TPostListQuery, 'currentPage'>) => [...boardKeys.lists(viewer, boardId), 'scroll', query] as const,
  detail: (viewer: string, boardId: string, postId: number) => [...boardKeys.all, viewer, 'detail', boardId, postId] as const,
  cmnts: (viewer: string, boardId: string, postId: number) => [...boardKeys.all, viewer, 'cmnt', boardId, postId] as const,
  cmntPage: (viewer: string, boardId: string, postId: number, currentPage: number) => [...boardKeys.cmnts(viewer, boardId, postId), currentPage] as const,
};
