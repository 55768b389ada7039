import type { RouteObject } from 'react-router';

/** The review page of the back office (issue 20; lazy, under /admin), a pattern of ADMIN_ROUTES. */
export const admContsRevwRoutes: RouteObject[] = [
  { path: 'contentReview', lazy: async () => ({ Component: (await import('./routes/revw-mng-page')).RevwMngPage }) },
];
