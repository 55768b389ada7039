import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** The contest list's menu (M0702 공모전): a contest's pages sit under it. */
const LIST_URL = '/cntst/list';

/**
 * The public contest pages (issue 17), lazy, each path a pattern of the contract's PUBLIC_ROUTES.
 * The menus M0702 공모전 and M0604 내 공모전 응모 name the list and the student's entries; a
 * contest's page names itself after its contest.
 */
export const cntstRoutes: RouteObject[] = [
  {
    path: 'cntst/list',
    handle: handle({ crumbKey: 'cntst.title' }),
    lazy: async () => ({ Component: (await import('./routes/cntst-list-page')).CntstListPage }),
  },
  {
    path: 'cntst/:cntstId',
    handle: handle({ crumbKey: 'cntst.title', menuUrl: LIST_URL, ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/cntst-detail-page')).CntstDetailPage }),
  },
  {
    path: 'cntst/:cntstId/write',
    handle: handle({ crumbKey: 'cntst.write.title', menuUrl: LIST_URL }),
    lazy: async () => ({ Component: (await import('./routes/cntst-write-page')).CntstWritePage }),
  },
  {
    path: 'cntst/:cntstId/write/:entryId',
    handle: handle({ crumbKey: 'cntst.write.editTitle', menuUrl: LIST_URL }),
    lazy: async () => ({ Component: (await import('./routes/cntst-write-page')).CntstWritePage }),
  },
  {
    path: 'cntst/:cntstId/rslt',
    handle: handle({ crumbKey: 'cntst.rslt.title', menuUrl: LIST_URL }),
    lazy: async () => ({ Component: (await import('./routes/cntst-rslt-page')).CntstRsltPage }),
  },
  {
    path: 'myPage/cntstAply',
    handle: handle({ crumbKey: 'cntst.my.title' }),
    lazy: async () => ({ Component: (await import('./routes/my-cntst-aply-page')).MyCntstAplyPage }),
  },
];
