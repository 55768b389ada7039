import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';
import { STUDENT_LIST_PATH } from './member-admin-paths';

const handle = (value: TRouteHandle) => value;

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admMemberAdminRoutes: RouteObject[] = [
  { path: 'member', lazy: async () => ({ Component: (await import('./routes/member-list-page')).MemberListPage }) },
  { path: 'userMngDtl/list/:acntTypeCd', lazy: async () => ({ Component: (await import('./routes/member-list-page')).MemberListPage }) },
  {
    // a student's portfolio (issue 18), under the students' list of the side menu
    path: 'member/portflo/:userId',
    handle: handle({ crumbKey: 'admMember.portflo.title', menuUrl: STUDENT_LIST_PATH }),
    lazy: async () => ({ Component: (await import('./routes/member-portflo-page')).MemberPortfloPage }),
  },
];
