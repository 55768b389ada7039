import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** A teacher reads a student's activities from the class roster (M0607 학급 관리). */
const ROSTER_URL = '/myPage/clsInfo';

/**
 * The career activity pages (issue 18), lazy, each path a pattern of the contract's PUBLIC_ROUTES.
 * The M04 menus name the three lists; an activity's page and the form name themselves (the
 * activity's name, '진로활동 작성'); a teacher's pages of one student sit under the class roster.
 */
export const crrActvRoutes: RouteObject[] = [
  {
    path: 'crrActv/:upSection/:section/list',
    handle: handle({ crumbKey: 'crrActv.title', ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/actv-list-page')).ActvListPage }),
  },
  {
    path: 'crrActv/view/:crrActvId',
    handle: handle({ crumbKey: 'crrActv.view.title', ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/actv-view-page')).ActvViewPage }),
  },
  {
    path: 'crrActv/write',
    handle: handle({ crumbKey: 'crrActv.write.title' }),
    lazy: async () => ({ Component: (await import('./routes/actv-write-page')).ActvWritePage }),
  },
  {
    path: 'crrActv/write/:crrActvId',
    handle: handle({ crumbKey: 'crrActv.write.editTitle' }),
    lazy: async () => ({ Component: (await import('./routes/actv-write-page')).ActvWritePage }),
  },
  {
    path: 'myPage/list/:userId',
    handle: handle({ crumbKey: 'crrActv.stdnt.title', menuUrl: ROSTER_URL, ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/stdnt-actv-list-page')).StdntActvListPage }),
  },
  {
    path: 'myPage/view/:userId/:crrActvId',
    handle: handle({ crumbKey: 'crrActv.view.title', menuUrl: ROSTER_URL, ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/stdnt-actv-view-page')).StdntActvViewPage }),
  },
];
