import type { RouteObject } from 'react-router';

/** The student's campaign page (lazy), a pattern of the contract's PUBLIC_ROUTES; its menu (M060302) names it. */
export const cmpnRoutes: RouteObject[] = [
  {
    path: 'myPage/cmpnPoint/cmpnPointAply',
    lazy: async () => ({ Component: (await import('./routes/cmpn-aply-page')).CmpnAplyPage }),
  },
];
