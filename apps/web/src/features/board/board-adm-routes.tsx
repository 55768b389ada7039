import type { RouteObject } from 'react-router';

/** Admin board and post pages (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admBoardRoutes: RouteObject[] = [
  { path: 'board', lazy: async () => ({ Component: (await import('./routes/board-mng-page')).BoardMngPage }) },
  { path: 'post', lazy: async () => ({ Component: (await import('./routes/post-mng-page')).PostMngPage }) },
];
