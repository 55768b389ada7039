import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** The contents pages of the back office (spec §2 admin contents; lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admContsRoutes: RouteObject[] = [
  { path: 'contents', lazy: async () => ({ Component: (await import('./routes/conts-list-page')).ContsListPage }) },
  {
    path: 'contents/write',
    handle: handle({ crumbKey: 'admConts.writeTitle', menuUrl: '/admin/contents' }),
    lazy: async () => ({ Component: (await import('./routes/conts-write-page')).ContsWritePage }),
  },
  {
    path: 'contents/view/:contsId',
    handle: handle({ crumbKey: 'admConts.editTitle', menuUrl: '/admin/contents' }),
    lazy: async () => ({ Component: (await import('./routes/conts-write-page')).ContsEditPage }),
  },
];
