import type { RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/auth-routes';
import { joinRoutes } from '../features/join/join-routes';
import { memberRoutes } from '../features/member/member-routes';
import { socialLoginRoutes } from '../features/social-login/social-login-routes';
import { instRoutes } from '../features/inst/inst-routes';
import { mnexhlRoutes } from '../features/mnexhl/mnexhl-routes';
import { eduIntdcnRoutes } from '../features/edu-intdcn/edu-intdcn-routes';
import { crrSiteRoutes } from '../features/crr-site/crr-site-routes';
import { crrBookRoutes } from '../features/crr-book/crr-book-routes';
import { contsRoutes } from '../features/conts/conts-routes';
import { contsCrsRoutes } from '../features/conts-crs/conts-crs-routes';
import { crrInfoRoutes } from '../features/crr-info/crr-info-routes';
import { boardRoutes } from '../features/board/board-routes';
import { pointRoutes } from '../features/point/point-routes';
import { crrRcmdtnRoutes } from '../features/crr-rcmdtn/crr-rcmdtn-routes';
import { inspRoutes } from '../features/insp/insp-routes';
import { srvyRoutes } from '../features/srvy/srvy-routes';
import { cntstRoutes } from '../features/cntst/cntst-routes';
import { clsRoutes } from '../features/cls/cls-routes';
import { stdntMngRoutes } from '../features/stdnt-mng/stdnt-mng-routes';
import { crrActvRoutes } from '../features/crr-actv/crr-actv-routes';
import { portfloRoutes } from '../features/portflo/portflo-routes';
import { crrSpcltRoutes } from '../features/crr-spclt/crr-spclt-routes';
import { fusnRoutes } from '../features/fusn/fusn-routes';
import { fusnTchrRoutes } from '../features/fusn/tchr/fusn-tchr-routes';

/**
 * Every feature's public pages (spec §2), in one table that leaves the entry: it joins the router
 * under the public layout at the first address the entry's own routes do not serve (route
 * discovery, router.tsx `patchRoutes`), so the home page's first load never carries it.
 */
export const featureRoutes: RouteObject[] = [
  ...authRoutes,
  ...socialLoginRoutes,
  ...joinRoutes,
  ...memberRoutes,
  ...instRoutes,
  ...mnexhlRoutes,
  ...eduIntdcnRoutes,
  ...crrSiteRoutes,
  ...crrBookRoutes,
  ...contsRoutes,
  ...crrInfoRoutes,
  ...boardRoutes,
  ...pointRoutes,
  ...crrRcmdtnRoutes,
  ...inspRoutes,
  ...srvyRoutes,
  ...cntstRoutes,
  ...clsRoutes,
  ...stdntMngRoutes,
  ...crrActvRoutes,
  ...portfloRoutes,
  ...crrSpcltRoutes,
  ...fusnRoutes,
  ...fusnTchrRoutes,
  ...contsCrsRoutes,
];
