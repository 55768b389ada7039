import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** The menu M0602 포트폴리오 points at the redirect (spec §6); the portfolio and the fusion list sit under it. */
const PORTFLO_MENU_URL = '/myPage/portfloMng';

/**
 * The portfolio pages (issue 18), lazy, each path a pattern of the contract's PUBLIC_ROUTES. M0605
 * 학생 진로이력 names the history; the portfolio and the fusion list sit under M0602 포트폴리오.
 */
export const portfloRoutes: RouteObject[] = [
  {
    path: 'myPage/portflo/:userId?',
    handle: handle({ crumbKey: 'portflo.title', menuUrl: PORTFLO_MENU_URL }),
    lazy: async () => ({ Component: (await import('./routes/portflo-page')).PortfloPage }),
  },
  {
    path: 'myPage/portfloMng',
    handle: handle({ crumbKey: 'portflo.title' }),
    lazy: async () => ({ Component: (await import('./routes/portflo-mng-page')).PortfloMngPage }),
  },
  {
    path: 'myPage/fusionActv/list/:userId',
    handle: handle({ crumbKey: 'portflo.fusion.title', menuUrl: PORTFLO_MENU_URL }),
    lazy: async () => ({ Component: (await import('./routes/fusion-actv-list-page')).FusionActvListPage }),
  },
  {
    path: 'myPage/stdntCrrHstry',
    handle: handle({ crumbKey: 'portflo.hstry.title' }),
    lazy: async () => ({ Component: (await import('./routes/stdnt-crr-hstry-page')).StdntCrrHstryPage }),
  },
];
