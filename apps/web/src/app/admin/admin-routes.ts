import { PUBLIC_ROUTES } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { admAuthRoutes } from '../../features/auth/auth-adm-routes';
import { admDashboardRoutes } from '../../features/dashboard/dashboard-routes';
import { admAccessIpRoutes } from '../../features/access-ip/access-ip-routes';
import { admManagerRoutes } from '../../features/manager/manager-routes';
import { admMemberAdminRoutes } from '../../features/member-admin/member-admin-routes';
import { admAuthorityRoutes } from '../../features/authority/authority-routes';
import { admPrivacyLogRoutes } from '../../features/privacy-log/privacy-log-routes';
import { admCodeRoutes } from '../../features/code/adm-code-routes';
import { admMenuRoutes } from '../../features/menu/adm-menu-routes';
import { admInstRoutes } from '../../features/inst/inst-adm-routes';
import { admPrhbwdRoutes } from '../../features/prhbwd/prhbwd-routes';
import { admPopupRoutes } from '../../features/popup/popup-routes';
import { admBannerRoutes } from '../../features/banner/banner-routes';
import { admMnexhlRoutes } from '../../features/mnexhl/mnexhl-adm-routes';
import { admEduIntdcnRoutes } from '../../features/edu-intdcn/edu-intdcn-adm-routes';
import { admCrrSiteRoutes } from '../../features/crr-site/crr-site-adm-routes';
import { admDeadLinkRoutes } from '../../features/dead-link/dead-link-routes';
import { admCrrBookRoutes } from '../../features/crr-book/crr-book-adm-routes';
import { admCrrInfoRoutes } from '../../features/crr-info/crr-info-adm-routes';
import { admBoardRoutes } from '../../features/board/board-adm-routes';
import { admPointRoutes } from '../../features/point/point-adm-routes';
import { admInspRoutes } from '../../features/insp/adm/insp-adm-routes';
import { admSrvyRoutes } from '../../features/srvy/adm/srvy-adm-routes';
import { admContsRevwRoutes } from '../../features/conts-revw/adm/revw-adm-routes';
import { admCntstRoutes } from '../../features/cntst/adm/cntst-adm-routes';
import { admClsRoutes } from '../../features/cls/cls-admin-routes';
import { admFusnRoutes } from '../../features/fusn/adm/fusn-adm-routes';
import { admContsRoutes } from '../../features/conts/adm/conts-adm-routes';
import { admContsBndlRoutes } from '../../features/conts/adm/bndl/bndl-routes';
import { admContsCrsRoutes } from '../../features/conts-crs/conts-crs-adm-routes';
import type { TRouteHandle } from '../route-handle';

/**
 * The admin pages under /admin, one entry per ADMIN_ROUTES pattern of the contract (the server
 * answers 404 for any other page path; router.test.ts keeps the two equal). Each module adds its
 * pages here with `lazy`, so antd and the page code load only when an admin page is opened.
 */
const adminPageRoutes: RouteObject[] = [
  ...admAuthRoutes,
  ...admDashboardRoutes,
  ...admAccessIpRoutes,
  ...admManagerRoutes,
  ...admMemberAdminRoutes,
  ...admAuthorityRoutes,
  ...admPrivacyLogRoutes,
  ...admCodeRoutes,
  ...admMenuRoutes,
  ...admInstRoutes,
  ...admPrhbwdRoutes,
  ...admPopupRoutes,
  ...admBannerRoutes,
  ...admMnexhlRoutes,
  ...admEduIntdcnRoutes,
  ...admCrrSiteRoutes,
  ...admDeadLinkRoutes,
  ...admCrrBookRoutes,
  ...admCrrInfoRoutes,
  ...admBoardRoutes,
  ...admPointRoutes,
  ...admInspRoutes,
  ...admSrvyRoutes,
  ...admContsRevwRoutes,
  ...admCntstRoutes,
  ...admClsRoutes,
  ...admFusnRoutes,
  ...admContsRoutes,
  ...admContsBndlRoutes,
  ...admContsCrsRoutes,
];

const notFound = (path: string): RouteObject => ({
  path,
  handle: { notFound: true, ownHeading: true } satisfies TRouteHandle,
  lazy: async () => ({ Component: (await import('./admin-not-found-page')).AdminNotFoundPage }),
});

/**
 * A public page whose first segment is a parameter (`/:section/board/:boardId`) would take
 * /admin/board/x out of the admin frame. The same pattern under /admin outranks it (a static
 * segment scores above a parameter) and shows the admin not-found page, as the server answers 404.
 */
const publicPatternsUnderAdmin = PUBLIC_ROUTES.filter((pattern) => pattern.startsWith('/:')).map((pattern) => notFound(pattern.split('/').slice(2).join('/')));

export const adminRoutes: RouteObject[] = [...adminPageRoutes, ...publicPatternsUnderAdmin, notFound('*')];

/** The admin tree: the frame (antd) and its pages, added to the router at the first /admin address (router.tsx). */
export const adminRoute: RouteObject = {
  path: 'admin',
  lazy: async () => ({ Component: (await import('./admin-layout')).AdminLayout }),
  children: adminRoutes,
};
