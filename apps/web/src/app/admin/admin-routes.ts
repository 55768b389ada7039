import type { RouteObject } from 'react-router';
import { admAccessRoutes } from '../../features/adm-access/adm-access-routes';
import { admMemberRoutes } from '../../features/adm-member/adm-member-routes';
import { admCodeRoutes } from '../../features/code/adm-code-routes';
import { admMenuRoutes } from '../../features/menu/adm-menu-routes';
import { admInstRoutes } from '../../features/inst/inst-routes';
import { admPrhbwdRoutes } from '../../features/prhbwd/prhbwd-routes';
import { admPopupRoutes } from '../../features/popup/popup-routes';
import { admBannerRoutes } from '../../features/banner/banner-routes';
import { admMnexhlRoutes } from '../../features/mnexhl/mnexhl-routes';
import { admEduIntdcnRoutes } from '../../features/edu-intdcn/edu-intdcn-routes';
import { admCrrSiteRoutes } from '../../features/crr-site/crr-site-routes';
import { admDeadLinkRoutes } from '../../features/dead-link/dead-link-routes';
import { admCrrBookRoutes } from '../../features/crr-book/crr-book-routes';
import { admBoardRoutes } from '../../features/adm-board/adm-board-routes';
import type { TRouteHandle } from '../route-handle';
import { NotFoundPage } from '../routes/not-found-page';

/**
 * The admin pages under /admin, one entry per ADMIN_ROUTES pattern of the contract (the server
 * answers 404 for any other page path; router.test.ts keeps the two equal). Each module adds its
 * pages here with `lazy`, so antd and the page code load only when an admin page is opened.
 */
const adminPageRoutes: RouteObject[] = [
  ...admAccessRoutes,
  ...admMemberRoutes,
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
  ...admBoardRoutes,
];

const notFound: TRouteHandle = { notFound: true, ownHeading: true };

export const adminRoutes: RouteObject[] = [
  ...adminPageRoutes,
  { path: '*', Component: NotFoundPage, handle: notFound },
];
