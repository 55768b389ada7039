import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** The reservation pages sit under the menu M0612 융합활동 예약 관리. */
const MNG_URL = '/myPage/fusionActvMng';

/**
 * The teacher's fusion activity pages (issue 19), lazy, each path a pattern of the contract's
 * PUBLIC_ROUTES: the school's reservations, one reservation, its students who applied and who did
 * not, and the live attendance. Who may see them is the server's answer (403 with its message).
 */
export const fusnTchrRoutes: RouteObject[] = [
  {
    path: 'myPage/fusionActvMng',
    handle: handle({ crumbKey: 'fusnTchr.mng.title' }),
    lazy: async () => ({ Component: (await import('./routes/rsvt-mng-page')).RsvtMngPage }),
  },
  {
    path: 'myPage/fusionActvRsvtView/:schlRsvtId',
    handle: handle({ crumbKey: 'fusnTchr.view.title', menuUrl: MNG_URL }),
    lazy: async () => ({ Component: (await import('./routes/rsvt-view-page')).RsvtViewPage }),
  },
  {
    path: 'myPage/fusionActvStdntAplyList',
    handle: handle({ crumbKey: 'fusnTchr.aply.title', menuUrl: MNG_URL }),
    lazy: async () => ({ Component: (await import('./routes/stdnt-aply-list-page')).StdntAplyListPage }),
  },
  {
    path: 'myPage/fusionActvStdntNotAplyList',
    handle: handle({ crumbKey: 'fusnTchr.notAply.title', menuUrl: MNG_URL }),
    lazy: async () => ({ Component: (await import('./routes/stdnt-not-aply-list-page')).StdntNotAplyListPage }),
  },
  {
    path: 'myPage/fusionActvAtndc/:schlRsvtId',
    handle: handle({ crumbKey: 'fusnTchr.atndc.title', menuUrl: MNG_URL }),
    lazy: async () => ({ Component: (await import('./routes/atndc-page')).AtndcPage }),
  },
];
