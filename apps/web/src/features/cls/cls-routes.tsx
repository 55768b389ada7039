import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/**
 * The teachers' school pages (issue 18), lazy, each path a pattern of the contract's PUBLIC_ROUTES.
 * The menus M0606 학교 정보, M0607 학급 관리 and M0608 교사 지정 name them; the crumb keys name
 * them where a menu is not (yet) there. Who may use them is the server's answer (403 for a
 * non-teacher, with the usual redirect of the API client).
 */
export const clsRoutes: RouteObject[] = [
  {
    path: 'myPage/schlInfo',
    handle: handle({ crumbKey: 'cls.schlInfo.title' }),
    lazy: async () => ({ Component: (await import('./routes/schl-info-page')).SchlInfoPage }),
  },
  {
    path: 'myPage/tchrDsgn',
    handle: handle({ crumbKey: 'cls.tchrDsgn.title' }),
    lazy: async () => ({ Component: (await import('./routes/tchr-dsgn-page')).TchrDsgnPage }),
  },
  {
    path: 'myPage/clsInfo',
    handle: handle({ crumbKey: 'cls.clsInfo.title' }),
    lazy: async () => ({ Component: (await import('./routes/cls-info-page')).ClsInfoPage }),
  },
];
