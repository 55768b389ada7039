import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admMemberAdminRoutes: RouteObject[] = [
  { path: 'member', lazy: async () => ({ Component: (await import('./routes/member-list-page')).MemberListPage }) },
  { path: 'userMngDtl/list/:acntTypeCd', lazy: async () => ({ Component: (await import('./routes/member-list-page')).MemberListPage }) },
];
