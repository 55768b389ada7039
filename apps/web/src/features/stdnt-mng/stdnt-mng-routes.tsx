import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/**
 * The teachers' student-account pages (issue 18), lazy, each path a pattern of the contract's
 * PUBLIC_ROUTES: bulk registration of a class (M0609 학생 일괄 등록) and member management
 * (M0610 학생 계정 관리); the server refuses anyone but an approved teacher (403). Also the login
 * step GRDN_CNST of a bulk-registered student under 14 (/login/grdnCnst).
 */
export const stdntMngRoutes: RouteObject[] = [
  {
    path: 'myPage/stdntEblcUld',
    handle: handle({ crumbKey: 'stdntMng.eblc.title' }),
    lazy: async () => ({ Component: (await import('./routes/stdnt-eblc-uld-page')).StdntEblcUldPage }),
  },
  {
    path: 'login/grdnCnst',
    handle: handle({ crumbKey: 'stdntMng.grdnCnst.title' }),
    lazy: async () => ({ Component: (await import('./routes/grdn-cnst-page')).GrdnCnstPage }),
  },
  {
    path: 'mbrMng',
    handle: handle({ crumbKey: 'stdntMng.mbrMng.title' }),
    lazy: async () => ({ Component: (await import('./routes/mbr-mng-page')).MbrMngPage }),
  },
];
